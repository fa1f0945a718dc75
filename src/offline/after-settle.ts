/** The installed app's part loads this long after the page's load event, so it never competes with the first screen. */
export const OFFLINE_HOST_AFTER_LOAD_MS = 3000;
