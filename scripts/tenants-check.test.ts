import { execFile } from 'node:child_process';
import path from 'node:path';
import { generatePassCertificates } from '../server/services/wallet/pass-certificates';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatProblem, summaryLine } from '../server/tenants/report';
import { checkTenantDir, type TenantDirCheck } from '../server/tenants/validate';

const root = path.resolve(import.meta.dirname, '..');
const brokenDir = path.join(root, 'tests/fixtures/tenants-broken');
const run = promisify(execFile);

/** One defect per fixture file: where it is reported and a phrase the reason must contain. */
const expected: ReadonlyArray<{ file: string; pointer: string; phrase: string }> = [
  // payloadKey is needed by the aes mode only (docs/rules.md#wire-packaging).
  {
    file: 'aes-without-key.json',
    pointer: '/api',
    phrase: 'missing required property "payloadKey" (Required with packaging aes)',
  },
  {
    file: 'bad-colour.json',
    pointer: '/theme/palette/primary',
    phrase: 'must be a colour written as #rrggbb, for example #1f6f8b (got "#12345")',
  },
  {
    file: 'bad-shop-code.json',
    pointer: '/sites/0/shopCode',
    phrase: 'must match lower-case letters, digits and dashes (got "Harbour Central")',
  },
  // A starting content item is checked like an admin's save (docs/admin.md#starting-content).
  {
    file: 'bad-starting-content.json',
    pointer: '/siteContent/configuration/0/document/value',
    phrase: 'Please enter a number',
  },
  {
    file: 'bad-time-zone.json',
    pointer: '/sites/0/timeZone',
    phrase: 'is not an IANA time zone name (got "Asia/Singapur"), did you mean "Asia/Singapore"?',
  },
  // dup-shop-a.json is valid: it is the first of the clashing pair, so it keeps the code.
  {
    file: 'dup-shop-b.json',
    pointer: '/sites/1/shopCode',
    phrase: 'shop code "shared-central" is already used by tests/fixtures/tenants-broken/dup-shop-a.json',
  },
  { file: 'duplicate-page.json', pointer: '/pages/2/id', phrase: 'Duplicate page id "about"' },
  {
    file: 'escaping-asset.json',
    pointer: '/branding/logo',
    phrase: "must stay inside the tenant's asset folder tests/fixtures/tenants-broken/escaping-asset/",
  },
  {
    file: 'id-mismatch.json',
    pointer: '/id',
    phrase: 'tenant id "id-mismatched" must equal the file name "id-mismatch"',
  },
  {
    file: 'inline-secret.json',
    pointer: '/secrets/paymentGatewayKey',
    phrase: 'holds a secret written inline (value not shown): write { "env": "NAME" }',
  },
  {
    file: 'language-not-offered.json',
    pointer: '/locale/defaultLanguage',
    phrase: 'must be one of the offered languages en-gb (got "zh-hans")',
  },
  {
    file: 'low-contrast-warning.json',
    pointer: '/theme/palette/warning',
    phrase: 'warning #ed6c02 is hard to read on the background #f4f6f9: contrast 2.87:1, needs at least 4.5:1',
  },
  { file: 'low-contrast.json', pointer: '/theme/palette/primary', phrase: 'has contrast 3.04:1, needs at least 4.5:1' },
  {
    file: 'missing-asset.json',
    pointer: '/branding/bannerImage',
    phrase: 'file not found: tests/fixtures/tenants-broken/missing-asset/images/banner.svg',
  },
  { file: 'missing-field.json', pointer: '/contact', phrase: 'missing required property "email"' },
  {
    file: 'no-phone-country.json',
    pointer: '/locale',
    phrase: 'has no phone country: the time zone "UTC" belongs to no country; set locale.phoneCountry',
  },
  {
    file: 'not-json.json',
    pointer: '',
    phrase: 'is not valid JSON: Expected double-quoted property name at line 3, column 43',
  },
  {
    file: 'short-key.json',
    pointer: '/api/payloadKey',
    phrase: 'must be exactly 32 ASCII characters without spaces (got 20 characters)',
  },
  // The icon rule (docs/installable-app.md#icons): a raster icon under 512 px, a logo that is not square.
  {
    file: 'small-icon.json',
    pointer: '/branding/appIcon',
    phrase: "is 64x64 pixels: the installed app's icon needs at least 512x512 (or an SVG)",
  },
  {
    file: 'unknown-preset.json',
    pointer: '/theme/preset',
    phrase: 'unknown theme preset "fancy" (available: classic, modern)',
  },
  { file: 'unknown-property.json', pointer: '/branding', phrase: 'unknown property "colour" (allowed: name, logo, ' },
  // A section link one of the site's layouts cannot show (docs/rules.md#section-links).
  {
    file: 'unshowable-link.json',
    pointer: '/sections/home/0/links/1/to',
    phrase: '"mywallet" is not a screen of the app layout, which site unshowable-link-main shows the home page in',
  },
  {
    file: 'wide-logo.json',
    pointer: '/branding/logo',
    phrase: "is 240x64: the installed app's icon is made from it and must be square",
  },
];

