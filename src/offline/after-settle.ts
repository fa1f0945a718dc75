/** The installed app's part loads this long after the page's load event, so it never competes with the first screen. */
export const OFFLINE_HOST_AFTER_LOAD_MS = 3000;

/**
 * Runs `run` once the page has settled: OFFLINE_HOST_AFTER_LOAD_MS after its load event. What waits
 * for this is not part of a route's first download (docs/installable-app.md#loading). Answers the
 * cancel.
 */
export function afterPageSettled(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    timer = setTimeout(run, OFFLINE_HOST_AFTER_LOAD_MS);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    clearTimeout(timer);
  };
}
