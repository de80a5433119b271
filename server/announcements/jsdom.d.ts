// jsdom ships no types and @types/jsdom is not a dependency: the little the server uses of it.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
