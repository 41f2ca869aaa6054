/**
 * Runs `task` just after the browser's next paint (a frame, then a task of its own), and returns its
 * cancel: work that must not delay what the page is about to show (an effect's return value).
 */
export function afterPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(task)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
