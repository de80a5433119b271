import { useCallback, useEffect, useState } from 'react';

/**
 * Runs `then` in a task after the browser has drawn its next frame (at once where nothing draws
 * frames). Work that a big query needs but its first paint does not (every row's text widths, the
 * virtualiser's offsets of every row) waits for this, so that frame is not kept waiting for it.
 */
export function afterNextFrame(then: () => void): { cancel: () => void } {
  if (typeof requestAnimationFrame !== 'function') {
    then();
    return { cancel: () => {} };
  }
  // A frame callback runs just before the frame is drawn; a task it queues runs after.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(then, 0)));
  return {
    cancel: () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    },
  };
}

/**
 * False until the frame after the component's first commit has been drawn, then true for good;
 * `finish` makes it true at once (a key that needs every row cannot wait for the frame).
 */
export function useFirstFrameDrawn(): { drawn: boolean; finish: () => void } {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => afterNextFrame(() => setDrawn(true)).cancel, []);
  const finish = useCallback(() => setDrawn(true), []);
  return { drawn, finish };
}
