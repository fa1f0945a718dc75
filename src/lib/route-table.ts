import type { LayoutName } from '../generated/tenant';

/** Every screen of the customer layouts; each is one lazily loaded route module. */
export type ScreenId =
  | 'home'
  | 'site'
  | 'info'
  | 'page'
  | 'aboutUs'
  | 'contactUs'
  | 'login'
  | 'signup'
  | 'forgotPassword'
  | 'userProfile'
  | 'accountEdit'
  | 'myQrCode'
  | 'dateRange'
  | 'ticketCheckout'
  | 'bookingSuccess'
  | 'topUpSuccess'
  | 'cancelSuccess'
  | 'myTickets'
  | 'reservation'
  | 'pay'
  | 'singlePay'
  | 'singlePayReceipt'
  | 'pinpad'
  | 'tableOrder'
  | 'shopOrder'
  | 'shopOrderStatus'
  | 'myOrders'
  | 'myCards'
  | 'myWallet'
  | 'voucherCollect'
  | 'voucherGet'
  | 'merchantInvitation'
  | 'memberInvitation'
  | 'invitationAccepted'
  | 'employeeLogin'
  | 'functionSelect'
  | 'memberFind'
  | 'memberRegistration'
  | 'memberAssessment'
  | 'staffSinglePay'
  | 'staffTableCodes'
  | 'staffRefundsOwed'
  | 'projects'
  | 'solutions'
  | 'partners'
  | 'products'
  | 'clients'
  | 'whyUs'
  | 'whereToGo'
  | 'mySites'
  | 'mySpots'
  | 'myPrePays';

/** A route inside a layout: its path (relative to the layout prefix) and the screen it shows. */
export interface ScreenRoute {
  path: string;
  screen: ScreenId;
}

/** Screen titles, as keys of the 'screens' namespace. */
export const SCREEN_TITLE_KEYS: Record<ScreenId, string> = {
  home: 'title.home',
  site: 'title.tickets',
  info: 'title.about',
  page: 'title.pages',
  aboutUs: 'title.about',
  contactUs: 'title.contactUs',
  login: 'title.login',
  signup: 'title.signup',
  forgotPassword: 'title.forgotPassword',
  userProfile: 'title.userProfile',
  accountEdit: 'title.userProfile',
  myQrCode: 'title.myQrCode',
  dateRange: 'title.dateTime',
  ticketCheckout: 'title.ticketCheckout',
  bookingSuccess: 'title.bookingSuccess',
  topUpSuccess: 'title.topUpSuccess',
  cancelSuccess: 'title.cancelSuccess',
  myTickets: 'title.myPrePays',
  reservation: 'title.prePayBooking',
  pay: 'title.pay',
  singlePay: 'title.singlePay',
  singlePayReceipt: 'title.receipt',
  pinpad: 'title.pinpad',
  tableOrder: 'title.onlineOrdering',
  shopOrder: 'title.onlineOrdering',
  shopOrderStatus: 'title.receipt',
  myOrders: 'title.myOrders',
  myCards: 'title.myCards',
  myWallet: 'title.myWallet',
  voucherCollect: 'title.collectVoucher',
  voucherGet: 'title.voucher',
  merchantInvitation: 'title.merchantInvitation',
  memberInvitation: 'title.memberInvitation',
  invitationAccepted: 'title.invitationAccepted',
  employeeLogin: 'title.employeeLogin',
  functionSelect: 'title.functionSelect',
  memberFind: 'title.memberFind',
  memberRegistration: 'title.memberRegistration',
  memberAssessment: 'title.memberAssessment',
  staffSinglePay: 'title.staffSinglePay',
  staffTableCodes: 'title.staffTableCodes',
  staffRefundsOwed: 'title.staffRefundsOwed',
  projects: 'title.projects',
  solutions: 'title.solutions',
  partners: 'title.partners',
  products: 'title.products',
  clients: 'title.clients',
  whyUs: 'title.whyUs',
  whereToGo: 'title.whereToGo',
  mySites: 'title.mySites',
  mySpots: 'title.mySpots',
  myPrePays: 'title.myPrePays',
};

const route = (path: string, screen: ScreenId): ScreenRoute => ({ path, screen });

/** The customer's places (docs/customer-places.md): where to go, my sites, my spots, my pre-pays. */
const PLACES_ROUTES = [
  route('wheretogo', 'whereToGo'),
  route('mysites', 'mySites'),
  route('myspots', 'mySpots'),
  route('myprepays', 'myPrePays'),
];

/** Online ordering (docs/shop.md#screens): the ordering home, an order's status and receipt, and My orders. */
const SHOP_ORDER_ROUTES = [
  route('order', 'shopOrder'),
  route('order/:orderId', 'shopOrderStatus'),
  route('myorders', 'myOrders'),
];
const PAY_ROUTES = [route('pay', 'pay'), route('pay/:txn', 'pay'), route('pay/:txn/table/:table', 'tableOrder')];
const SINGLE_PAY_ROUTES = [
  route('singlepay/:action/by/:requiredBy', 'singlePay'),
  route('singlepay/:txn/request/:action/by/:requiredBy', 'singlePay'),
  route('singlepay/:txn/:action/receipt', 'singlePayReceipt'),
];

