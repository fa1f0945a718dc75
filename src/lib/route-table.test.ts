import { describe, expect, it } from 'vitest';
import {
  classifyAppPath,
  firstRouteOf,
  LAYOUT_ROUTES,
  layoutHref,
  layoutRoutes,
  SCREEN_TITLE_KEYS,
} from './route-table';

const paths = (layout: keyof typeof LAYOUT_ROUTES) => layoutRoutes(layout).map((r) => r.path);

const PAY = ['pay', 'pay/:txn', 'pay/:txn/table/:table'];
// Online ordering (docs/shop.md#screens): routes the spec's lists leave out, added for the ordering screens.
const SHOP_ORDER = ['order', 'order/:orderId', 'myorders'];
// The customer's places (docs/customer-places.md): the spec names the screens, not their routes.
const PLACES = ['wheretogo', 'mysites', 'myspots', 'myprepays'];
const SINGLE_PAY = [
  'singlepay/:action/by/:requiredBy',
  'singlepay/:txn/request/:action/by/:requiredBy',
  'singlepay/:txn/:action/receipt',
];

describe('route table', () => {
  it('has every shop route', () => {
    expect(new Set(paths('shop'))).toEqual(
      new Set([
        'login',
        'signup',
        'forgotpassword',
        'user/profile',
        'page/:id',
        'daterange',
        'checkout',
        ...PAY,
        ...SINGLE_PAY,
        'site',
        'home',
        'booking/success',
        'booking/topup/success',
        'booking/cancel/success',
        'mycards',
        'mywallet',
        'mytickets',
        'aboutus',
        'contactus',
        ...SHOP_ORDER,
        ...PLACES,
      ]),
    );
  });

  it('has every app route', () => {
    expect(new Set(paths('app'))).toEqual(
      new Set([
        'login',
        'signup',
        'user/profile',
        'forgotpassword',
        'aboutus',
        'contactus',
        'daterange',
        'site',
        'home',
        'checkout',
        ...PAY,
        'booking/success',
        'booking/topup/success',
        'booking/cancel/success',
        'mycards',
        'pinpad/home',
        'mytickets',
        'account/edit/home',
        'my/qrcode/home',
        'info/:infoCode/home',
        'page/:id',
        // The staff screens (docs/staff.md); the spec leaves the staff routes open.
        'staff/login',
        'staff/functions',
        'staff/member/find',
        'staff/member/register',
        'staff/member/:memberId/assess',
        'staff/singlepay',
        'staff/tables',
        'staff/refunds',
        ...SHOP_ORDER,
        ...PLACES,
      ]),
    );
  });

  it('has every company route', () => {
    expect(new Set(paths('company'))).toEqual(
      new Set([
        'login',
        'signup',
        'page/:id',
        ...PAY,
        ...SINGLE_PAY,
        'user/profile',
        'forgotpassword',
        'booking/cancel/success',
        'booking/topup/success',
        'site',
        'daterange/home',
        'checkout',
        'booking/success',
        'mytickets',
        'mycards',
        'mywallet',
        'merchant/:code/invitation',
        'member/:code/invitation',
        'invitation/accepted',
        'voucher/:code/collect',
        'voucher/:code/token/:token/get',
        'pinpad',
        'projects',
        'solutions',
        'solutions/:kind',
        'partners',
        'products',
        'clients',
        'whyus',
        ...PLACES,
      ]),
    );
  });

  it('has every embed route', () => {
    expect(new Set(paths('embed'))).toEqual(
      new Set(['member/:code/invitation/home', 'invitation/accepted', 'page/:id']),
    );
  });

  it('lists no route twice', () => {
    for (const layout of ['shop', 'app', 'company', 'embed'] as const) {
      expect(new Set(paths(layout)).size).toBe(paths(layout).length);
    }
  });

  it("registers 'reservation' only when the tenant enables it", () => {
    expect(paths('shop')).not.toContain('reservation');
    expect(layoutRoutes('shop', { reservation: false }).map((r) => r.path)).not.toContain('reservation');
    expect(layoutRoutes('shop', { reservation: true }).map((r) => r.path)).toContain('reservation');
    expect(layoutRoutes('embed', { reservation: true }).map((r) => r.path)).not.toContain('reservation');
  });

  it('gives every screen a title', () => {
    for (const route of Object.values(LAYOUT_ROUTES).flat())
      expect(SCREEN_TITLE_KEYS[route.screen]).toMatch(/^title\./);
  });

  it('finds the first route a layout has and builds its URL', () => {
    expect(firstRouteOf('company', ['home', 'site'])).toBe('site');
    expect(firstRouteOf('embed', ['home', 'site'])).toBeNull();
    expect(layoutHref('shop', 'harbour-central', 'mytickets')).toBe('/shop/harbour-central/mytickets');
  });
});

describe('classifyAppPath', () => {
  it.each([
    ['/', { kind: 'page' }],
    ['/home', { kind: 'page' }],
    ['/AboutUs/', { kind: 'page' }],
    ['/403', { kind: 'page' }],
    ['/redirect/shop/harbour-central/home', { kind: 'page' }],
    ['/auth-redirect', { kind: 'page' }],
    ['/shop/harbour-central', { kind: 'shop', shop: 'harbour-central' }],
    ['/shop/harbour-central/home', { kind: 'shop', shop: 'harbour-central' }],
    ['/Shop/harbour-central/Home/', { kind: 'shop', shop: 'harbour-central' }],
    ['/app/lotus-plaza/info/parking/home', { kind: 'shop', shop: 'lotus-plaza' }],
    ['/company/x/voucher/V1/token/T1/get', { kind: 'shop', shop: 'x' }],
    ['/shop/harbour-central/reservation', { kind: 'shop', shop: 'harbour-central' }],
    ['/embed/green/member/M1/invitation/home', { kind: 'shop', shop: 'green' }],
    ['/flows/greenway', { kind: 'flows', tenant: 'greenway' }],
    ['/flows/greenway/booking/', { kind: 'flows', tenant: 'greenway' }],
  ])('%s is %j', (path, kind) => {
    expect(classifyAppPath(path)).toEqual(kind);
  });

  it.each([
    '/404',
    '/nowhere',
    '/shop',
    '/flows',
    '/flows/greenway/booking/more',
    '/embed/green',
    '/shop/harbour-central/nowhere',
    '/app/x/pay/1/2',
    '/embed/green/home',
    '/store/x/home',
    '/shop/x/page/',
  ])('%s is not found', (path) => {
    expect(classifyAppPath(path)).toEqual({ kind: 'not-found' });
  });
});
