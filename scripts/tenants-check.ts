/**
 * Checks tenant files exactly as the server loads them: schema, cross-file rules, assets, contrast.
 *   npx tsx scripts/tenants-check.ts               checks tenants/*.json
 *   npx tsx scripts/tenants-check.ts --dir <path>  checks <path>/*.json (assets under <path>/<id>/)
 * Prints one line per problem (`tenants/foo.json:12:7 /sites/0/shopCode: reason`, the file's line and
 * column where the pointer's value begins) and a summary line;
 * exits 1 when anything is wrong. Warnings (`warning: ...`, e.g. a site offering Apple Wallet passes
 * whose tenant cannot sign them) are printed but do not fail the check.
 * A tenant with SMS login but no SMS provider, or whose provider's secrets are unset, is a warning
 * for the demo and a problem with NODE_ENV=production (docs/sms.md#checks). So is a payment method on a
 * remote provider that is not configured, naming the secret that is missing (docs/payment-providers.md).
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { formatProblem as formatUnlocated, summaryLine, displayFile } from '../server/tenants/report';
import { problemLocator } from '../server/tenants/locate-problems';
import type { TenantProblem } from '../server/tenants/problems';
import { checkTenantDir } from '../server/tenants/validate';
import { passWarnings } from '../server/services/wallet/wallet-pass';
import { smsProviderGaps } from '../server/services/sms';
import { paymentProviderGaps } from '../server/services/payments';

const root = path.resolve(import.meta.dirname, '..');
const locate = problemLocator();
/** A problem's line, with the line and column of the file where its pointer's value begins. */
const formatProblem = (p: TenantProblem): string => formatUnlocated(locate(p));
const usage = 'usage: npx tsx scripts/tenants-check.ts [--dir <folder of tenant files>]';

function parseArgs(argv: readonly string[]): { dir: string } | { error: string } | { help: true } {
  let dir = path.join(root, 'tenants');
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') return { help: true };
    if (arg === '--dir') {
      const value = argv[++i];
      if (value === undefined) return { error: '--dir needs a folder' };
      dir = path.resolve(value);
    } else if (arg.startsWith('--dir=')) {
      dir = path.resolve(arg.slice('--dir='.length));
    } else {
      return { error: `unknown argument ${JSON.stringify(arg)}` };
    }
  }
  return { dir };
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if ('help' in args) {
    console.log(usage);
    return 0;
  }
  if ('error' in args) {
    console.error(`${args.error}\n${usage}`);
    return 1;
  }
  if (!existsSync(args.dir) || !statSync(args.dir).isDirectory()) {
    console.error(`${displayFile(args.dir)} is not a folder`);
    return 1;
  }
  const result = await checkTenantDir({ tenantsDir: args.dir, themesDir: path.join(root, 'themes') });
  // A code that never reaches a phone is a demo's convenience and a production outage.
  const smsGaps = result.tenants.flatMap(({ file, tenant }) =>
    [...smsProviderGaps(tenant, process.env), ...paymentProviderGaps(tenant, process.env)].map((gap) => ({
      file,
      ...gap,
    })),
  );
  const production = process.env.NODE_ENV === 'production';
  const problems = [...result.presetProblems, ...result.problems, ...(production ? smsGaps : [])];
  for (const p of problems) console.log(formatProblem(p));
  // Warnings do not fail the check: the brand serves, but an image will look cropped or small.
  for (const w of result.warnings) console.log(`warning: ${formatProblem(w)}`);
  if (result.fileCount === 0) {
    console.log(`no tenant files (*.json) in ${displayFile(args.dir)}`);
    return 1;
  }
  // Warnings do not fail the check: a tenant without its pass certificate serves, without passes.
  const warnings = result.tenants.flatMap(({ file, tenant }) =>
    passWarnings(tenant, process.env).map((w) => ({ file, ...w })),
  );
  for (const w of warnings) console.log(`warning: ${formatProblem(w)}`);
  if (!production) for (const w of smsGaps) console.log(`warning: ${formatProblem(w)}`);
  console.log(summaryLine(problems, result.tenants.length));
  return problems.length > 0 ? 1 : 0;
}

process.exitCode = await main();
