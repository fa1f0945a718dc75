/**
 * The numeric limits of passwords, verification codes and PINs, defined once and read by the flows,
 * the browser and the server. Where a schema has to state the same number (a `pattern`, a
 * description), limits.test.ts checks that the two agree.
 */

/** Longest password, in characters (code points), not UTF-16 units (docs/rules.md#password-length). */
export const PASSWORD_MAX_LENGTH = 20;

/** Digits of an SMS verification code: sign-up, SMS login, password reset (docs/rules.md#verification-code). */
export const VERIFICATION_CODE_LENGTH = 4;

/** Seconds before another verification code may be sent to the same phone (docs/rules.md#code-resend). */
export const CODE_RESEND_SECONDS = 120;

/** Digits of a wallet card's PIN (docs/wallet.md#pin). */
export const WALLET_PIN_LENGTH = 6;

/**
 * Digits of the PIN that verifies a payment with stored value (docs/rules.md#payment-pin): it is the
 * wallet PIN of the customer's own stored-value card (docs/wallet.md#paying).
 */
export const PAYMENT_PIN_LENGTH = WALLET_PIN_LENGTH;

/** Exactly `length` ASCII digits (what the schemas' `^[0-9]{n}$` patterns accept). */
export function digitsPattern(length: number): RegExp {
  return new RegExp(`^[0-9]{${length}}$`);
}

/**
 * Voucher collect and claim attempts (docs/vouchers-and-invitations.md#voucher-attempts): at most
 * this many per client address and per account in each window; more are refused 'Too many requests'.
 */
export const VOUCHER_ATTEMPTS_PER_ADDRESS = 30;
export const VOUCHER_ATTEMPTS_PER_ACCOUNT = 10;
export const VOUCHER_ATTEMPT_WINDOW_SECONDS = 15 * 60;

/**
 * Staff (docs/staff.md#lockout): a staff member's counter PIN has 4 to 6 digits; this many wrong
 * passwords in a row lock password sign-in, and this many wrong PINs in a row lock the PIN, each for
 * STAFF_LOCK_MINUTES.
 */
export const STAFF_PIN_MIN_LENGTH = 4;
export const STAFF_PIN_MAX_LENGTH = 6;
export const STAFF_MAX_WRONG_PASSWORDS = 5;
export const STAFF_MAX_WRONG_PINS = 5;
export const STAFF_LOCK_MINUTES = 15;
/** Hours a staff session lives without use (docs/staff.md#sessions). */
export const STAFF_SESSION_IDLE_HOURS = 12;
/** Seconds without a touch after which a staff screen on a shared device locks and asks for the PIN again. */
export const STAFF_IDLE_LOCK_SECONDS = 120;
/**
 * Quick staff switch by personal PIN (docs/staff.md#staff-switch): this many wrong switch PINs in a
 * row on one device (and on every device one staff member signed in) lock switching there for
 * STAFF_LOCK_MINUTES; the list of names shows the site's staff signed in within
 * STAFF_SWITCH_RECENT_DAYS, at most STAFF_SWITCH_LIST_MAX.
 */
export const STAFF_SWITCH_MAX_WRONG_PINS = 5;
export const STAFF_SWITCH_RECENT_DAYS = 30;
export const STAFF_SWITCH_LIST_MAX = 24;
/** How often the staff single-pay screen asks how its request stands (docs/shop.md#staff-single-pay). */
export const STAFF_SINGLE_PAY_POLL_SECONDS = 3;
/** Minutes a staff single-pay request can be paid in. */
export const STAFF_SINGLE_PAY_MINUTES = 30;

/**
 * Attempt limits (docs/rules.md#attempt-limits): a try waits at most this long for a free slot
 * while the limit's slots are all taken by tries still being compared, then is refused 'Too many
 * tries at once'; a slot left by a process that died mid-try is freed after ATTEMPT_SLOT_LEASE_SECONDS.
 */
export const ATTEMPT_SLOT_WAIT_SECONDS = 30;
export const ATTEMPT_SLOT_LEASE_SECONDS = 30;

/** A staff counter PIN: STAFF_PIN_MIN_LENGTH to STAFF_PIN_MAX_LENGTH ASCII digits. */
export function isStaffPin(pin: string): boolean {
  return new RegExp(`^[0-9]{${STAFF_PIN_MIN_LENGTH},${STAFF_PIN_MAX_LENGTH}}$`).test(pin);
}

