import type { LayoutName } from '../../generated/tenant';
import { firstRouteOf } from '../../lib/route-table';

export type NavItemId =
  | 'home'
  | 'order'
  | 'myOrders'
  | 'myTickets'
  | 'myWallet'
  | 'myCards'
  | 'profile'
  | 'login'
  | 'about'
  | 'contact'
  | 'projects'
  | 'solutions'
  | 'partners'
  | 'clients'
  | 'whyUs'
  | 'whereToGo'
  | 'mySites'
  | 'mySpots'
  | 'myPrePays';

export interface NavItem {
  id: NavItemId;
  /** Route inside the layout. */
  path: string;
  /** Key in the 'common' namespace. */
  labelKey: string;
}

const CANDIDATES: ReadonlyArray<{ id: NavItemId; paths: readonly string[]; when?: (o: NavOptions) => boolean }> = [
  { id: 'home', paths: ['home', 'site'] },
  // Online ordering (docs/shop.md#screens), where the site takes orders: reachable from every page.
  { id: 'order', paths: ['order'], when: (o) => o.takesOrders === true },
  { id: 'myTickets', paths: ['mytickets'] },
  // My orders (docs/shop.md#my-orders): a signed-in customer's orders where the site takes them.
  { id: 'myOrders', paths: ['myorders'], when: (o) => o.takesOrders === true && o.loggedIn },
  // The customer's places (docs/customer-places.md): where to go for everyone, the rest once logged in.
  { id: 'whereToGo', paths: ['wheretogo'] },
  { id: 'myPrePays', paths: ['myprepays'], when: (o) => o.loggedIn },
  { id: 'mySites', paths: ['mysites'], when: (o) => o.loggedIn },
  { id: 'mySpots', paths: ['myspots'], when: (o) => o.loggedIn },
  { id: 'myWallet', paths: ['mywallet'], when: (o) => o.walletOffered },
  { id: 'myCards', paths: ['mycards'], when: (o) => o.walletOffered },
  { id: 'profile', paths: ['user/profile'], when: (o) => o.loggedIn },
  { id: 'login', paths: ['login'], when: (o) => !o.loggedIn },
  { id: 'about', paths: ['aboutus'] },
  { id: 'contact', paths: ['contactus'] },
  // The company site's pages of admin content (docs/admin.md#customer-content); only the company layout has them.
  { id: 'projects', paths: ['projects'] },
  { id: 'solutions', paths: ['solutions'] },
  { id: 'partners', paths: ['partners'] },
  { id: 'clients', paths: ['clients'] },
  { id: 'whyUs', paths: ['whyus'] },
];

export interface NavOptions {
  loggedIn: boolean;
  walletOffered: boolean;
  /** The site takes shop orders (it has `shop` settings). */
  takesOrders?: boolean;
}

/** The menu of a layout: its main routes, only those the layout has (embed has no menu). */
export function navItems(layout: LayoutName, options: NavOptions): NavItem[] {
  if (layout === 'embed') return [];
  return CANDIDATES.flatMap(({ id, paths, when }) => {
    if (when && !when(options)) return [];
    const path = firstRouteOf(layout, paths);
    return path === null ? [] : [{ id, path, labelKey: `nav.${id}` }];
  });
}
