/**
 * Creates a new tenant that passes `tenants:check`, to edit from there:
 *   npx tsx scripts/tenants-new.ts <id> --country <CC> [--name "Brand name"] [--shop <shop-code>] [--dir <tenants folder>]
 * Writes tenants/<id>.json (with a fresh payload key) and a placeholder tenants/<id>/logo.svg. The
 * country (ISO 3166 alpha-2, e.g. MY) sets the currency, time zone, phone country, date formats and
 * languages (server/tenants/countries.ts).
 */
import path from 'node:path';
import { displayFile, formatProblem } from '../server/tenants/report';
import { KNOWN_COUNTRIES } from '../server/tenants/countries';
import { createTenant } from '../server/tenants/scaffold';

const root = path.resolve(import.meta.dirname, '..');
const usage =
  'usage: npx tsx scripts/tenants-new.ts <id> --country <CC> [--name "Brand name"] [--shop <shop-code>] [--dir <tenants folder>]\n' +
  `  --country: the brand's country, one of ${KNOWN_COUNTRIES.join(', ')}`;

function titleCase(id: string): string {
  return id
    .split('-')
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');
}

async function main(argv: string[]): Promise<number> {
  const positional: string[] = [];
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') {
      console.log(usage);
      return 0;
    }
    if (arg.startsWith('--')) {
      const value = argv[++i];
      if (value === undefined) {
        console.error(`${arg} needs a value\n${usage}`);
        return 1;
      }
      flags.set(arg.slice(2), value);
    } else {
      positional.push(arg);
    }
  }
  const unknown = [...flags.keys()].filter((k) => !['name', 'shop', 'dir', 'country'].includes(k));
  const country = flags.get('country');
  if (positional.length !== 1 || unknown.length > 0 || country === undefined) {
    console.error(usage);
    return 1;
  }
  const id = positional[0];
  const tenantsDir = path.resolve(flags.get('dir') ?? path.join(root, 'tenants'));
  const result = await createTenant({
    id,
    name: flags.get('name') ?? titleCase(id),
    shopCode: flags.get('shop') ?? `${id}-main`,
    country,
    tenantsDir,
    themesDir: path.join(root, 'themes'),
  });
  if (!result.ok) {
    for (const p of result.problems) console.error(formatProblem(p));
    console.error('nothing was written');
    return 1;
  }
  for (const f of result.files) console.log(`wrote ${displayFile(f)}`);
  console.log(
    'Next: edit the file (branding, colours, sites, secrets), add assets beside the logo, then run npm run tenants:check.',
  );
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