/** Longest note a member assessment answer may carry, in characters (docs/staff.md#member-assessment). */
export const ASSESSMENT_NOTE_MAX_LENGTH = 500;

/**
 * Admin content area (docs/admin.md#images): an uploaded image is at most this many bytes, and an
 * HTML body (one language of a page) at most CONTENT_HTML_MAX_LENGTH characters (the page schema's
 * maxLength says the same; server/services/admin/content-schemas.test.ts checks they agree).
 */
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const CONTENT_HTML_MAX_LENGTH = 50_000;
/** Entries of an item's audit history the admin API answers, newest first. */
export const CONTENT_HISTORY_MAX_ENTRIES = 100;
/** Items of one content type a tenant may keep (a list is answered whole). */
export const CONTENT_ITEMS_MAX_PER_TYPE = 500;
/** Uploads the media library lists, newest first (docs/admin.md#media-library). */
export const MEDIA_LIBRARY_MAX_IMAGES = 200;
/**
 * Table bills (docs/shop.md#table-bill): a bill splits evenly among 2 to TABLE_SPLIT_MAX_PEOPLE
 * people; items (or an amount) are held for a payer for BILL_PAYMENT_HOLD_MINUTES, after which an
 * unfinished payment lapses and frees them.
 */
export const TABLE_SPLIT_MAX_PEOPLE = 20;
export const BILL_PAYMENT_HOLD_MINUTES = 10;
/** Minutes a shop order waits for its payment, however many attempts it takes, before it lapses (docs/shop.md#payment). */
export const SHOP_ORDER_PAY_MINUTES = 15;
/**
 * Pickup (docs/shop.md#pickup): a slot the checkout offered is still taken this long after the
 * waiting time reaches it, so an order placed as the checkout's list moved on (it looks every 10
 * seconds) is not refused for the moments its request was on its way.
 */
export const PICKUP_LATE_GRACE_SECONDS = 60;
/** Single pay (docs/shop.md#single-pay): a request can be paid for at most this many minutes after it is made. */
export const SINGLE_PAY_MAX_MINUTES = 1440;
/**
 * A payer's claim on a single-pay request lasts while their payment is under way at the gateway,
 * at most this many minutes (or until the request expires); then the payment lapses and the
 * request is open to anyone again (docs/shop.md#single-pay).
 */
export const SINGLE_PAY_HOLD_MINUTES = 10;
/**
 * Wallet PIN tries (docs/wallet.md#pin): at most this many tries per card in WALLET_PIN_LOCK_MINUTES,
 * whoever makes them (the customer paying or changing the PIN, or a customer at the pinpad kiosk);
 * counted in the database per card, so every server process sees the same count.
 */
export const WALLET_PIN_MAX_TRIES = 5;
export const WALLET_PIN_LOCK_MINUTES = 15;

/**
 * Pinpad kiosk (docs/staff.md#pinpad): the largest amount staff may enter for one charge, in minor
 * units, and the seconds without a touch after which a kiosk mid-payment returns to its idle screen
 * (the customer's typing and the sale's amount are cleared; docs/staff.md#pinpad).
 */
export const PINPAD_MAX_AMOUNT = 100_000;
export const PINPAD_KIOSK_IDLE_SECONDS = 60;
/** Seconds the pinpad's receipt stays before the kiosk returns to its idle screen for the next sale. */
export const PINPAD_RECEIPT_SECONDS = 15;
/** The site's latest pinpad charges a manager sees to refund (docs/staff.md#pinpad-refund). */
export const PINPAD_RECENT_CHARGES = 20;

/** Member find by name (docs/staff.md#member-find): the least typed, and the most members answered. */
export const MEMBER_NAME_MIN = 2;
export const MEMBER_NAME_MATCHES = 20;
/** Recent members at the counter: the members a staff member opened in the last days, latest first. */
export const MEMBER_RECENT_SHOWN = 8;
export const MEMBER_RECENT_DAYS = 7;

/** The refunds owed by payment providers staff/refundsOwed lists at most, oldest first (docs/payment-providers.md#refunds-owed). */
export const REFUNDS_OWED_LISTED = 100;

/** Vehicles a customer may save under My spots (docs/customer-places.md#my-spots). */
export const SAVED_VEHICLES_MAX = 5;
/** A licence plate as saved: 1 to 10 letters, digits, spaces or dashes (stored upper-case, spaces removed). */
export const PLATE_MAX_LENGTH = 10;
