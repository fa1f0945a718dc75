/**
 * The id of the server's first paint of a shop page (docs/architecture.md#first-paint): the
 * server puts it beside #root, index.html's CSS hides #root while it exists, and the app removes
 * it when its first screen commits. Shared so the three cannot drift apart.
 */
export const FIRST_PAINT_ELEMENT_ID = 'first-paint';
