import { describe, expect, it } from 'vitest';
import { loginAfterExpiry, returnPathOf, withReturnPath } from './return-path';

describe('return path', () => {
  it('goes back to the page the user came from, inside the app only', () => {
    expect(returnPathOf('?redirect=%2Fshop%2Fharbour-central%2Fmytickets', '/shop/harbour-central/home')).toBe(
      '/shop/harbour-central/mytickets',
    );
    expect(returnPathOf('?redirect=%2F%2Fevil.example', '/home')).toBe('/home');
    // An outside address is never followed: the fallback opens (docs/rules.md#global-routes).
    expect(returnPathOf('?redirect=https%3A%2F%2Fevil.example%2F', '/home')).toBe('/home');
    expect(returnPathOf('', '/shop/x/home')).toBe('/shop/x/home');
  });

  it('carries the return path on a link', () => {
    expect(withReturnPath('/shop/x/signup', '/shop/x/mytickets')).toBe(
      '/shop/x/signup?redirect=%2Fshop%2Fx%2Fmytickets',
    );
    expect(withReturnPath('/shop/x/signup', null)).toBe('/shop/x/signup');
  });
});

describe('loginAfterExpiry', () => {
  it("leads to the layout's login and back to the page the customer was on", () => {
    expect(loginAfterExpiry({ pathname: '/shop/harbour-central/mytickets', search: '?booking=b1' })).toBe(
      '/shop/harbour-central/login?redirect=%2Fshop%2Fharbour-central%2Fmytickets%3Fbooking%3Db1',
    );
    expect(loginAfterExpiry({ pathname: '/embed/x/page/terms', search: '' })).toBe(
      '/shop/x/login?redirect=%2Fembed%2Fx%2Fpage%2Fterms',
    );
  });

  it('does not send the login page back to itself, and global pages go home', () => {
    expect(loginAfterExpiry({ pathname: '/shop/harbour-central/login', search: '' })).toBe(
      '/shop/harbour-central/login',
    );
    expect(loginAfterExpiry({ pathname: '/aboutus', search: '' })).toBe('/home');
  });
});
