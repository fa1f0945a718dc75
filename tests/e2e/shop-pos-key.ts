/** The POS key of the demo tenant lotus in browser tests (tenants/lotus.json secrets.posKey names LOTUS_POS_KEY; playwright.config.ts sets it). */
export const E2E_LOTUS_POS_KEY = 'e2e-lotus-pos-key-0123456789abcdef-pos';
