import { describe, expect, it } from 'vitest';
import classic from '../../themes/classic.json';
import type { ThemePreset } from '../generated/theme';
import { firstScreenImage } from './first-screen-image';
import { layoutScreenAt } from './route-table';

const branding = { name: 'B', logo: 'logo.svg', bannerImage: 'banner.jpg', loginImage: 'login.jpg' };
const preset = classic as ThemePreset;

describe('firstScreenImage', () => {
  it('is the banner when it tops a generated page, or follows only the welcome line', () => {
    expect(firstScreenImage('home', { site: {}, tenant: { branding }, preset })).toBe('banner.jpg');
    const welcomeFirst = { home: [{ type: 'welcome' as const }, { type: 'banner' as const }, { type: 'offers' as const }] };
    expect(firstScreenImage('home', { site: { sections: welcomeFirst }, tenant: { branding }, preset })).toBe('banner.jpg');
  });

  it('is nothing when the banner comes after another section, is hidden, or is not on the page', () => {
    const noticesFirst = { home: [{ type: 'notices' as const }, { type: 'banner' as const }] };
    expect(firstScreenImage('home', { site: { sections: noticesFirst }, tenant: { branding }, preset })).toBeNull();
    expect(firstScreenImage('home', { site: {}, tenant: { branding: { ...branding, hideBanner: true } }, preset })).toBeNull();
    // The classic site page starts with the notices and has no banner.
    expect(firstScreenImage('site', { site: {}, tenant: { branding }, preset })).toBeNull();
  });

  it('is the login image on the login screen only', () => {
    expect(firstScreenImage('login', { site: {}, tenant: { branding }, preset })).toBe('login.jpg');
    expect(firstScreenImage('login', { site: {}, tenant: { branding: { name: 'B', logo: 'l.svg' } }, preset })).toBeNull();
    expect(firstScreenImage('signup', { site: {}, tenant: { branding }, preset })).toBeNull();
  });
});

describe('layoutScreenAt', () => {
  it('names the screen of a layout path, case-insensitively, with a trailing slash, and the landing screen of a bare prefix', () => {
    expect(layoutScreenAt('/shop/x/home')).toEqual({ layout: 'shop', screen: 'home' });
    expect(layoutScreenAt('/Shop/x/LOGIN/')).toEqual({ layout: 'shop', screen: 'login' });
    expect(layoutScreenAt('/company/x')).toEqual({ layout: 'company', screen: 'site' });
    expect(layoutScreenAt('/shop/x/page/about')).toEqual({ layout: 'shop', screen: 'page' });
  });

  it('is null outside the layouts, for an unknown path, for embed without a path, and for reservation unless enabled', () => {
    for (const path of ['/home', '/shop/x/nowhere', '/embed/x', '/flows/t']) expect(layoutScreenAt(path), path).toBeNull();
    expect(layoutScreenAt('/shop/x/reservation')).toBeNull();
    expect(layoutScreenAt('/shop/x/reservation', { reservation: true })).toEqual({ layout: 'shop', screen: 'reservation' });
  });
});