describe('tenants check on the broken fixtures', () => {
  let result: TenantDirCheck;
  beforeAll(async () => {
    result = await checkTenantDir({ tenantsDir: brokenDir, themesDir: path.join(root, 'themes') });
  });

  it('finds exactly one problem in each broken file, in file order', () => {
    expect(result.problems.map((p) => path.basename(p.file))).toEqual(expected.map((e) => e.file));
  });

  it.each(expected)('$file $pointer', ({ file, pointer, phrase }) => {
    const problem = result.problems.find((p) => path.basename(p.file) === file);
    expect(problem).toBeDefined();
    expect(problem?.file).toBe(path.join(brokenDir, file));
    expect(problem?.pointer).toBe(pointer);
    expect(problem?.message).toContain(phrase);
  });

  it('serves only the one fixture that is valid', () => {
    expect(result.tenants.map((t) => t.tenant.id)).toEqual(['dup-shop-a']);
  });

  it('formats problems and the summary for the terminal', () => {
    const shopCode = result.problems.find((p) => p.pointer === '/sites/0/shopCode');
    expect(shopCode && formatProblem(shopCode, root)).toBe(
      'tests/fixtures/tenants-broken/bad-shop-code.json /sites/0/shopCode: must match lower-case letters, digits and dashes (got "Harbour Central")',
    );
    const notJson = result.problems.find((p) => p.pointer === '');
    expect(notJson && formatProblem(notJson, root)).toMatch(
      /^tests\/fixtures\/tenants-broken\/not-json\.json: is not valid JSON/,
    );
    expect(summaryLine(result.problems, result.tenants.length)).toBe(
      `${expected.length} problems in ${expected.length} files`,
    );
    expect(
      summaryLine(
        [
          { file: 'a.json', pointer: '', message: 'x' },
          { file: 'a.json', pointer: '/id', message: 'y' },
        ],
        3,
      ),
    ).toBe('2 problems in 1 file');
    expect(summaryLine([], 1)).toBe('1 tenant valid');
  });
});

describe('tenants check warns about images far from their slot (docs/rules.md#image-slots)', () => {
  it('reads the real files: a square banner loses over half to the 16:7 crop, a 10:1 logo is shrunk; the right-shaped login image passes; the tenant still serves', async () => {
    const result = await checkTenantDir({
      tenantsDir: path.join(root, 'tests/fixtures/tenants-warnings'),
      themesDir: path.join(root, 'themes'),
    });
    expect(result.problems).toEqual([]);
    expect(result.tenants.map((t) => t.tenant.id)).toEqual(['odd-images']);
    expect(result.warnings.map((w) => [w.pointer, w.message])).toEqual([
      [
        '/branding/bannerImage',
        expect.stringContaining(
          'is 800x800 (1.00:1): it is shown at the full width of the home page (up to 600 px) at 16:7, cropped to fill; give 1600x700, so 56% of it is cut off',
        ),
      ],
      ['/branding/logo', expect.stringContaining('is 600x60 (10.00:1)')],
    ]);
  });
});