/** The routes of each layout (docs/rules.md#routes). */
export const LAYOUT_ROUTES: Record<LayoutName, readonly ScreenRoute[]> = {
  shop: [
    route('login', 'login'),
    route('signup', 'signup'),
    route('forgotpassword', 'forgotPassword'),
    route('user/profile', 'userProfile'),
    route('page/:id', 'page'),
    route('daterange', 'dateRange'),
    route('checkout', 'ticketCheckout'),
    ...PAY_ROUTES,
    ...SINGLE_PAY_ROUTES,
    route('site', 'site'),
    route('home', 'home'),
    route('booking/success', 'bookingSuccess'),
    route('booking/topup/success', 'topUpSuccess'),
    route('booking/cancel/success', 'cancelSuccess'),
    route('mycards', 'myCards'),
    route('mywallet', 'myWallet'),
    route('mytickets', 'myTickets'),
    route('aboutus', 'aboutUs'),
    route('contactus', 'contactUs'),
    ...SHOP_ORDER_ROUTES,
    ...PLACES_ROUTES,
  ],
  app: [
    route('login', 'login'),
    route('signup', 'signup'),
    route('user/profile', 'userProfile'),
    route('forgotpassword', 'forgotPassword'),
    route('aboutus', 'aboutUs'),
    route('contactus', 'contactUs'),
    route('daterange', 'dateRange'),
    route('site', 'site'),
    route('home', 'home'),
    route('checkout', 'ticketCheckout'),
    ...PAY_ROUTES,
    route('booking/success', 'bookingSuccess'),
    route('booking/topup/success', 'topUpSuccess'),
    route('booking/cancel/success', 'cancelSuccess'),
    route('mycards', 'myCards'),
    route('pinpad/home', 'pinpad'),
    route('mytickets', 'myTickets'),
    route('account/edit/home', 'accountEdit'),
    route('my/qrcode/home', 'myQrCode'),
    route('info/:infoCode/home', 'info'),
    // Content pages admins publish show in every layout (docs/admin.md#customer-content).
    route('page/:id', 'page'),
    // The staff screens (docs/staff.md): on the tablet and phone app, apart from the customer's session.
    route('staff/login', 'employeeLogin'),
    route('staff/functions', 'functionSelect'),
    route('staff/member/find', 'memberFind'),
    route('staff/member/register', 'memberRegistration'),
    route('staff/member/:memberId/assess', 'memberAssessment'),
    route('staff/singlepay', 'staffSinglePay'),
    route('staff/tables', 'staffTableCodes'),
    route('staff/refunds', 'staffRefundsOwed'),
    ...SHOP_ORDER_ROUTES,
    ...PLACES_ROUTES,
  ],
  company: [
    route('login', 'login'),
    route('signup', 'signup'),
    route('page/:id', 'page'),
    ...PAY_ROUTES,
    ...SINGLE_PAY_ROUTES,
    route('user/profile', 'userProfile'),
    route('forgotpassword', 'forgotPassword'),
    route('booking/cancel/success', 'cancelSuccess'),
    route('booking/topup/success', 'topUpSuccess'),
    route('site', 'site'),
    route('daterange/home', 'dateRange'),
    route('checkout', 'ticketCheckout'),
    route('booking/success', 'bookingSuccess'),
    route('mytickets', 'myTickets'),
    route('mycards', 'myCards'),
    route('mywallet', 'myWallet'),
    route('merchant/:code/invitation', 'merchantInvitation'),
    route('member/:code/invitation', 'memberInvitation'),
    route('invitation/accepted', 'invitationAccepted'),
    route('voucher/:code/collect', 'voucherCollect'),
    route('voucher/:code/token/:token/get', 'voucherGet'),
    route('pinpad', 'pinpad'),
    // The provider's site pages, edited in the admin area (docs/admin.md#customer-content).
    route('projects', 'projects'),
    route('solutions', 'solutions'),
    route('solutions/:kind', 'solutions'),
    route('partners', 'partners'),
    route('products', 'products'),
    route('clients', 'clients'),
    route('whyus', 'whyUs'),
    ...PLACES_ROUTES,
  ],
  embed: [
    route('member/:code/invitation/home', 'memberInvitation'),
    route('invitation/accepted', 'invitationAccepted'),
    route('page/:id', 'page'),
  ],
};

/** The hidden 'reservation' route (docs/rules.md#reservation-route): registered only for tenants with features.reservation. */
export const RESERVATION_ROUTE: ScreenRoute = route('reservation', 'reservation');
export const RESERVATION_LAYOUTS: readonly LayoutName[] = ['shop', 'app', 'company'];

/** Where a layout's bare prefix (/shop/{shop}) leads; embed has no landing screen. */
export const LAYOUT_LANDING: Record<LayoutName, string | null> = {
  shop: 'home',
  app: 'home',
  company: 'site',
  embed: null,
};

export const LAYOUT_NAMES: readonly LayoutName[] = ['shop', 'app', 'company', 'embed'];

