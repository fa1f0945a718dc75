/**
 * Translation namespaces, one JSON file each under locales/{language}/. messages.json has one text
 * per code of the message catalogue (src/protocol/messages.ts): every refusal, failure and flow
 * message. 'account' loads with the account screens (login, sign-up, password reset, profile);
 * 'parking' with the parking and payment screens; 'wallet' with My wallet and My QR code;
 * 'offline' with what the app shows without a connection (the offline bar and marks, the update
 * prompt); 'membership' with saved cards, vouchers, invitations and wallet passes; 'flows' with
 * the flow gallery; 'staff' with the staff screens (employee login, function select, member find);
 * 'shop' with online ordering and order status; 'places' with where to go, my sites, my spots and my pre-pays; 'admin' with the admin content area.
 */
import type { ScreenId } from '../lib/route-table';

export const NAMESPACES = ['common', 'screens', 'sections', 'messages', 'account', 'parking', 'wallet', 'offline', 'membership', 'flows', 'staff', 'shop', 'places', 'admin'] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const DEFAULT_NAMESPACE: Namespace = 'common';

/** Loaded with the language: what every page shows. 'messages' loads with the first message. */
export const PRELOADED_NAMESPACES: readonly Namespace[] = ['common', 'screens', 'sections'];

/**
 * Namespaces a screen reads in its first render, beyond the preloaded ones: the screen suspends
 * until they arrive, so the server preloads them with the screen's code (docs/architecture.md#route-preloads).
 * Kept for the account screens, whose forms show messages (use-message-text.ts); a screen left out
 * still works, one round trip later.
 */
export const SCREEN_NAMESPACES: Partial<Record<ScreenId, readonly Namespace[]>> = {
  login: ['account', 'messages'],
  signup: ['account', 'messages'],
  forgotPassword: ['account', 'messages'],
};
