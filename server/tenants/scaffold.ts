/**
 * A starting point for a new tenant: a valid tenant file plus a placeholder logo, which an operator
 * then edits. Written only if the whole set still validates with it (no clashing shop code).
 */
import { randomInt } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Tenant } from '../../src/generated/tenant';
import { countryDefaults, KNOWN_COUNTRIES, type CountryDefaults } from './countries';
import type { TenantProblem } from './problems';
import { readTenantDir } from './read';
import { validateTenantSet } from './validate';

export interface ScaffoldOptions {
  id: string;
  name: string;
  shopCode: string;
  /** ISO 3166 alpha-2 country of the brand: its currency, time zone, phone country and languages (countries.ts). */
  country: string;
  tenantsDir: string;
  themesDir: string;
}

export type ScaffoldResult = { ok: true; files: string[] } | { ok: false; problems: TenantProblem[] };

/** Same as the schema's tenant id pattern. */
const tenantIdPattern = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

const keyAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!#%*+-=?@^_~';

/** 32 printable ASCII characters: the AES-256 payload key (public by design, but still not guessable). */
export function newPayloadKey(): string {
  return Array.from({ length: 32 }, () => keyAlphabet[randomInt(keyAlphabet.length)]).join('');
}

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function placeholderLogo(name: string, colour: string): string {
  const initial = escapeXml([...name.trim()][0]?.toUpperCase() ?? '?');
  const label = escapeXml(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 280 64" width="280" height="64" role="img" aria-label="${label}">
  <rect x="4" y="4" width="56" height="56" rx="14" fill="${colour}"/>
  <text x="32" y="43" text-anchor="middle" font-family="system-ui,'Segoe UI',Roboto,Arial,sans-serif" font-size="30" font-weight="700" fill="#ffffff">${initial}</text>
  <text x="72" y="40" font-family="system-ui,'Segoe UI',Roboto,Arial,sans-serif" font-size="24" font-weight="700" fill="${colour}">${label}</text>
</svg>
`;
}

export function scaffoldTenant(id: string, name: string, shopCode: string, country: CountryDefaults): Tenant & { $schema: string } {
  const envPrefix = id.toUpperCase().replace(/-/g, '_');
  return {
    $schema: '../schemas/tenant.schema.json',
    id,
    branding: { name, logo: 'logo.svg', appIcon: 'icon.svg', showBanner: false },
    theme: { preset: 'classic', newUiPreset: 'modern', palette: { primary: '#263a5a' } },
    locale: {
      languages: country.languages,
      defaultLanguage: country.defaultLanguage,
      datetimeFormat: country.datetimeFormat,
      dateFormat: country.dateFormat,
      moneySymbol: country.currencySymbol,
      currency: { name: country.currency, symbol: country.currencySymbol },
      timeZone: country.timeZone,
      phoneCountry: country.country,
    },
    contact: { phone: country.phone, email: `help@${id}.example` },
    payment: {
      methods: [{ name: 'Card', paymentType: 'card', code: 201, visible: true, surchargeType: 'none', provider: 'sandbox' }],
      onlineCardProvider: 'sandbox',
      payUiType: 'DIALOG',
    },
    booking: {
      bookingBeforeDay: 14,
      bookingBeforeTime: 30,
      minimumStayMinutes: 30,
      maximumBookingDays: 7,
      maxTicketsPerBooking: 4,
      cancellation: { fullRefundMinutesBefore: 120, lateCancelRefundPercent: 50, cancellationFee: 0 },
    },
    api: { packaging: 'aes', payloadKey: newPayloadKey() },
    pages: [
      { id: 'about', name: `About ${name}`, content: `<h2>About ${escapeXml(name)}</h2><p>Tell customers who you are.</p>` },
      { id: 'terms', name: 'Terms and conditions', content: '<h2>Terms and conditions</h2><p>Your terms go here.</p>' },
    ],
    sites: [
      {
        siteId: `${envPrefix}-01`.replace(/_/g, '-'),
        shopCode,
        lotName: name,
        spotName: 'Main carpark',
        uiVersion: '3.0.0',
        layouts: ['shop', 'app', 'company', 'embed'],
        pinpad: 0,
        smsLogin: 0,
        offers: [{ code: 'hourly', name: 'Hourly', tariff: { periodMinutes: 60, pricePerPeriod: 500, dailyMaximum: 3000 }, capacity: 50, maxTicketsAtOnce: 4 }],
      },
    ],
    secrets: { paymentGatewayKey: { env: `${envPrefix}_GATEWAY_KEY` }, gateKey: { env: `${envPrefix}_GATE_KEY` } },
  };
}

/** The square mark of the placeholder logo alone: the installed app's icon (branding.appIcon). */
export function placeholderIcon(name: string, colour: string): string {
  const initial = escapeXml([...name.trim()][0]?.toUpperCase() ?? '?');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="${escapeXml(name)}">
  <rect x="4" y="4" width="56" height="56" rx="14" fill="${colour}"/>
  <text x="32" y="43" text-anchor="middle" font-family="system-ui,'Segoe UI',Roboto,Arial,sans-serif" font-size="30" font-weight="700" fill="#ffffff">${initial}</text>
</svg>
`;
}

/** Writes tenants/<id>.json, tenants/<id>/logo.svg and icon.svg, keeping them only if every tenant still validates. */
export async function createTenant(opts: ScaffoldOptions): Promise<ScaffoldResult> {
  const file = path.join(opts.tenantsDir, `${opts.id}.json`);
  // Checked before any path is built from it: an id like ../x must not write outside the folder.
  if (!tenantIdPattern.test(opts.id)) {
    return { ok: false, problems: [{ file, pointer: '/id', message: `must match lower-case letters, digits and dashes (got ${JSON.stringify(opts.id)})` }] };
  }
  const folder = path.join(opts.tenantsDir, opts.id);
  if (existsSync(file) || existsSync(folder)) {
    return { ok: false, problems: [{ file, pointer: '', message: `${opts.id} already exists; pick another id or edit the existing tenant` }] };
  }
  const country = countryDefaults(opts.country);
  if (!country) {
    return { ok: false, problems: [{ file, pointer: '/locale', message: `no defaults for the country ${JSON.stringify(opts.country)}; give one of ${KNOWN_COUNTRIES.join(', ')} (ISO 3166 alpha-2) and edit the locale from there` }] };
  }
  const tenant = scaffoldTenant(opts.id, opts.name, opts.shopCode, country);
  const logo = path.join(folder, 'logo.svg');
  mkdirSync(folder, { recursive: true });
  const icon = path.join(folder, 'icon.svg');
  writeFileSync(logo, placeholderLogo(opts.name, '#263a5a'));
  writeFileSync(icon, placeholderIcon(opts.name, '#263a5a'));
  writeFileSync(file, `${JSON.stringify(tenant, null, 2)}\n`);

  const reads = await readTenantDir(opts.tenantsDir);
  const files = reads.flatMap((r) => ('json' in r ? [{ file: r.file, json: r.json }] : []));
  // Existing files are kept, so a clash is reported against the new file, not the other way round.
  const keep = new Set(files.map((f) => f.file).filter((f) => f !== file));
  const problems = validateTenantSet(files, { tenantsDir: opts.tenantsDir, themesDir: opts.themesDir, keep }).problems.filter((p) => p.file === file);
  if (problems.length > 0) {
    rmSync(file, { force: true });
    rmSync(folder, { recursive: true, force: true });
    return { ok: false, problems };
  }
  return { ok: true, files: [file, logo, icon] };
}
