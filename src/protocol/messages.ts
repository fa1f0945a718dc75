/**
 * The message catalogue: every message the user can be shown, by code, with its English. The
 * server answers each refusal (rtn <= 0) with `problem: { code, params }` beside `dispMsg`, the
 * English of that code with its params filled in; the flows hold messages as `{ code, params }`;
 * the browser shows them through the locale files src/i18n/locales/<lang>/messages.json, which
 * have exactly these codes with the same {{param}} placeholders (docs/rules.md#locale-files).
 *
 * The codes are listed once more in schemas/api/message-code.json (for the API's schemas and the
 * generated MessageCode type): `satisfies MessageCatalogue` below fails to compile when the two
 * lists differ. The codes and their English are listed in docs/rules.md#messages; legacy typos are
 * corrected ('Connecion Failed' -> 'Connection failed').
 *
 * The browser's first download carries none of this text (docs/architecture.md#message-catalogue):
 * ./message is what a message is, with the helpers that need no text; ./message-codes tells a code
 * of the catalogue from an unknown one, on the list generated from the schema; ./transport-messages
 * is the English of what the app's frame says by itself (the API client's failures, the session's
 * end). This file is the whole catalogue: the server's English, and the browser's English texts,
 * loaded with the first message shown.
 */
import { TRANSPORT_MESSAGES } from './transport-messages';
import { fillParams, type Message, type MessageCode } from './message';

/** A text for every code: the English here, and each locale's messages.json. */
export type MessageCatalogue = Readonly<Record<MessageCode, string>>;

