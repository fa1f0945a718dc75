import { mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Tenant } from '../../src/generated/tenant';
import { demoTenantsDir, minimalTenant, tempFolder, themesDir, type TempFolder } from './testing/tenant-test-kit';
import { CONTENT_LINK_RULE } from '../../src/lib/safe-link';
import { checkTenantDir, presetIdForSite, readTenantDir, validateTenantSet, type TenantProblem } from './validate';

let tmp: TempFolder;
beforeEach(() => {
  tmp = tempFolder();
});
afterEach(() => tmp.remove());

/** Validates tenants as files in the temp folder (file name = tenant id unless given). */
function validate(tenants: Array<Tenant | { file: string; json: unknown }>, keep?: string[]) {
  const files = tenants.map((t) => ('file' in t ? { file: path.join(tmp.dir, t.file), json: t.json } : { file: path.join(tmp.dir, `${t.id}.json`), json: t }));
  return validateTenantSet(files, { tenantsDir: tmp.dir, themesDir, keep: keep && new Set(keep.map((k) => path.join(tmp.dir, k))) });
}

function only(problems: TenantProblem[]): { pointer: string; message: string } {
  expect(problems).toHaveLength(1);
  return { pointer: problems[0].pointer, message: problems[0].message };
}

describe('the demo tenants', () => {
  it('are all valid, with their shop codes', async () => {
    const result = await checkTenantDir({ tenantsDir: demoTenantsDir, themesDir });
    expect(result.problems).toEqual([]);
    expect(result.presetProblems).toEqual([]);
    expect(result.tenants.map((t) => t.tenant.id).sort()).toEqual(['greenway', 'harbourpark', 'lotus']);
    const codes = result.tenants.flatMap((t) => t.tenant.sites.map((s) => s.shopCode)).sort();
    expect(codes).toEqual(['greenway-southbank', 'greenway-valley', 'harbour-central', 'harbour-wharf', 'lotus-garden', 'lotus-plaza']);
  });

  it('each offer both the classic and the new UI', async () => {
    const result = await checkTenantDir({ tenantsDir: demoTenantsDir, themesDir });
    for (const { tenant } of result.tenants) {
      const presets = new Set(tenant.sites.map((s) => presetIdForSite(tenant, s)));
      expect(presets).toEqual(new Set(['classic', 'modern']));
    }
  });
});

