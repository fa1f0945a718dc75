import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The shape of server/services that the next domains build on: routes call services, one domain
 * reaches another only through its index.ts (or a port it is given), and shared/ depends on no domain.
 */
const root = path.resolve(import.meta.dirname, '../..');
const services = 'server/services';
const DOMAINS = ['accounts', 'parking', 'payments', 'sms'];

function tsFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return tsFiles(rel);
    return entry.name.endsWith('.ts') ? [rel] : [];
  });
}

/** The project paths (no extension) the file imports relatively. */
function importsOf(file: string): string[] {
  const source = readFileSync(path.join(root, file), 'utf8');
  return [...source.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*'(\.[^']*)'/g)].map((m) => path.posix.join(path.posix.dirname(file), m[1] ?? ''));
}

const inside = (file: string, dir: string) => file === dir || file.startsWith(`${dir}/`);

describe('server/services boundaries', () => {
  it('finds the files it checks', () => {
    expect(tsFiles('server/routes').length).toBeGreaterThan(10);
    expect(importsOf(`${services}/payments/payment-status.ts`)).toContain(`${services}/parking`);
  });

  it('routes call services, never their dependencies', () => {
    const offenders = tsFiles('server/routes').filter((file) => /\.deps\b/.test(readFileSync(path.join(root, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('payments imports parking only through server/services/parking/index.ts', () => {
    const crossings = tsFiles(`${services}/payments`).flatMap((file) =>
      importsOf(file)
        .filter((target) => inside(target, `${services}/parking`) && target !== `${services}/parking` && target !== `${services}/parking/index`)
        .map((target) => `${file} -> ${target}`),
    );
    expect(crossings).toEqual([]);
  });

  it('parking never imports payments (it is given payments through its BookingPayments port)', () => {
    const crossings = tsFiles(`${services}/parking`).flatMap((file) =>
      importsOf(file)
        .filter((target) => inside(target, `${services}/payments`))
        .map((target) => `${file} -> ${target}`),
    );
    expect(crossings).toEqual([]);
  });

  it('shared services depend on no domain', () => {
    const crossings = tsFiles(`${services}/shared`).flatMap((file) =>
      importsOf(file)
        .filter((target) => DOMAINS.some((domain) => inside(target, `${services}/${domain}`)))
        .map((target) => `${file} -> ${target}`),
    );
    expect(crossings).toEqual([]);
  });
});
