/** The suite helper itself: it serves the tenants it was given, with their extra files, and a second process on the same database. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { modeTenantsWith, suiteApp, tenantsFolderWith } from './suite-app';
import { modeTenants } from './tenant-fixtures';

describe('suiteApp', () => {
  const server = suiteApp(undefined, () => ({
    folder: () =>
      tenantsFolderWith(
        modeTenantsWith('plainco', { pages: [{ id: 'about', name: 'About', content: '<p>About</p>' }] }),
        { 'plainco/catalogue/cup.svg': '<svg/>' },
      ),
    sibling: true,
  }));

  it('serves the changed tenant beside the others, with the extra files in its folder', async () => {
    expect(server.app.tenants.problems()).toEqual([]);
    expect(await readFile(path.join(server.tenantsDir, 'plainco', 'catalogue', 'cup.svg'), 'utf8')).toBe('<svg/>');
    expect(modeTenantsWith('plainco', {}).map((tenant) => tenant.id)).toEqual(modeTenants().map((tenant) => tenant.id));
    const content = await server.app.inject({ method: 'GET', url: '/cloud/plainco/content' });
    expect(content.statusCode).toBe(200);
    expect(JSON.stringify(content.json())).toContain('About');
  });

  it('runs a second process on the same database', async () => {
    await server.db.query('CREATE TABLE IF NOT EXISTS suite_probe (n int)');
    await server.db.query('INSERT INTO suite_probe VALUES (7)');
    expect(await server.sibling.db.query<{ n: number }>('SELECT n FROM suite_probe')).toEqual([{ n: 7 }]);
    expect((await server.sibling.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});
