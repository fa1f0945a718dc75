/**
 * Translation namespaces, one JSON file each under locales/{language}/. errors.json is written by
 * the protocol helper (one key per catalogue code of src/protocol/errors.ts). 'account' loads with
 * the account screens (login, sign-up, password reset, profile); 'parking' with the parking and
 * payment screens (refusal codes under `errors`, the flows' own messages under `flow`).
 */
export const NAMESPACES = ['common', 'screens', 'sections', 'errors', 'account', 'parking'] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const DEFAULT_NAMESPACE: Namespace = 'common';

/** Loaded with the language: what every page shows. 'errors' loads with the first message. */
export const PRELOADED_NAMESPACES: readonly Namespace[] = ['common', 'screens', 'sections'];
