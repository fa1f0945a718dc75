// @ts-check
/**
 * The server's import direction (docs/architecture.md#server-layers), as zones of
 * import-x/no-restricted-paths: routes and http -> services -> repositories -> db driver. A service
 * domain (a folder of server/services) reaches another only through that domain's index.ts, and only
 * a domain it is declared to use below, so the domains form no circle. Each zone is checked by
 * tests/lint/server-layers.test.ts.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SERVICES = 'server/services';
const entries = readdirSync(path.join(root, SERVICES), { withFileTypes: true });

/** The layer below every domain: any service may import it; it imports no domain. */
export const SHARED = 'shared';
export const DOMAINS = entries
  .filter((entry) => entry.isDirectory() && entry.name !== SHARED)
  .map((entry) => entry.name);
/**
 * The loose files of server/services (site info, spot config, font preloads...): services that
 * only routes, http and the app use. Each may use shared, another loose file or a domain's index.ts;
 * no domain imports one (what a domain needs lives in shared or in a domain).
 */
export const LOOSE_FILES = entries
  .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name))
  .map((entry) => entry.name);

/**
 * The domains each domain may import (through their index.ts). Read upward, this is the order of
 * the domains: sms and accounts at the bottom, the ones that compose others (shop, staff, admin)
 * at the top. Payments and parking meet through ports: parking is given payments as its
 * BookingPayments port, payments is given the wallet as its StoredValuePayments port. A new use
 * is added here, and tests/lint/server-layers.test.ts checks the map still has no circle.
 * @type {Record<string, string[]>}
 */
export const DOMAIN_USES = {
  sms: [],
  accounts: ['sms'],
  parking: ['accounts'],
  payments: ['accounts', 'parking'],
  wallet: ['accounts', 'payments', 'vouchers'],
  vouchers: ['accounts', 'parking'],
  shop: ['accounts', 'payments', 'vouchers', 'wallet'],
  staff: ['accounts', 'wallet', 'sms'],
  admin: ['accounts', 'staff'],
  invitations: ['accounts', 'wallet'],
  installable: [],
  flows: [],
};

const indexOf = (domain) => `./${domain}/index.ts`;

/** @type {{ target: string | string[]; from: string | string[]; except?: string[]; message: string }[]} */
export const SERVER_ZONES = [
  {
    target: ['./server/routes', './server/http'],
    from: './server/db/repositories',
    message: 'Routes and http never touch a repository: call a service (docs/architecture.md#server-layers).',
  },
  {
    target: './server/services',
    from: ['./server/http', './server/routes', './server/app.ts', './server/main.ts'],
    message:
      'Services never import server/http, a route or the app: move the shared piece down (docs/architecture.md#server-layers).',
  },
  {
    target: './server/db',
    from: ['./server/services', './server/http', './server/routes', './server/app.ts', './server/main.ts'],
    message: 'Repositories and the db driver are the bottom layers: they never import a service, http or a route.',
  },
  {
    target: `./${SERVICES}/${SHARED}`,
    from: `./${SERVICES}`,
    except: [`./${SHARED}`],
    message: `${SERVICES}/${SHARED} is the layer below every domain: it imports no domain and no loose service.`,
  },
  ...DOMAINS.map((domain) => ({
    target: `./${SERVICES}/${domain}`,
    from: `./${SERVICES}`,
    except: [`./${domain}`, `./${SHARED}`, ...(DOMAIN_USES[domain] ?? []).map(indexOf)],
    message: `${SERVICES}/${domain} reaches another domain only through its index.ts, and only one of DOMAIN_USES.${domain} (eslint/server-layers.js); never a loose service.`,
  })),
  {
    target: `./${SERVICES}/*.ts`,
    from: `./${SERVICES}`,
    except: [`./${SHARED}`, ...LOOSE_FILES.map((file) => `./${file}`), ...DOMAINS.map(indexOf)],
    message: `A loose service of ${SERVICES} reaches a domain only through its index.ts.`,
  },
];
