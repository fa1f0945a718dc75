/**
 * Navigation state of a replace that only records something in the URL for a reload (the screen
 * stays as it is), e.g. checkout naming its booking: the reader keeps their place.
 */
export const KEEP_SCROLL_STATE = { keepScroll: true } as const;

/** Whether a location's state asks to keep the scroll position (see KEEP_SCROLL_STATE). */
export const keepsScroll = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;
