/** Where the pay screens send the customer (paths of the current layout, see useLayoutLinks). */
export const bookingSuccessPath = (bookingId: string) => `booking/success?booking=${encodeURIComponent(bookingId)}`;
export const topUpSuccessPath = (bookingId: string) => `booking/topup/success?booking=${encodeURIComponent(bookingId)}`;
export const payBookingPath = (bookingId: string) => `pay?booking=${encodeURIComponent(bookingId)}`;

/** Where an approved payment goes next, by what it paid for (svc/payStatus `purpose`). */
export const approvedPath = (purpose: 'booking' | 'top_up', bookingId: string) =>
  purpose === 'top_up' ? topUpSuccessPath(bookingId) : bookingSuccessPath(bookingId);
