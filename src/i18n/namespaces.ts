/**
 * Translation namespaces, one JSON file each under locales/{language}/. errors.json is written by
 * the protocol helper (one key per catalogue code of src/protocol/errors.ts).
 */
export const NAMESPACES = ['common', 'screens', 'sections', 'errors'] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const DEFAULT_NAMESPACE: Namespace = 'common';

/** Loaded with the language: what every page shows. 'errors' loads with the first message. */
export const PRELOADED_NAMESPACES: readonly Namespace[] = ['common', 'screens', 'sections'];