export const MESSAGES = {
  // Session and transport (docs/rules.md#http-failures), in their own file for the first download
  ...TRANSPORT_MESSAGES,
  // The error catalogue (docs/rules.md#error-catalogue)
  CONNECTION_ERROR: 'Connection error',
  OPERATION_FAILED: 'Failed to operate',
  UNKNOWN_ERROR: 'Unknown error',
  OUT_OF_SERVICE: 'Sorry, out of service',
  PAYMENT_FAILED: 'Payment failed',
  PAYMENT_REQUEST_FAILED: 'Failed to request payment, please try later',
  PIN_SEND_FAILED: 'Failed to send the PIN',
  PIN_VERIFY_FAILED: 'Failed to verify the PIN',
  SIGN_UP_FAILED: 'Failed to sign up',
  PREPAY_CANCEL_FAILED: 'Failed to cancel the Pre-pay, please try later',
  TICKET_EXPIRED: 'Ticket expired',
  TICKET_SUBMIT_FAILED: 'Failed to submit the ticket to the server, please try later',
  DISCOUNT_FAILED: 'Failed to get a discount',
  CARD_DELETE_FAILED: 'Failed to delete the card',
  OLD_PASSWORD_INCORRECT: 'Old password is not correct',
  PASSWORD_RESET_FAILED: 'Failed to reset the password',
  PHONE_VERIFY_FAILED: 'Failed to verify the mobile phone',
  REQUIREMENT_SUBMIT_FAILED: 'Failed to submit requirement, please try later',
  ORDER_UPLOAD_FAILED: 'Failed to upload the order',
  // Accounts: input (docs/rules.md#validation)
  LOGIN_INPUT_MISSING: 'Please input phone number or password properly',
  PHONE_MISSING: 'Please input your phone number',
  CODE_FORMAT: 'The verification code is 4 digits',
  PASSWORD_EMPTY: 'Password cannot be empty',
  PASSWORD_TOO_LONG: 'Password is at most 20 characters',
  PASSWORD_WEAK: 'Password is weak',
  PASSWORD_MISMATCH: 'The two passwords do not match',
  OLD_PASSWORD_MISSING: 'Please input your current password',
  FIRST_NAME_REQUIRED: 'Please input your first name',
  LAST_NAME_REQUIRED: 'Please input your last name',
  EMAIL_INVALID: 'Please input a valid email address',
  BIRTHDAY_INVALID: 'Please input a valid date',
  POSTCODE_DIGITS: 'Postcode: numbers only',
  TOO_LONG: 'This is too long',
  TERMS_REQUIRED: 'Please accept the terms and conditions',
  // Accounts: phone numbers and SMS codes
  INVALID_PHONE: 'Invalid phone number',
  PHONE_ALREADY_REGISTERED: 'This phone number is already registered',
  PHONE_NOT_REGISTERED: 'This phone number is not registered',
  WAIT_BEFORE_RESEND: 'Please wait {{seconds}} seconds before requesting another code',
  SMS_DAILY_LIMIT: 'Too many codes requested today, please try again tomorrow',
  WRONG_CODE: 'Wrong verification code',
  WRONG_CODE_TRIES_LEFT: 'Wrong verification code · Tries left: {{attemptsLeft}}',
  CODE_EXPIRED: 'The verification code has expired, please request a new one',
  TOO_MANY_WRONG_TRIES: 'Too many wrong tries, please request a new code',
  NO_CODE_REQUESTED: 'No code was requested for this number',
  NEW_CODE_NEEDED: 'Please request a new verification code',
  VERIFY_PHONE_FIRST: 'Please verify your phone number',
  // Accounts: sign-in
  ACCOUNT_LOCKED: 'Your account is locked after too many failed logins. Reset your password by SMS to unlock it.',
  NO_PASSWORD_YET: 'This account has no password yet. Log in by SMS or reset your password to set one.',
  // Sites
  SITE_NOT_FOUND: 'Site not found',
  INFO_NOT_FOUND: 'Information not found',
  // Booking rules (docs/rules.md#booking-rules; src/lib/booking-rules.ts)
  EXIT_NOT_AFTER_ENTRY: 'Exit time must be later than entry time',
  STAY_TOO_SHORT: 'Minimum stay of {{span}} minutes',
  ENTRY_IN_PAST: 'Entry time cannot be earlier than now',
  SPAN_TOO_LONG: 'A booking must span fewer than {{day}} days',
  TICKETS_NONE: 'Number of tickets must be greater than zero',
  TICKETS_OVER_BOOKING_MAX: 'At most {{max}} tickets per booking',
  ENTRY_TOO_FAR_AHEAD: 'Entry can be booked at most {{day}} days ahead',
  ENTRY_TOO_SOON: 'Please book at least {{minutes}} minutes before entry',
  // An offer's conditions (docs/rules.md#offer-conditions; src/lib/offer-conditions.ts)
  OFFER_ENTRY_DAY: 'This ticket cannot be used for an entry on that day of the week',
  OFFER_ENTRY_TIME: "The entry time is outside this ticket's entry times",
  OFFER_EXIT_TOO_EARLY: 'The exit time is earlier than this ticket allows',
  OFFER_EXIT_TOO_LATE: 'The exit time is later than this ticket allows',
  OFFER_STAY_TOO_LONG: 'This ticket covers a stay of at most {{minutes}} minutes',
  // Offers, pool and payment methods
  OFFER_REQUIRED: 'Please choose a ticket',
  OFFER_NOT_FOUND: 'This ticket offer is not available',
  PAYMENT_METHOD_NOT_FOUND: 'This payment method is not available',
  SOLD_OUT: 'Sold out',
  ONLY_FEW_LEFT: 'Only {{available}} left',
  TOO_MANY_AT_ONCE: 'You can hold at most {{max}} tickets of this kind at once',
  PRICE_CHANGED: 'The price has changed since you checked it. Please check the new price and confirm again',
  // Shop ordering (docs/shop.md#messages; src/lib/shop/pricing.ts, src/lib/shop/fulfilment.ts)
  SHOP_CLOSED: 'The shop is closed now',
  SHOP_SERVICE_EXPIRED: 'Sorry, online ordering is no longer available here',
  SHOP_CART_EXPIRED: 'Your cart has expired. Please add your items again',
  SHOP_CART_EMPTY: 'Your cart is empty',
  SHOP_ITEM_UNAVAILABLE: 'This item is not available',
  SHOP_OPTION_UNAVAILABLE: 'This option is not available',
  SHOP_QUANTITY_BELOW_MIN: 'Quantity cannot be below {{min}}',
  SHOP_QUANTITY_OVER_MAX: 'At most {{max}} of this item per order',
  SHOP_SELECTION_REQUIRED: 'Please choose {{left}} more',
  SHOP_SELECTION_OVER_MAX: 'At most {{max}} choices here',
  SHOP_OPTION_OVER_MAX: 'This option can be chosen at most {{max}} times',
  SHOP_DELIVERY_OFF: 'This shop does not deliver',
  SHOP_PICKUP_OFF: 'This shop does not offer pickup',
  SHOP_TABLE_OFF: 'This shop does not take orders at the table',
  SHOP_DELIVERY_ADDRESS_REQUIRED: 'Delivery requires a delivery address and a delivery zone',
  SHOP_OUT_OF_ZONE: 'Sorry, this address is outside our delivery zones',
  SHOP_DELIVERY_MINIMUM: 'The order is below the minimum for delivery',
  SHOP_PICKUP_TOO_SOON: 'Pickup can be at the earliest {{minutes}} minutes from now',
  SHOP_PICKUP_TOO_FAR: 'Pickup can be ordered at most {{day}} days ahead',
  SHOP_PICKUP_OUTSIDE_HOURS: 'The shop is not open at that time',
  SHOP_PICKUP_NOT_A_SLOT: 'Please choose one of the pickup times offered',
  SHOP_TABLE_UNKNOWN: 'This table is not known here',
  SHOP_ORDER_NOT_FOUND: 'Order not found',
  SHOP_STATUS_NOT_ALLOWED: 'This order cannot move to that status',
  SHOP_ORDER_PAID: 'This order is already paid',
  SHOP_ORDER_PAYING: 'A payment of this order is under way. Please check the order before paying again',
  SHOP_ORDER_NOT_PAID: 'The order was not paid. It is cancelled when its time to pay ends; you may place it again',
  SHOP_ORDER_NOT_PAYABLE: 'This order can no longer be paid. Please place it again',
  SHOP_ORDER_GIVEN_UP: 'The order was not paid and is cancelled. You may place it again',
  // Table bills and single pay (docs/shop.md#table-bill, docs/shop.md#single-pay)
  BILL_NOT_FOUND: 'Bill not found',
  TABLE_LINK_INVALID: "This table's link is not valid. Please scan the QR code on your table again",
  BILL_ITEM_TAKEN: 'Someone else is paying for one of these items. Please choose again',
  BILL_AMOUNT_CHANGED: 'The amount to pay has changed. Please check it and confirm again',
  BILL_ALREADY_PAID: 'This bill is already paid',
  BILL_NOTHING_LEFT: 'Nothing is left to pay on this bill right now',
  BILL_BEING_PAID: "Someone is paying this table's bill right now. Cancel the order once that payment has ended",
  SINGLE_PAY_NOT_FOUND: 'Payment request not found',
  SINGLE_PAY_EXPIRED: 'This payment request has expired',
  SINGLE_PAY_PAID: 'This payment request is already paid',
  // Bookings
  IDEMPOTENCY_CONFLICT: 'This request was already made with different details',
  BOOKING_NOT_FOUND: 'Booking not found',
  PAYMENT_REQUIRED: 'This booking needs a payment',
  BOOKING_CANCELLED: 'This booking was cancelled',
  NOT_PAID_IN_TIME: 'Not paid in time',
  // Gate events
  PASS_UNKNOWN: 'Unknown pass',
  TICKET_NOT_PAID: 'This ticket is not paid',
  TICKET_NOT_VALID_YET: 'This ticket is not valid yet',
  EVENT_ID_REUSED: 'This event id was already used with different details',
  GATE_KEY_WRONG: 'Gate key missing or wrong',
  GATE_EVENTS_OFF: 'Gate events are not enabled for this site',
  // Payment, top-up and cancellation
  PAYMENT_NOT_NEEDED: 'This booking needs no payment',
  ALREADY_PAID: 'This booking is already paid',
  PAYMENT_UNDER_WAY: 'A payment for this booking has just gone through. Open the booking to see it before paying again',
  PIN_REQUIRED: 'Please enter the six-digit PIN of the card',
  PIN_FORMAT: 'The PIN is 6 digits',
  PIN_LOCKED: 'Too many wrong PINs. Please try again in {{minutes}} min',
  PAYMENT_NOT_FOUND: 'Payment not found',
  PAYMENT_ABANDONED: 'The payment was not completed',
  PAYMENT_CANCELLED:
    'The payment was cancelled and nothing was charged. Your booking is kept: choose a payment method and pay.',
  PAYMENT_UNCONFIRMED: 'The payment is not confirmed yet. Check again in a moment.',
  PAYMENT_TRY_AGAIN: 'Try the payment again',
  TOPUP_NOT_AVAILABLE: 'This booking cannot be topped up',
  TOPUP_TOO_SHORT: 'A top-up must add at least {{minutes}} minutes',
  TOPUP_EXIT_NOT_LATER: 'The new exit time must be later than the current one',
  TOPUP_INTERVAL_TOO_SHORT: 'Extend by at least {{minutes}} minutes',
  CANCEL_NOT_ALLOWED: 'This booking can no longer be cancelled',
  REFUND_CHANGED: 'The refund amount has changed: please check it and confirm again',
  // Saved cards, vouchers and invitations (docs/vouchers-and-invitations.md)
  SAVED_CARD_NOT_FOUND: 'Saved card not found',
  CARD_SAVE_FAILED: 'Failed to save the card',
  VOUCHER_UNAVAILABLE: 'This voucher is not available',
  INVITATION_UNAVAILABLE: 'This invitation is not valid',
  INVITATION_OTHER_ACCOUNT: 'This invitation is for another account',
  // Wallet (docs/wallet.md)
  WALLET_CARD_NOT_FOUND: 'Card not found',
  WALLET_NO_STORED_VALUE_CARD: 'You have no stored-value card to pay with',
  WALLET_INSUFFICIENT_BALANCE: "The card's balance is not enough for this payment",
  WALLET_CARD_EXPIRED: 'This card has expired',
  WALLET_PIN_NOT_SET: "Set the card's PIN in My wallet before paying with it",
  WALLET_PIN_FORMAT: 'The wallet PIN is 6 digits',
  WALLET_PIN_MISMATCH: 'The two PINs do not match',
  WALLET_PIN_OLD_WRONG: 'The current PIN is not correct',
  WALLET_PIN_SAME: 'The new PIN must differ from the current one',
  WALLET_CARD_HAS_BALANCE: 'A card holding a balance cannot be deleted',
  WALLET_TOP_UP_NOT_AVAILABLE: 'This card cannot be topped up',
  WALLET_TOP_UP_AMOUNT_INVALID: 'Please choose a valid top-up amount',
  WALLET_TOP_UP_BELOW_MINIMUM: 'The top-up is below the minimum',
  WALLET_TOP_UP_ABOVE_MAXIMUM: 'The top-up is above the maximum',
  WALLET_BALANCE_LIMIT: 'This top-up would take the balance above its limit',
  WALLET_HISTORY_RANGE_INVALID: 'The end of the range must be after its start',
  WALLET_PASS_OFF: 'Apple Wallet passes are not available here',
  // Staff (docs/staff.md)
  NO_PERMISSION: 'You do not have permission to do this',
  STAFF_LOCKED: 'Staff sign-in is locked after too many wrong passwords. Please try again in {{minutes}} min',
  STAFF_PIN_FORMAT: 'The staff PIN is 4 to 6 digits',
  STAFF_PIN_WRONG: 'Wrong PIN \u00b7 Tries left: {{triesLeft}}',
  STAFF_PIN_LOCKED: 'Too many wrong staff PINs. Please try again in {{minutes}} min',
  TOO_MANY_TRIES_AT_ONCE: 'Too many tries at once. Please try again in a moment',
  STAFF_PIN_NEEDED: 'Please enter your staff PIN to continue',
  STAFF_KIOSK_ON: 'Kiosk mode is on: only the pinpad works until staff leave it with their PIN',
  MEMBER_NOT_FOUND: 'No member found',
  ASSESSMENT_NOTE_REQUIRED: 'Please write a note for the answer that needs one',
  ASSESSMENT_INCOMPLETE: 'Please answer every question',
  ASSESSMENT_UNAVAILABLE: 'There is no questionnaire to answer',
  // Admin content area (docs/admin.md)
  CONTENT_VERSION_CONFLICT: 'Someone else changed this item; reload to see their version',
  CONTENT_NOT_FOUND: 'This content item does not exist or was deleted',
  CONTENT_VERSION_NOT_FOUND: "That version is not in this item's history",
  PAGE_ID_DUPLICATE: 'Duplicate page id',
  CONFIG_NAME_DUPLICATE: 'A configuration with this name already exists',
  CONTENT_WINDOW_INVALID: 'The end must be after the start',
  CONTENT_UNPUBLISH_PAST: 'The end of publishing must be in the future',
  CONFIG_VALUE_NOT_NUMBER: 'Please enter a number',
  CONFIG_VALUE_NOT_TEXT: 'Please enter text',
  CONFIG_VALUE_NOT_BOOLEAN: 'Please choose on or off',
  CONFIG_VALUE_NOT_IMAGE: 'Please upload an image',
  IMAGE_TYPE_REFUSED: 'This file is not a PNG, JPEG, WebP or GIF image',
  IMAGE_TOO_LARGE: 'The image is larger than {{megabytes}} MB',
  IMAGE_MISSING: 'Please choose an image to upload',
  STAFF_ID_TAKEN: 'This staff id or phone number is already in use',
  STAFF_MEMBER_NOT_FOUND: 'Staff member not found',
  STAFF_SELF_LOCKOUT: 'You cannot remove your own access to the members screen',
  STAFF_OWN_ROLES: 'You cannot change your own roles or admin flag; ask another member',
  STAFF_ROLE_NOT_HELD: 'Only an admin can give the admin flag or a role you do not hold yourself',
  STAFF_MEMBER_OUTRANKS: 'Only an admin can change a staff member who holds roles you do not',
  CONTENT_LIMIT_REACHED: 'There are too many items of this type; delete some first',
  // Pinpad kiosk and My spots (docs/staff.md#pinpad, docs/customer-places.md)
  PINPAD_OFF: 'The pinpad is not available here',
  PINPAD_AMOUNT_INVALID: 'Please enter an amount to charge within the pinpad limit',
  VEHICLE_PLATE_INVALID: 'Please enter a licence plate of up to 10 letters and digits',
  VEHICLE_LIMIT: 'You can save up to {{max}} vehicles',
  VEHICLE_EXISTS: 'This vehicle is already saved',
  VEHICLE_NOT_FOUND: 'Vehicle not found',
  // Shop orders paid, re-priced and brought to the car (docs/shop.md#paying, #price-changed, #car)
  SHOP_PRICE_CHANGED_LINE: 'The price of this item has changed. Please accept the new price',
  SHOP_CAR_TICKET_REQUIRED: 'Delivery to your car needs your parking ticket for now at this car park',
  SHOP_CAR_STAY_ENDS: 'Your parking stay ends before the order can reach your car',
  SHOP_CAR_SPOT_REQUIRED: 'Please give your bay or your number plate',
} as const satisfies MessageCatalogue;

/** The English of a message, params filled in: the server's dispMsg, and what logs show. */
export function englishText(message: Message): string {
  return fillParams(MESSAGES[message.code], message.params);
}
