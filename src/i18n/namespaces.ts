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
export const NAMESPACES = [
  'common',
  'screens',
  'sections',
  'messages',
  'account',
  'parking',
  'wallet',
  'offline',
  'membership',
  'flows',
  'staff',
  'shop',
  'places',
  'admin',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const DEFAULT_NAMESPACE: Namespace = 'common';

/** Loaded with the language: what every page shows. 'messages' loads with the first message. */
export const PRELOADED_NAMESPACES: readonly Namespace[] = ['common', 'screens', 'sections'];
