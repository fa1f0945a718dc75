/** The demo tenants as the browser tests see them: read from tenants/ so a new demo is covered too. */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Tenant } from '../../src/generated/tenant';

const tenantsDir = path.resolve(import.meta.dirname, '../../tenants');

export function demoTenants(): Tenant[] {
  return readdirSync(tenantsDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(tenantsDir, f), 'utf8')) as Tenant);
}

/** '#1a2b3c' -> 'rgb(26, 43, 60)', as getComputedStyle reports colours. */
export function cssRgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

/** The first family of a CSS font-family list, unquoted. */
export function firstFamily(list: string): string {
  return list
    .split(',')[0]!
    .trim()
    .replace(/^['"]|['"]$/g, '');
}