// Each test spawns the script once or twice (tsx compiling it anew): seconds each on a loaded machine.
describe('npx tsx scripts/tenants-check.ts', { timeout: 90_000 }, () => {
  it('exits 1 and prints every problem and a summary for the broken fixtures', async () => {
    const failure = await run('npx', ['tsx', 'scripts/tenants-check.ts', '--dir', 'tests/fixtures/tenants-broken'], {
      cwd: root,
    }).then(
      () => undefined,
      (e: { code?: number; stdout?: string }) => e,
    );
    expect(failure?.code).toBe(1);
    // Warnings (a site offering wallet passes its tenant cannot sign) do not count as problems.
    const lines = (failure?.stdout ?? '')
      .trim()
      .split('\n')
      .filter((line) => !line.startsWith('warning: '));
    // Each line opens in an editor at the value: file:line:column, then the pointer.
    expect(lines).toContain(
      'tests/fixtures/tenants-broken/bad-shop-code.json:41:19 /sites/0/shopCode: must match lower-case letters, digits and dashes (got "Harbour Central")',
    );
    expect(lines).toContain(
      'tests/fixtures/tenants-broken/duplicate-page.json:62:13 /pages/2/id: Duplicate page id "about" (also at /pages/0/id); page ids must be unique',
    );
    for (const line of lines.slice(0, -1)) {
      if (!line.includes('.json: ')) expect(line).toMatch(/^\S+\.json:\d+:\d+ \//);
    }
    expect(lines).toHaveLength(expected.length + 1);
    expect(lines.at(-1)).toBe(`${expected.length} problems in ${expected.length} files`);
    // The inline secret is refused without being repeated anywhere.
    expect(failure?.stdout).not.toContain('sk_live');
  });

  it('exits 0 on the demo tenants (warnings do not fail it); warns, naming the secret, where a site offers wallet passes its tenant cannot sign', async () => {
    const unset = {
      ...process.env,
      HARBOURPARK_WALLET_PASS_CERT: '',
      HARBOURPARK_WALLET_PASS_KEY: '',
      GREENWAY_WALLET_PASS_CERT: '',
      GREENWAY_WALLET_PASS_KEY: '',
    };
    const { stdout } = await run('npx', ['tsx', 'scripts/tenants-check.ts'], { cwd: root, env: unset });
    const lines = stdout.trim().split('\n');
    expect(lines.at(-1)).toBe('3 tenants valid');
    for (const line of lines.slice(0, -1)) expect(line).toMatch(/^warning: tenants\/[a-z-]+\.json:\d+:\d+ \//);
    expect(lines.filter((line) => line.includes(' /secrets/'))).toEqual([
      expect.stringMatching(
        /^warning: tenants\/greenway\.json:\d+:\d+ \/secrets\/walletPassCertificate: names GREENWAY_WALLET_PASS_CERT, which is not set in this environment, so greenway-southbank \(addWallet 1\) hides 'Add to Apple Wallet'/,
      ),
      expect.stringMatching(
        /^warning: tenants\/greenway\.json:\d+:\d+ \/secrets\/walletPassKey: names GREENWAY_WALLET_PASS_KEY,/,
      ),
      expect.stringMatching(
        /^warning: tenants\/harbourpark\.json:\d+:\d+ \/secrets\/walletPassCertificate: names HARBOURPARK_WALLET_PASS_CERT,.* harbour-central, harbour-wharf \(addWallet 1\) hide 'Add to Apple Wallet'/,
      ),
      expect.stringMatching(
        /^warning: tenants\/harbourpark\.json:\d+:\d+ \/secrets\/walletPassKey: names HARBOURPARK_WALLET_PASS_KEY,/,
      ),
    ]);
    const certs = generatePassCertificates({
      passTypeIdentifier: 'pass.test.check',
      teamIdentifier: 'TEAM000001',
      organizationName: 'Check',
      bits: 1024,
    });
    const set = {
      ...process.env,
      HARBOURPARK_WALLET_PASS_CERT: certs.certificatePem,
      HARBOURPARK_WALLET_PASS_KEY: certs.keyPem,
      GREENWAY_WALLET_PASS_CERT: certs.certificatePem,
      GREENWAY_WALLET_PASS_KEY: certs.keyPem,
    };
    const signed = (await run('npx', ['tsx', 'scripts/tenants-check.ts'], { cwd: root, env: set })).stdout
      .trim()
      .split('\n');
    expect(signed.at(-1)).toBe('3 tenants valid');
    expect(signed.filter((line) => line.includes(' /secrets/'))).toEqual([]);
  });

  it('warns about a tenant with SMS login and no SMS provider, and fails on it with NODE_ENV=production (docs/sms.md#checks)', async () => {
    const { stdout } = await run('npx', ['tsx', 'scripts/tenants-check.ts'], { cwd: root });
    const smsLines = (out: string) => out.split('\n').filter((line) => line.includes('has no SMS provider'));
    expect(smsLines(stdout)).toEqual([
      expect.stringMatching(
        /^warning: tenants\/greenway\.json:\d+:\d+ \/sites\/0\/smsLogin: SMS login is on \(greenway-southbank\)/,
      ),
      expect.stringMatching(
        /^warning: tenants\/harbourpark\.json:\d+:\d+ \/sites\/0\/smsLogin: SMS login is on \(harbour-central\)/,
      ),
      expect.stringMatching(
        /^warning: tenants\/lotus\.json:\d+:\d+ \/sites\/0\/smsLogin: SMS login is on \(lotus-plaza\)/,
      ),
    ]);
    const production = await run('npx', ['tsx', 'scripts/tenants-check.ts'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production' },
    }).then(
      () => undefined,
      (e: { code?: number; stdout?: string }) => e,
    );
    expect(production?.code).toBe(1);
    const lines = smsLines(production?.stdout ?? '');
    expect(lines).toHaveLength(3);
    for (const line of lines)
      expect(line).toMatch(/^tenants\/[a-z]+\.json:\d+:\d+ \/sites\/0\/smsLogin: .*in production this is an error/);
    // Every other problem line in production is a payment method whose provider is not configured.
    const problems = (production?.stdout ?? '').split('\n').filter((line) => line.startsWith('tenants/'));
    const others = problems.filter((line) => !line.includes('has no SMS provider'));
    for (const line of others)
      expect(line).toMatch(/\/payment\/methods\/\d+\/provider: names [a-z]+, but paymentProviders/);
    expect((production?.stdout ?? '').trim().split('\n').at(-1)).toBe(`${problems.length} problems in 3 files`);
  });
});
