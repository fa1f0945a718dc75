/**
 * Every query key of the app, in one place (docs/architecture.md#server-reads): a key names what was
 * read and for whom, so two screens reading the same thing share one request and one cached answer,
 * and a change can refresh exactly what it changed. Tenant-scoped keys start with the tenant and,
 * for a site's data, its shop code.
 */

/** What the signed-in customer owns: dropped as a whole when their session ends (query-client.ts). */
export const customerKeys = {
  all: ['customer'] as const,
  savedCards: (tenant: string, shop: string) => ['customer', tenant, shop, 'savedCards'] as const,
  vouchers: (tenant: string, shop: string) => ['customer', tenant, shop, 'vouchers'] as const,
  /** Every read of the customer's bookings at a site: what a booking or a payment refreshes. */
  bookings: (tenant: string, shop: string) => ['customer', tenant, shop, 'bookings'] as const,
  bookingList: (tenant: string, shop: string, pageSize: number) =>
    ['customer', tenant, shop, 'bookings', 'list', pageSize] as const,
  bookingPages: (tenant: string, shop: string, tab: string, range: string, timeZone: string) =>
    ['customer', tenant, shop, 'bookings', 'pages', tab, range, timeZone] as const,
  booking: (tenant: string, shop: string, bookingId: string) =>
    ['customer', tenant, shop, 'bookings', 'one', bookingId] as const,
  passQr: (tenant: string, passCode: string) => ['customer', tenant, 'passQr', passCode] as const,
  vehicles: (tenant: string) => ['customer', tenant, 'vehicles'] as const,
  profile: (tenant: string) => ['customer', tenant, 'profile'] as const,
  walletCards: (tenant: string, shop: string) => ['customer', tenant, shop, 'walletCards'] as const,
  walletHistory: (tenant: string, shop: string, cardId: string, query: Record<string, string | number>) =>
    ['customer', tenant, shop, 'walletHistory', cardId, query] as const,
  shopOrder: (tenant: string, shop: string, orderId: string) =>
    ['customer', tenant, shop, 'shopOrder', orderId] as const,
  /** My orders, a page at a time (docs/shop.md#my-orders). */
  shopOrders: (tenant: string, shop: string) => ['customer', tenant, shop, 'shopOrders'] as const,
  /** Whether a table has an open bill, asked with the table's secret from its QR code. */
  tableBill: (tenant: string, shop: string, table: string, tableKey: string) =>
    ['customer', tenant, shop, 'tableBill', table, tableKey] as const,
};

/** What any visitor of a site reads. */
export const siteKeys = {
  ticketPool: (tenant: string, siteId: string, language: string) =>
    ['site', tenant, siteId, 'ticketPool', language] as const,
  content: (cloudBase: string) => ['site', cloudBase, 'content'] as const,
  payment: (tenant: string, shop: string, txn: string) => ['site', tenant, shop, 'payment', txn] as const,
};

/** The flow gallery's plain GETs (docs/flows.md#gallery). */
export const flowKeys = {
  gallery: (tenant: string) => ['flows', tenant] as const,
  document: (tenant: string, site: string, flow: string) => ['flows', tenant, site, flow, 'document'] as const,
  svg: (tenant: string, site: string, flow: string, view: string) =>
    ['flows', tenant, site, flow, 'svg', view] as const,
};

/** What the staff screens read with the staff session (never kept once no screen shows it). */
export const staffKeys = {
  me: (tenant: string) => ['staff', tenant, 'me'] as const,
  tableCodes: (tenant: string) => ['staff', tenant, 'tableCodes'] as const,
  refundsOwed: (tenant: string) => ['staff', tenant, 'refundsOwed'] as const,
  recentMembers: (tenant: string) => ['staff', tenant, 'recentMembers'] as const,
  singlePay: (tenant: string, shopCode: string, txn: string) => ['staff', tenant, shopCode, 'singlePay', txn] as const,
};

/** The admin API's reads, per tenant and signed-in staff member (what one may read, another may not). */
export const adminKeys = {
  all: (shop: string, staffCode: string) => ['admin', shop, staffCode] as const,
  path: (shop: string, staffCode: string, path: string) => ['admin', shop, staffCode, path] as const,
};
