import { describe, expect, it } from 'vitest';
import { navItems } from './nav-items';

const ids = (...args: Parameters<typeof navItems>) => navItems(...args).map((item) => item.id);

describe('navItems', () => {
  const guest = { loggedIn: false, walletOffered: true };

  it('lists the main routes of the shop layout', () => {
    expect(ids('shop', guest)).toEqual([
      'home',
      'myTickets',
      'whereToGo',
      'myWallet',
      'myCards',
      'login',
      'about',
      'contact',
    ]);
  });

  it('shows profile instead of login once logged in', () => {
    expect(ids('shop', { ...guest, loggedIn: true })).toContain('profile');
    expect(ids('shop', { ...guest, loggedIn: true })).not.toContain('login');
  });

  it('only lists routes the layout has', () => {
    expect(ids('app', guest)).toEqual(['home', 'myTickets', 'whereToGo', 'myCards', 'login', 'about', 'contact']);
    expect(ids('company', guest)).toEqual([
      'home',
      'myTickets',
      'whereToGo',
      'myWallet',
      'myCards',
      'login',
      'projects',
      'solutions',
      'partners',
      'clients',
      'whyUs',
    ]);
    expect(navItems('company', guest)[0]?.path).toBe('site');
    expect(ids('embed', guest)).toEqual([]);
  });

  it("lists the customer's places once logged in (docs/customer-places.md)", () => {
    expect(ids('shop', { ...guest, loggedIn: true })).toEqual([
      'home',
      'myTickets',
      'whereToGo',
      'myPrePays',
      'mySites',
      'mySpots',
      'myWallet',
      'myCards',
      'profile',
      'about',
      'contact',
    ]);
    expect(ids('shop', guest)).not.toContain('mySpots');
  });

  it('lists My orders for a signed-in customer where the site takes orders (docs/shop.md#my-orders)', () => {
    const customer = { ...guest, loggedIn: true, takesOrders: true };
    expect(ids('shop', customer).slice(0, 4)).toEqual(['home', 'order', 'myTickets', 'myOrders']);
    expect(ids('app', customer)).toContain('myOrders');
    expect(ids('shop', { ...customer, loggedIn: false })).not.toContain('myOrders');
    expect(ids('shop', { ...customer, takesOrders: false })).not.toContain('myOrders');
    expect(ids('company', customer)).not.toContain('myOrders');
  });

  it('hides wallet screens when the tenant turns them off', () => {
    expect(ids('shop', { ...guest, walletOffered: false })).not.toContain('myWallet');
    expect(ids('shop', { ...guest, walletOffered: false })).not.toContain('myCards');
  });
});