describe('validateTenantSet: schema problems', () => {
  it('reports a wrong type with the value found', () => {
    const t = minimalTenant('acme') as unknown as { sites: Array<Record<string, unknown>> };
    t.sites[0].pinpad = '1';
    expect(only(validate([t as unknown as Tenant]).problems)).toEqual({ pointer: '/sites/0/pinpad', message: 'must be a whole number (got text "1")' });
  });

  it('refuses a footer link to another site disguised as a path, and a website that is no http(s) URL (docs/admin.md#links)', () => {
    const t = minimalTenant('acme') as unknown as { siteContent: unknown; branding: Record<string, unknown> };
    t.siteContent = { footer: [{ id: 'f', document: { title: 'Links', links: [{ label: 'Home', to: '/company/acme/site' }, { label: 'Evil', to: '//evil.example' }] } }] };
    expect(only(validate([t as unknown as Tenant]).problems)).toEqual({
      pointer: '/siteContent/footer/0/document/links/1/to',
      message: `${CONTENT_LINK_RULE} (got "//evil.example")`,
    });
    t.siteContent = undefined;
    t.branding.website = 'javascript:alert(1)';
    expect(only(validate([t as unknown as Tenant]).problems)).toEqual({
      pointer: '/branding/website',
      message: 'must be an http:// or https:// URL of a site, such as https://example.com (got "javascript:alert(1)")',
    });
  });

  it('suggests the property an unknown one was probably meant to be', () => {
    const t = minimalTenant('acme') as unknown as { branding: Record<string, unknown> };
    t.branding.nmae = 'Acme';
    expect(only(validate([t as unknown as Tenant]).problems).message).toMatch(/^unknown property "nmae", did you mean "name"\? \(allowed: name, logo, /);
  });

  it('lists enum options and what was given', () => {
    const t = minimalTenant('acme') as unknown as { locale: Record<string, unknown> };
    t.locale.defaultLanguage = 'fr';
    const problems = validate([t as unknown as Tenant]).problems;
    expect(problems[0]).toMatchObject({ pointer: '/locale/defaultLanguage', message: 'must be one of en-gb, zh-hans, ms-my (got "fr")' });
  });

  it('explains formats, lengths, limits, list sizes and repeats in plain words', () => {
    const t = minimalTenant('acme');
    t.contact.email = 'not-an-email';
    t.branding.name = '';
    t.booking.maxTicketsPerBooking = 99;
    t.locale.languages = ['en-gb', 'en-gb'];
    (t as { sites: unknown[] }).sites = [];
    const messages = Object.fromEntries(validate([t]).problems.map((p) => [p.pointer, p.message]));
    expect(messages).toEqual({
      '/branding/name': 'must not be empty',
      '/locale/languages': 'lists "en-gb" more than once (items 0 and 1); each item must be different',
      '/contact/email': 'must be an email address such as help@example.com (got "not-an-email")',
      '/booking/maxTicketsPerBooking': 'must be at most 50 (got 99)',
      '/sites': 'must list at least one item',
    });
  });

  it('reports a document that is not an object', () => {
    expect(only(validate([{ file: 'acme.json', json: [1, 2] }]).problems)).toEqual({ pointer: '', message: 'must be an object { ... } (got a list)' });
  });

  it('skips the later rules on a file that fails its schema', () => {
    const t = minimalTenant('acme');
    t.id = 'Not Valid';
    expect(only(validate([{ file: 'acme.json', json: t }]).problems).pointer).toBe('/id');
  });
});

describe('validateTenantSet: single-file rules', () => {
  it('needs payloadKey only with aes packaging (docs/rules.md#wire-packaging)', () => {
    const plain = minimalTenant('acme');
    plain.api = { packaging: 'plain' };
    expect(validate([plain]).problems).toEqual([]);
    const aes = minimalTenant('acme');
    aes.api = { packaging: 'aes' };
    expect(only(validate([aes]).problems)).toEqual({ pointer: '/api', message: 'missing required property "payloadKey" (Required with packaging aes)' });
  });

  it('needs the Twilio credentials and a sender only with sms provider twilio, and names a wrong setting without quoting it (docs/sms.md)', () => {
    const withSms = (sms: unknown) => {
      const t = minimalTenant('acme') as unknown as Record<string, unknown>;
      t.sms = sms;
      return validate([t as unknown as Tenant]).problems.map((p) => ({ pointer: p.pointer, message: p.message }));
    };
    const creds = { accountSid: { env: 'ACME_TWILIO_SID' }, authToken: { env: 'ACME_TWILIO_TOKEN' } };
    expect(withSms({ provider: 'outbox' })).toEqual([]);
    expect(withSms({ provider: 'twilio', ...creds, from: '+15005550006' })).toEqual([]);
    expect(withSms({ provider: 'twilio', ...creds, from: 'Acme Park' })).toEqual([]);
    expect(withSms({ provider: 'twilio', ...creds, messagingServiceSid: `MG${'0a'.repeat(16)}` })).toEqual([]);
    expect(withSms({ provider: 'twilio', ...creds })).toEqual([
      { pointer: '/sms', message: 'needs one of the properties "from" or "messagingServiceSid"' },
    ]);
    expect(withSms({ provider: 'twilio', from: '+15005550006' })).toEqual([
      { pointer: '/sms', message: 'missing required property "accountSid" (Required with provider twilio)' },
      { pointer: '/sms', message: 'missing required property "authToken" (Required with provider twilio)' },
    ]);
    expect(withSms({ provider: 'twilio', ...creds, accountSid: 'AC0123', from: '12345678901234' })).toEqual([
      {
        pointer: '/sms/accountSid',
        message:
          'holds a secret written inline (value not shown): write { "env": "NAME" } and set the environment variable NAME on the server to the secret',
      },
      {
        pointer: '/sms/from',
        message:
          'must be a phone number in E.164 form such as +15005550006, or a sender id of 1 to 11 letters, digits and spaces with at least one letter',
      },
    ]);
    expect(withSms({ provider: 'nexmo' })).toEqual([{ pointer: '/sms/provider', message: 'must be one of twilio, outbox' }]);
  });

  it('requires the id to equal the file name', () => {
    expect(only(validate([{ file: 'other.json', json: minimalTenant('acme') }]).problems)).toEqual({
      pointer: '/id',
      message: 'tenant id "acme" must equal the file name "other" (rename the file or change the id)',
    });
  });

  it('reports each repeated page id at the repeat', () => {
    const t = minimalTenant('acme');
    t.pages = ['about', 'terms', 'about', 'terms'].map((id) => ({ id, name: id, content: '<p></p>' }));
    expect(validate([t]).problems.map((p) => `${p.pointer} ${p.message}`)).toEqual([
      '/pages/2/id Duplicate page id "about" (also at /pages/0/id); page ids must be unique',
      '/pages/3/id Duplicate page id "terms" (also at /pages/1/id); page ids must be unique',
    ]);
  });

  it('requires the default language to be offered', () => {
    const t = minimalTenant('acme');
    t.locale.defaultLanguage = 'zh-hans';
    expect(only(validate([t]).problems).pointer).toBe('/locale/defaultLanguage');
  });

  it('keeps shop codes, site ids, offer codes and info codes unique', () => {
    const t = minimalTenant('acme');
    const site = t.sites[0];
    const tariff = { periodMinutes: 60, pricePerPeriod: 500 };
    site.offers = [
      { code: 'hourly', name: 'Hourly', tariff, capacity: 10 },
      { code: 'hourly', name: 'Hourly again', tariff, capacity: 10 },
    ];
    site.infoBlocks = [
      { infoCode: 'parking-rules', title: 'Rules', body: 'x' },
      { infoCode: 'parking-rules', title: 'Rules', body: 'y' },
    ];
    t.sites.push({ ...site, offers: [], infoBlocks: [] });
    expect(validate([t]).problems.map((p) => p.pointer)).toEqual([
      '/sites/1/shopCode',
      '/sites/1/siteId',
      '/sites/0/offers/1/code',
      '/sites/0/infoBlocks/1/infoCode',
    ]);
  });

  it('checks payment codes against payment types, and surcharge settings', () => {
    const t = minimalTenant('acme');
    t.payment.methods = [
      { name: 'WeChat', paymentType: 'wechat', code: 203, visible: true, provider: 'omipay' },
      { name: 'Card', paymentType: 'card', code: 301, visible: true, provider: 'sandbox', surchargeType: 'rate' },
      { name: 'Cash', paymentType: 'cash', code: 200, visible: false, provider: 'none', surchargeType: 'fixed' },
    ];
    expect(validate([t]).problems.map((p) => `${p.pointer} ${p.message}`)).toEqual([
      '/payment/methods/0/code code 203 is for alipay payments, but paymentType is "wechat"',
      '/payment/methods/1 surchargeType is "rate" but no rate (percent) is given',
      '/payment/methods/2 surchargeType is "fixed" but no surcharge (minor units) is given',
    ]);
  });

  it('requires page sections to name an existing page', () => {
    const t = minimalTenant('acme');
    t.pages = [{ id: 'about', name: 'About', content: '' }];
    t.sections = { home: [{ type: 'page', pageId: 'about' }, { type: 'page', pageId: 'missing' }] };
    expect(only(validate([t]).problems)).toEqual({ pointer: '/sections/home/1/pageId', message: 'page "missing" does not exist (pages: about)' });
  });
});

describe('validateTenantSet: theme rules', () => {
  it('names the available presets when one is unknown', () => {
    const t = minimalTenant('acme');
    t.theme.newUiPreset = 'shiny';
    expect(only(validate([t]).problems)).toEqual({ pointer: '/theme/newUiPreset', message: 'unknown theme preset "shiny" (available: classic, modern)' });
  });

  it('needs the default new-UI preset when a site runs the new UI', () => {
    const themes = tempFolder('kerbside-themes-');
    try {
      themes.write('classic.json', JSON.stringify({ id: 'classic', name: 'C', ui: 'classic', palette: { primary: '#263a5a', secondary: '#f4a300', background: '#ffffff', surface: '#ffffff', text: '#111111', error: '#c62828', success: '#2e7d32' }, typography: { body: 'a', heading: 'a', baseSize: 14 }, shape: { radius: 4 }, sections: { home: [], site: [], info: [] } }));
      const t = minimalTenant('acme');
      t.sites[0].uiVersion = '3.1.0';
      const result = validateTenantSet([{ file: path.join(tmp.dir, 'acme.json'), json: t }], { tenantsDir: tmp.dir, themesDir: themes.dir });
      expect(only(result.problems).pointer).toBe('/theme');
      expect(result.problems[0].message).toContain('default new-UI preset "modern"');
    } finally {
      themes.remove();
    }
  });

  it('refuses a primary on which neither white nor dark text is readable', () => {
    const t = minimalTenant('acme');
    t.theme.palette = { primary: '#797979' };
    expect(only(validate([t]).problems)).toEqual({
      pointer: '/theme/palette/primary',
      message:
        'text on the primary colour is hard to read: neither white (#ffffff) nor dark (#111111) text reaches 4.5:1 on primary #797979 (best 4.35:1, WCAG AA); pick a darker or lighter primary',
    });
  });

  it('accepts a light primary, because dark text is picked for it', () => {
    const t = minimalTenant('acme');
    t.theme.palette = { primary: '#f2b134' };
    expect(validate([t]).problems).toEqual([]);
  });

  it("checks the preset's primary against the tenant's onPrimary when the primary is not overridden", () => {
    const t = minimalTenant('acme');
    t.theme.palette = { onPrimary: '#333333' };
    t.sites.push({ ...t.sites[0], siteId: 'S2', shopCode: 'acme-new', uiVersion: '3.0.0' });
    const problems = validate([t]).problems;
    // classic and modern both use #263a5a, so both presets are reported.
    expect(problems.map((p) => p.pointer)).toEqual(['/theme/palette/onPrimary', '/theme/palette/onPrimary']);
    expect(problems[0].message).toContain('onPrimary #333333 on the primary of preset "classic" #263a5a has contrast');
  });
});

describe('validateTenantSet: assets', () => {
  it('accepts present files and https URLs, and checks the files a stylesheet loads', () => {
    const t = minimalTenant('acme');
    tmp.write('acme/logo.svg', '<svg/>');
    tmp.write('acme/fonts/a.woff2', 'x');
    tmp.write('acme/fonts.css', "@font-face { src: url(fonts/a.woff2) format('woff2'), url(\"fonts/b.woff2\"); } /* url(ignored.woff2) */ .x { background: url(data:image/png;base64,AA) }");
    t.branding.logo = 'logo.svg';
    t.branding.bannerImage = 'https://cdn.example.com/banner.svg';
    t.theme.fonts = { stylesheet: 'fonts.css' };
    expect(only(validate([t]).problems)).toEqual({ pointer: '/theme/fonts/stylesheet', message: `stylesheet "fonts.css" loads "fonts/b.woff2", which is not in ${path.join(tmp.dir, 'acme')}/` });
  });

  it('finds asset fields anywhere the schema puts them, including site logos', () => {
    const t = minimalTenant('acme');
    tmp.write('acme/placeholder.txt', '');
    t.sites[0].logo = 'sites/s1.svg';
    t.branding.footerImage = 'footer.svg';
    expect(validate([t]).problems.map((p) => `${p.pointer} ${p.message}`)).toEqual([
      `/branding/footerImage file not found: ${path.join(tmp.dir, 'acme')}/footer.svg`,
      `/sites/0/logo file not found: ${path.join(tmp.dir, 'acme')}/sites/s1.svg`,
    ]);
  });

  it('refuses a path that climbs out of the folder, a symbolic link that points out, and a folder', () => {
    const t = minimalTenant('acme');
    tmp.write('secret.txt', 'x');
    mkdirSync(path.join(tmp.dir, 'acme/images'), { recursive: true });
    symlinkSync(path.join(tmp.dir, 'secret.txt'), path.join(tmp.dir, 'acme/link.svg'));
    t.branding.logo = '../secret.txt';
    t.branding.loginImage = 'link.svg';
    t.branding.footerImage = 'images';
    const messages = validate([t]).problems.map((p) => `${p.pointer} ${p.message}`);
    expect(messages).toEqual([
      expect.stringMatching(/^\/branding\/logo must stay inside the tenant's asset folder .*acme\/ \(got "\.\.\/secret\.txt"\)$/),
      expect.stringMatching(/^\/branding\/loginImage must stay inside/),
      expect.stringMatching(/^\/branding\/footerImage "images" in .*acme\/ is a folder, not a file$/),
    ]);
  });

  it('follows symbolic links on the way: a linked folder that leads out is refused, links that stay inside are not', () => {
    const t = minimalTenant('acme');
    tmp.write('outside/secret.svg', 'x');
    tmp.write('acme/art/real.svg', '<svg/>');
    symlinkSync(path.join(tmp.dir, 'outside'), path.join(tmp.dir, 'acme/out'));
    symlinkSync(path.join(tmp.dir, 'acme/art'), path.join(tmp.dir, 'acme/linked-art'));
    symlinkSync(path.join(tmp.dir, 'acme/art/real.svg'), path.join(tmp.dir, 'acme/art/alias.svg'));
    t.branding.logo = 'out/secret.svg';
    t.branding.loginImage = 'linked-art/real.svg';
    t.branding.footerImage = 'linked-art/alias.svg';
    const messages = validate([t]).problems.map((p) => `${p.pointer} ${p.message}`);
    expect(messages).toEqual([expect.stringMatching(/^\/branding\/logo must stay inside the tenant's asset folder .*acme\/ \(got "out\/secret\.svg"\)$/)]);
  });
});

describe('validateTenantSet: across files', () => {
  function withCode(id: string, code: string): Tenant {
    const t = minimalTenant(id);
    t.sites[0].shopCode = code;
    return t;
  }

  it('gives a clashing shop code to the alphabetically first file and refuses the other whole', () => {
    const result = validate([withCode('zeta', 'central'), withCode('alpha', 'central')]);
    expect(result.tenants.map((t) => t.tenant.id)).toEqual(['alpha']);
    expect(only(result.problems)).toEqual({
      pointer: '/sites/0/shopCode',
      message: expect.stringMatching(/^shop code "central" is already used by .*alpha\.json \(\/sites\/0\/shopCode\); shop codes must be unique/),
    });
    expect(result.problems[0].file).toBe(path.join(tmp.dir, 'zeta.json'));
  });

  it('lets a kept file win the clash', () => {
    const result = validate([withCode('zeta', 'central'), withCode('alpha', 'central')], ['zeta.json']);
    expect(result.tenants.map((t) => t.tenant.id)).toEqual(['zeta']);
    expect(result.problems.map((p) => path.basename(p.file))).toEqual(['alpha.json']);
  });

  it('does not let a broken file claim a shop code', () => {
    const broken = withCode('alpha', 'central');
    broken.contact.email = 'nope';
    const result = validate([broken, withCode('zeta', 'central')]);
    expect(result.tenants.map((t) => t.tenant.id)).toEqual(['zeta']);
    expect(result.problems.map((p) => p.pointer)).toEqual(['/contact/email']);
  });

  it('refuses two files declaring the same tenant id', () => {
    const result = validateTenantSet(
      [
        { file: path.join(tmp.dir, 'a', 'acme.json'), json: withCode('acme', 'one') },
        { file: path.join(tmp.dir, 'b', 'acme.json'), json: withCode('acme', 'two') },
      ],
      { tenantsDir: tmp.dir, themesDir },
    );
    expect(result.tenants).toHaveLength(1);
    expect(only(result.problems).pointer).toBe('/id');
  });

  it('returns problems grouped by file in input order', () => {
    const a = minimalTenant('a-first');
    a.contact.email = 'x';
    const b = minimalTenant('b-second');
    b.locale.defaultLanguage = 'zh-hans';
    const result = validate([b, withCode('c-third', 'c-third-main'), a]);
    expect(result.problems.map((p) => path.basename(p.file))).toEqual(['b-second.json', 'a-first.json']);
    expect(result.tenants.map((t) => t.tenant.id)).toEqual(['c-third']);
  });
});

describe('readTenantDir', () => {
  it('reads *.json files in name order, with a line and column for bad JSON', async () => {
    tmp.write('b.json', '\uFEFF{"id": "b"}');
    tmp.write('a.json', '{\n  "id": "a",\n}');
    tmp.write('notes.txt', 'ignored');
    tmp.write('a/logo.svg', '<svg/>');
    const reads = await readTenantDir(tmp.dir);
    expect(reads).toEqual([
      { file: path.join(tmp.dir, 'a.json'), parseError: 'is not valid JSON: Expected double-quoted property name at line 3, column 1' },
      { file: path.join(tmp.dir, 'b.json'), json: { id: 'b' } },
    ]);
  });
});

describe('validateTenantSet: tenant text (a string or a map language -> text, docs/rules.md#tenant-text)', () => {
  it('accepts voucher names and info blocks either way', () => {
    const t = minimalTenant('acme');
    t.vouchers = [
      { code: 'PLAIN', name: 'Two dollars off', discount: { amountOff: 200 }, expiresAt: '2040-01-01T00:00:00Z' },
      { code: 'MAPPED', name: { 'en-gb': '10% off', 'zh-hans': '九折' }, discount: { percentOff: 10 }, expiresAt: '2040-01-01T00:00:00Z' },
    ];
    t.sites[0].infoBlocks = [
      { infoCode: 'plain', title: 'Rates', body: 'First hour free.' },
      { infoCode: 'mapped', title: { 'en-gb': 'Rates', 'zh-hans': '收费' }, body: { 'zh-hans': '首小时免费。' } },
    ];
    expect(validate([t]).problems).toEqual([]);
  });

  it('refuses a language the schema does not know and an empty map', () => {
    const t = minimalTenant('acme') as unknown as Tenant & { vouchers: unknown[] };
    t.vouchers = [{ code: 'BADNAME', name: { fr: 'Deux dollars' }, discount: { amountOff: 200 }, expiresAt: '2040-01-01T00:00:00Z' }];
    expect(validate([t as Tenant]).problems.map((p) => p.pointer)).toContain('/vouchers/0/name');
    const u = minimalTenant('acme');
    u.sites[0].infoBlocks = [{ infoCode: 'empty', title: {} as { 'en-gb': string }, body: 'x' }];
    expect(validate([u]).problems.map((p) => p.pointer)).toContain('/sites/0/infoBlocks/0/title');
  });

  it('takes a payment method name as one text or per language (docs/rules.md#payment-method-names)', () => {
    const t = minimalTenant('acme');
    t.payment.methods = [
      { name: { 'en-gb': 'Card', 'zh-hans': '银行卡' }, paymentType: 'card', code: 201, visible: true, provider: 'sandbox' },
      { name: 'PayPal', paymentType: 'paypal', code: 204, visible: true, provider: 'paypal' },
      { name: { 'zh-hans': '储值卡' }, paymentType: 'storedValue', code: 205, visible: true, provider: 'none' },
    ];
    expect(validate([t]).problems).toEqual([]);
  });

  it('refuses a method name in an unknown language, an empty map or empty text, and one over 40 characters in any language', () => {
    const names: unknown[] = [{ fr: 'Carte' }, {}, { 'en-gb': '' }, '', { 'en-gb': 'Card', 'zh-hans': '卡'.repeat(41) }, 'C'.repeat(41)];
    for (const name of names) {
      const t = minimalTenant('acme');
      t.payment.methods = [{ ...t.payment.methods[0], name: name as string }];
      expect(validate([t]).problems.map((p) => p.pointer), JSON.stringify(name)).toContain('/payment/methods/0/name');
    }
  });

  it("takes assessment questions per language, refusing options that are not info.A's (docs/staff.md#member-assessment)", () => {
    const t = minimalTenant('acme');
    t.cloud = {
      questionList: [
        {
          id: 'vehicle',
          text: { 'en-gb': 'What will you park?', 'zh-hans': '您要停什么车？' },
          info: { A: 'Car|Motorbike|NOTE=0' },
          localOptions: { 'zh-hans': '汽车|摩托车|NOTE=0', 'ms-my': 'Kereta|NOTE=0' },
        },
      ],
    };
    expect(only(validate([t]).problems)).toMatchObject({ pointer: '/cloud/questionList/0/localOptions/ms-my' });
  });

  it('checks the rewards of wallet programmes: one thing given, a known campaign, a stored-value card to credit (docs/wallet.md#rewards)', () => {
    const t = minimalTenant('acme');
    t.wallet = {
      programmes: [
        {
          code: 'PTS',
          kind: 'loyalty',
          name: 'Points',
          issue: ['signup'],
          rewards: [
            { code: 'OFF', name: 'Off', points: 10, voucher: 'NOCAMPAIGN' },
            { code: 'CREDIT', name: 'Credit', points: 10, credit: 500 },
          ],
        },
      ],
    };
    expect(validate([t]).problems.map((p) => p.pointer)).toEqual([
      '/wallet/programmes/0/rewards/0/voucher',
      '/wallet/programmes/0/rewards/1/credit',
    ]);
  });
});

