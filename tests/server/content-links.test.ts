/**
 * Links of the admin content go to this site, https, mailto: or tel: only (docs/admin.md#links): a
 * footer or slide link to '//evil.example' (a browser leaves the site for it) is refused on save
 * with a message naming the field, and customers never get one. The API description is served only
 * where switched on (server/http/docs.ts): off with `apiDocs: false`, as main.ts sets it in production.
 */
import { beforeAll, expect, it } from 'vitest';
import { CONTENT_LINK_RULE } from '../../src/lib/safe-link';
import type { AdminContentItem, SiteContentResponse } from '../../src/protocol/admin-content';
import { AdminClient, signedInAdmin, type AdminErrorBody } from './support/admin-kit';
import { startTestApp } from './support/app-harness';
import { describeOnDrivers } from './support/describe-on-drivers';
import { suiteApp } from './support/suite-app';

describeOnDrivers('content links', (driver) => {
  const server = suiteApp(driver, () => ({ demoStaff: true }));
  let editor: AdminClient;

  beforeAll(async () => {
    editor = await signedInAdmin(server.app, 'plainco', 'S500');
  });

  it('refuses a protocol-relative footer or slide link on save, naming the field; a path of the site is kept', async () => {
    for (const to of ['//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      const res = await editor.raw('POST', '/content/footer', {
        document: {
          title: 'Links',
          links: [
            { label: 'Home', to: '/company/x/site' },
            { label: 'Away', to },
          ],
        },
      });
      expect(res.statusCode, to).toBe(400);
      const body = res.json<AdminErrorBody>();
      expect(body.result.problem.code).toBe('INVALID_FIELD');
      expect(body.result.dispMsg).toBe(`links[1].to: ${CONTENT_LINK_RULE}`);
    }
    const slide = await editor.raw('POST', '/content/carousel', {
      document: { image: 'https://example.com/s.png', link: '//evil.example' },
    });
    expect(slide.json<AdminErrorBody>().result.dispMsg).toBe(`link: ${CONTENT_LINK_RULE}`);

    const kept = await editor.ok<AdminContentItem>('POST', '/content/footer', {
      document: {
        title: 'Links',
        links: [
          { label: 'Home', to: '/company/x/site' },
          { label: 'Us', to: '#contact' },
        ],
      },
    });
    await editor.ok('POST', `/content/footer/${kept.id}/publish`, { version: kept.version });
    const read = (
      await server.app.inject({ method: 'GET', url: '/cloud/plainco/content' })
    ).json<SiteContentResponse>();
    expect(JSON.stringify(read)).not.toContain('evil');
    expect(JSON.stringify(read)).toContain('/company/x/site');
  });

  it('saving over an item keeps the rule: an edit to //evil.example is refused too', async () => {
    const item = await editor.ok<AdminContentItem>('POST', '/content/project', {
      document: { name: 'P', link: '/company/x/site' },
    });
    const res = await editor.raw('PUT', `/content/project/${item.id}`, {
      version: item.version,
      document: { name: 'P', link: '//evil.example' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<AdminErrorBody>().result.dispMsg).toBe(`link: ${CONTENT_LINK_RULE}`);
  });
});

it('the API description is not served when switched off (a production server without API_DOCS=1)', async () => {
  const off = await startTestApp({ apiDocs: false });
  try {
    for (const url of ['/docs/json', '/docs', '/docs/static/index.html'])
      expect((await off.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  } finally {
    await off.close();
  }
  const on = await startTestApp({});
  try {
    expect((await on.app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(200);
  } finally {
    await on.close();
  }
  // Two apps built one after the other on a machine other suites share.
}, 60_000);
