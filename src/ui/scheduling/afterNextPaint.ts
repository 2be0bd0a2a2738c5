/**
 * Runs `work` once the browser has painted what React just committed: the next frame, then a task.
 * For work a page wants soon but not before its content is on screen (data fetched ahead).
 * Returns a cancel function for effect cleanups.
 */
export function afterNextPaint(work: () => void): () => void {
  let timer: number | undefined;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(work, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}
