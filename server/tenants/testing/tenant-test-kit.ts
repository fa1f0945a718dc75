/**
 * Test helpers for tenant validation: a minimal valid tenant to break on purpose, and throw-away
 * tenant folders. Used only by *.test.ts files.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Tenant } from '../../../src/generated/tenant';

export const projectRoot = path.resolve(import.meta.dirname, '../../..');
export const themesDir = path.join(projectRoot, 'themes');
export const demoTenantsDir = path.join(projectRoot, 'tenants');

/** The smallest tenant that passes every rule (its logo is remote, so it needs no asset folder). */
export function minimalTenant(id: string): Tenant {
  return {
    id,
    branding: { name: 'Example Parking', logo: 'https://cdn.example.com/logo.svg' },
    theme: { preset: 'classic' },
    locale: { languages: ['en-gb'], defaultLanguage: 'en-gb', phoneCountry: 'NZ' },
    contact: { phone: '+64 9 555 0100', email: 'help@example.com' },
    payment: { methods: [{ name: 'Card', paymentType: 'card', code: 201, visible: true, provider: 'sandbox' }] },
    booking: {},
    api: { packaging: 'plain', payloadKey: '0123456789abcdef0123456789abcdef' },
    sites: [{ siteId: 'S1', shopCode: `${id}-main`, lotName: 'Example Carpark', spotName: 'Level 1', uiVersion: '2.8.1', layouts: ['shop'] }],
  };
}

export interface TempFolder {
  dir: string;
  /** Writes a file (creating folders) under the temp folder; returns its absolute path. */
  write(relative: string, content: string): string;
  remove(): void;
}

export function tempFolder(prefix = 'kerbside-tenants-'): TempFolder {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return {
    dir,
    write(relative, content) {
      const file = path.join(dir, relative);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, content);
      return file;
    },
    remove() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
