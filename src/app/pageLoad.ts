/**
 * Full page loads, in one place: the router bridge uses it for navigation a machine marks `hard`
 * (the page must load anew, e.g. when maintenance ends). An object, so tests can watch the call
 * (jsdom cannot navigate).
 */
export const pageLoad = {
  assign(to: string) {
    window.location.assign(to);
  },
};