/** The routes a layout registers for a tenant: its list, plus reservation when enabled. */
export function layoutRoutes(layout: LayoutName, features: { reservation?: boolean } = {}): ScreenRoute[] {
  const routes = [...LAYOUT_ROUTES[layout]];
  if (features.reservation === true && RESERVATION_LAYOUTS.includes(layout)) routes.push(RESERVATION_ROUTE);
  return routes;
}

/** The first of `paths` the layout has (e.g. home, else site), or null. */
export function firstRouteOf(
  layout: LayoutName,
  paths: readonly string[],
  features: { reservation?: boolean } = {},
): string | null {
  const available = new Set(layoutRoutes(layout, features).map((r) => r.path));
  return paths.find((path) => available.has(path)) ?? null;
}

/** Absolute URL of a route of a layout for a shop. */
export function layoutHref(layout: LayoutName, shop: string, path: string): string {
  const base = `/${layout}/${encodeURIComponent(shop)}`;
  return path === '' ? base : `${base}/${path.replace(/^\/+/, '')}`;
}

/**
 * The flow gallery of a tenant (docs/flows.md#gallery): /flows/{tenant} lists its flows,
 * /flows/{tenant}/{flow} shows one (the site is the `site` query). Outside the customer layouts:
 * no shop, the neutral frame, its own lazily loaded screens.
 */
export const FLOW_GALLERY_PATH = /^\/flows\/([^/]+)(?:\/([^/]+))?$/i;

export function flowGalleryHref(tenant: string, flow?: string, site?: string): string {
  const base = `/flows/${encodeURIComponent(tenant)}${flow ? `/${encodeURIComponent(flow)}` : ''}`;
  return site ? `${base}?site=${encodeURIComponent(site)}` : base;
}

/**
 * The admin area of a tenant (docs/admin.md#screens): /admin/{shop}/... — the shop code names the
 * tenant (and the site previews default to). Outside the customer layouts, its own lazily loaded
 * layout and screens; which paths exist under it is the admin route table's (src/lib/admin-routes.ts).
 */
export const ADMIN_AREA_PATH = /^\/admin\/([^/]+)(?:\/.*)?$/i;

export function adminHref(shop: string, path = ''): string {
  const base = `/admin/${encodeURIComponent(shop)}`;
  return path === '' ? base : `${base}/${path.replace(/^\/+/, '')}`;
}

/** The app's own pages outside the layouts; '/404' is the not-found page itself. */
export const GLOBAL_PAGE_PATHS = ['/home', '/aboutus', '/contactus', '/404', '/403'] as const;
/** Paths that only redirect: '/' to /home, /redirect/{path}, /auth-redirect. */
const REDIRECT_PATHS = /^\/(redirect\/.*|auth-redirect)?$/;

// react-router matches case-insensitively, with an optional trailing slash; so does this.
function matchesRoute(pattern: string, rest: string): boolean {
  const wanted = pattern.split('/');
  const given = rest.replace(/\/+$/, '').split('/');
  return (
    wanted.length === given.length &&
    wanted.every((part, i) => (part.startsWith(':') ? given[i] !== '' : part.toLowerCase() === given[i]?.toLowerCase()))
  );
}

/**
 * What the app shows at a path, as far as it is known without a tenant: a page, the not-found
 * page (an unknown path, /404, a path that is no route of its layout), or a layout page of a shop
 * (whose existence only the tenants can tell). The server answers the not-found ones with HTTP 404
 * (docs/rules.md#global-routes).
 */
export function classifyAppPath(
  pathname: string,
):
  | { kind: 'page' }
  | { kind: 'not-found' }
  | { kind: 'shop'; shop: string }
  | { kind: 'flows'; tenant: string }
  | { kind: 'admin'; shop: string } {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (REDIRECT_PATHS.test(path)) return { kind: 'page' };
  const flows = FLOW_GALLERY_PATH.exec(path);
  if (flows) return { kind: 'flows', tenant: decodeURIComponent(flows[1] ?? '') };
  const admin = ADMIN_AREA_PATH.exec(path);
  if (admin) return { kind: 'admin', shop: decodeURIComponent(admin[1] ?? '') };
  const global = GLOBAL_PAGE_PATHS.find((p) => p === path.toLowerCase());
  if (global) return global === '/404' ? { kind: 'not-found' } : { kind: 'page' };
  const layoutMatch = /^\/([^/]+)\/([^/]+)(?:\/(.*))?$/.exec(path);
  const layout = LAYOUT_NAMES.find((name) => name === layoutMatch?.[1]?.toLowerCase());
  if (!layoutMatch || !layout) return { kind: 'not-found' };
  const shop = decodeURIComponent(layoutMatch[2] ?? '');
  const rest = layoutMatch[3] ?? '';
  if (rest === '') return LAYOUT_LANDING[layout] === null ? { kind: 'not-found' } : { kind: 'shop', shop };
  const known = layoutRoutes(layout, { reservation: true }).some((route) => matchesRoute(route.path, rest));
  return known ? { kind: 'shop', shop } : { kind: 'not-found' };
}
