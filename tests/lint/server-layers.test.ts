import { ESLint } from 'eslint';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOMAIN_USES, DOMAINS } from '../../eslint/server-layers.js';

/**
 * Every rule of docs/architecture.md#server-layers, fed one crossing import to the project's own
 * ESLint config. The importing file is virtual; the imported one exists, so the resolver can follow it.
 */
const root = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;
/** The same config without import-x/no-cycle, which walks every file a crossing reaches: the zones' cases need none of that. */
let zonesOnly: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
  zonesOnly = new ESLint({ cwd: root, overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });
});

async function layerErrors(file: string, source: string, linter = zonesOnly): Promise<string[]> {
  const [result] = await linter.lintText(source, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId?.startsWith('import-x/') || m.ruleId === 'no-restricted-syntax')
    .map((m) => `${m.ruleId}: ${m.message}`);
}

const crossings: { rule: string; file: string; source: string; message: RegExp; cycles?: true }[] = [
  {
    rule: 'a route never imports a repository',
    file: 'server/routes/crossing.ts',
    source: "export { findStaffById } from '../db/repositories/staff-repository';\n",
    message: /Routes and http never touch a repository/,
  },
  {
    rule: 'http never imports a repository',
    file: 'server/http/crossing.ts',
    source: "export type { SandboxCardRecord } from '../db/repositories/sandbox-gateway-repository';\n",
    message: /Routes and http never touch a repository/,
  },
  {
    rule: "a route never reaches a service's deps",
    file: 'server/routes/crossing.ts',
    source:
      "import type { StaffServices } from '../services/staff/staff-services';\nexport const dbOf = (staff: StaffServices) => staff.deps.db;\n",
    message: /never a service's deps/,
  },
  {
    rule: "http never reaches a service's deps",
    file: 'server/http/crossing.ts',
    source:
      "import type { StaffServices } from '../services/staff/staff-services';\nexport const clockOf = (staff: StaffServices) => staff.deps.now;\n",
    message: /never a service's deps/,
  },
  {
    rule: 'a service never imports server/http',
    file: 'server/services/parking/crossing.ts',
    source: "export { isServerPath } from '../../http/paths';\n",
    message: /Services never import server\/http/,
  },
  {
    rule: 'a loose service never imports server/http',
    file: 'server/services/crossing.ts',
    source: "export { sendApiError } from '../http/error-handling';\n",
    message: /Services never import server\/http/,
  },
  {
    rule: 'a service never imports a route',
    file: 'server/services/shared/crossing.ts',
    source: "export { page } from '../../routes/sandbox-page';\n",
    message: /Services never import server\/http, a route/,
  },
  {
    rule: 'a repository never imports a service',
    file: 'server/db/repositories/crossing.ts',
    source: "export { tenantPhone } from '../../services/shared/phone-numbers';\n",
    message: /bottom layers/,
  },
  {
    rule: "a domain never imports another domain's file past its index.ts",
    file: 'server/services/payments/crossing.ts',
    source: "export { bookingView } from '../parking/booking-view';\n",
    message: /reaches another domain only through its index\.ts/,
  },
  {
    rule: 'a domain imports only the domains it is declared to use (parking is given payments through a port)',
    file: 'server/services/parking/crossing.ts',
    source: "export type { StoredValuePayments } from '../payments';\n",
    message: /only one of DOMAIN_USES\.parking/,
  },
  {
    rule: 'a domain never imports a loose service',
    file: 'server/services/parking/crossing.ts',
    source: "export { infoBlock } from '../site-info';\n",
    message: /never a loose service/,
  },
  {
    rule: 'shared imports no domain',
    file: 'server/services/shared/crossing.ts',
    source: "export { hashPassword } from '../accounts';\n",
    message: /layer below every domain/,
  },
  {
    rule: 'a loose service reaches a domain only through its index.ts',
    file: 'server/services/crossing.ts',
    source: "export { bookingView } from './parking/booking-view';\n",
    message: /only through its index\.ts/,
  },
  {
    // return-url.ts imports nothing; booking-payment.ts imports it. Were it to import booking-payment back, that is a circle.
    rule: 'no import cycle',
    file: 'server/services/payments/return-url.ts',
    source: "import { startBookingPayment } from './booking-payment';\nexport const start = startBookingPayment;\n",
    message: /^import-x\/no-cycle: /,
    cycles: true,
  },
];

describe('server layers (npm run lint)', () => {
  it.each(crossings)('$rule', async ({ file, source, message, cycles }) => {
    const errors = await layerErrors(file, source, cycles ? eslint : zonesOnly);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it('lets imports that follow the direction through', async () => {
    expect(
      await layerErrors(
        'server/routes/allowed.ts',
        "export type { StaffServices } from '../services/staff/staff-services';\nexport { isServerPath } from '../http/paths';\n",
      ),
    ).toEqual([]);
    expect(
      await layerErrors('server/http/allowed.ts', "export { tenantAssetUrl } from '../services/shared/asset-urls';\n"),
    ).toEqual([]);
    expect(
      await layerErrors(
        'server/services/payments/allowed.ts',
        "export { bookingView } from '../parking';\nexport { isStoredValue } from '../shared/payment-methods';\nexport { insertPayment } from '../../db/repositories/payment-repository';\n",
      ),
    ).toEqual([]);
    expect(
      await layerErrors(
        'server/services/allowed.ts',
        "export { bookingView } from './parking';\nexport { textIn } from './shared/server-language';\nexport { tenantAssetUrl } from './shared/asset-urls';\n",
      ),
    ).toEqual([]);
    expect(
      await layerErrors('server/db/repositories/allowed.ts', "export type { Queryable } from '../database';\n"),
    ).toEqual([]);
  });

  it('declares every domain, and the domains they use form no circle', () => {
    expect(Object.keys(DOMAIN_USES).sort()).toEqual([...DOMAINS].sort());
    const visiting = new Set<string>();
    const done = new Set<string>();
    const circleFrom = (domain: string, trail: string[]): string[] | null => {
      if (visiting.has(domain)) return [...trail, domain];
      if (done.has(domain)) return null;
      visiting.add(domain);
      for (const used of DOMAIN_USES[domain] ?? []) {
        expect(DOMAINS).toContain(used);
        const circle = circleFrom(used, [...trail, domain]);
        if (circle) return circle;
      }
      visiting.delete(domain);
      done.add(domain);
      return null;
    };
    expect(DOMAINS.map((domain) => circleFrom(domain, [])).filter(Boolean)).toEqual([]);
  });
});
