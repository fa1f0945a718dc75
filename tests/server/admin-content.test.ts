/**
 * The admin content area on the server (docs/admin.md): the roles table on every call (401/403,
 * customers and other tenants' staff get nothing), draft/publish and what customers see, scheduling
 * on the server's clock, the version check, the audit log and restore, sanitised HTML, unique page
 * ids, configuration values by type, image upload sniffing, members, and hostile bodies.
 */
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { ADMIN_ROUTES } from '../../src/lib/admin-routes';
import { IMAGE_UPLOAD_MAX_BYTES } from '../../src/lib/limits';
import type {
  AdminContentItem,
  AdminMeResponse,
  AdminMember,
  AssetUploadResponse,
  MediaLibraryResponse,
  ContentActivityResponse,
  ContentHistoryResponse,
  ContentListResponse,
  ContentTypesResponse,
  MembersListResponse,
  SiteContentResponse,
  StaffActionsResponse,
} from '../../src/protocol/admin-content';
import { AccountClient, freshPhone, testClock } from './support/account-kit';
import { AdminClient, signedInAdmin, staffToken, type Method } from './support/admin-kit';
import type { TestApp } from './support/app-harness';
import { describeOnDrivers } from './support/describe-on-drivers';
import { modeTenantsWith, suiteApp } from './support/suite-app';
import { demoStaffMember } from '../../server/services/staff/demo-staff';

const SLIDE = {
  image: 'https://example.com/slide.png',
  title: { 'en-gb': 'Summer deal', 'zh-hans': '夏季优惠' },
  order: 1,
};
const TENANT_PAGES = [
  { id: 'about', name: 'About us', content: '<h2>About</h2><p>From the tenant file</p>' },
  { id: 'terms', name: 'Terms', content: '<p>Terms</p>' },
];

function multipart(
  filename: string,
  bytes: Buffer,
  type = 'image/png',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----kerbsidetestboundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describeOnDrivers('admin content', (driver) => {
  const clock = testClock();
  const server = suiteApp(driver, () => ({
    tenants: modeTenantsWith('plainco', { pages: TENANT_PAGES }),
    accounts: { now: clock.now, smsSandbox: true },
    parking: { now: clock.now },
    demoStaff: true,
  }));
  let t: TestApp;
  let admin: AdminClient;
  let editor: AdminClient;
  let config: AdminClient;
  let counter: AdminClient;
  let membersOnly: AdminClient;

  beforeAll(async () => {
    t = server.t;
    [admin, editor, config, membersOnly, counter] = await Promise.all(
      ['S100', 'S500', 'S600', 'S700', 'S200'].map((login) => signedInAdmin(t.app, 'plainco', login)),
    );
  });

  const customerRead = async (tenant = 'plainco'): Promise<SiteContentResponse> => {
    const res = await t.app.inject({ method: 'GET', url: `/cloud/${tenant}/content` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json<SiteContentResponse>();
  };
  const create = <T extends AdminContentItem>(client: AdminClient, type: string, document: unknown) =>
    client.ok<T>('POST', `/content/${type}`, { document });

  it('admin/me lists the admin routes each demo member may open (the roles table of src/lib/admin-routes.ts)', async () => {
    const routesOf = async (client: AdminClient) => (await client.ok<AdminMeResponse>('GET', '/me')).routes;
    expect(await routesOf(admin)).toEqual(ADMIN_ROUTES.map((route) => route.id));
    expect(await routesOf(editor)).toEqual(
      expect.arrayContaining([
        'dashboard',
        'carousels',
        'pages',
        'posSolutions',
        'permissionOpen',
        'permissionContent',
      ]),
    );
    expect(await routesOf(editor)).not.toContain('configurations');
    expect(await routesOf(editor)).not.toContain('members');
    expect(await routesOf(config)).toEqual([
      'dashboard',
      'activity',
      'configurations',
      'deleted',
      'permissionOpen',
      'permissionConfig',
    ]);
    expect(await routesOf(counter)).toEqual(['dashboard', 'permissionOpen']);
    expect(await routesOf(membersOnly)).not.toContain('deleted');
    const types = await admin.ok<ContentTypesResponse>('GET', '/content-types');
    expect(types.types.map((entry) => entry.type)).toContain('carousel');
    // The schema is ready for a form: the shared parts are inlined, no $ref to another file.
    expect(JSON.stringify(types.types)).not.toContain('content-common.schema.json');
    // Documented in OpenAPI under the admin tag, with the staff session they need.
    const doc = (await t.app.inject('/docs/json')).json<{
      paths: Record<string, Record<string, { tags?: string[]; security?: unknown }>>;
    }>();
    for (const [path, method] of [
      ['/cloud/{tenant}/admin/content/{type}/{id}/publish', 'post'],
      ['/cloud/{tenant}/admin/assets', 'post'],
      ['/cloud/{tenant}/admin/members/{id}', 'put'],
    ] as const) {
      expect(doc.paths[path]?.[method], path).toMatchObject({ tags: ['admin'], security: [{ bearerAuth: [] }] });
    }
    expect(doc.paths['/cloud/{tenant}/content']?.get).toBeDefined();
  });

  it('refuses every admin call without a token (401), with a customer token (403), and a staff token of another tenant (401)', async () => {
    const calls: Array<[Method, string, unknown]> = [
      ['GET', '/me', undefined],
      ['GET', '/content/carousel', undefined],
      ['POST', '/content/carousel', { document: SLIDE }],
      ['GET', '/members', undefined],
    ];
    const anonymous = new AdminClient(t.app, 'plainco', undefined);
    const phone = freshPhone();
    const customerToken = await new AccountClient(t.app, { tenant: 'plainco', mode: 'plain' }).signUp(phone.typed);
    const customer = new AdminClient(t.app, 'plainco', customerToken);
    const otherTenantsAdmin = new AdminClient(t.app, 'plainco', await staffToken(t.app, 'basco', 'S100', 'base64'));
    for (const [method, path, body] of calls) {
      expect(await anonymous.refused(method, path, body, 401)).toBe('LOGIN_EXPIRED');
      expect(await customer.refused(method, path, body, 403)).toBe('NO_PERMISSION');
      expect(await otherTenantsAdmin.refused(method, path, body, 401)).toBe('LOGIN_EXPIRED');
    }
    // A staff session still locked (PIN not entered) is refused too.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/cloud/plainco/staff/signIn',
      payload: { login: 'S100', password: demoStaffMember('S100').password },
    });
    const locked = new AdminClient(t.app, 'plainco', signIn.json<{ result: { token: string } }>().result.token);
    expect(await locked.refused('GET', '/me', undefined, 403)).toBe('STAFF_PIN_NEEDED');
  });

  it('answers 403 to each call whose role the staff member lacks, and logs the refusal', async () => {
    const item = await create<AdminContentItem>(admin, 'carousel', SLIDE);
    const configItem = await create<AdminContentItem>(admin, 'configuration', {
      name: 'roleCheck',
      valueType: 'string',
      value: 'x',
    });
    const contentCalls: Array<[Method, string, unknown]> = [
      ['GET', '/content/carousel', undefined],
      ['POST', '/content/carousel', { document: SLIDE }],
      ['GET', `/content/carousel/${item.id}`, undefined],
      ['PUT', `/content/carousel/${item.id}`, { version: item.version, document: SLIDE }],
      ['POST', `/content/carousel/${item.id}/publish`, { version: item.version }],
      ['POST', `/content/carousel/${item.id}/unpublish`, { version: item.version }],
      ['GET', `/content/carousel/${item.id}/history`, undefined],
      ['POST', `/content/carousel/${item.id}/restore`, { version: item.version, fromVersion: 1 }],
      ['GET', `/content/carousel/${item.id}/preview`, undefined],
      ['DELETE', `/content/carousel/${item.id}`, { version: item.version }],
    ];
    const configCalls: Array<[Method, string, unknown]> = [
      ['GET', '/content/configuration', undefined],
      [
        'PUT',
        `/content/configuration/${configItem.id}`,
        { version: configItem.version, document: { name: 'roleCheck', valueType: 'string', value: 'y' } },
      ],
    ];
    const memberCalls: Array<[Method, string, unknown]> = [
      ['GET', '/members', undefined],
      [
        'POST',
        '/members',
        { staffCode: 'X1', name: 'X', roles: [], admin: false, password: 'Password-1', pin: '1234' },
      ],
      ['PUT', `/members/${item.id}`, { name: 'Y' }],
      ['GET', '/actions', undefined],
    ];
    for (const [method, path, body] of [...contentCalls, ...configCalls, ...memberCalls])
      expect(await counter.refused(method, path, body, 403), path).toBe('NO_PERMISSION');
    for (const [method, path, body] of [...configCalls, ...memberCalls])
      expect(await editor.refused(method, path, body, 403), path).toBe('NO_PERMISSION');
    for (const [method, path, body] of [...contentCalls, ...memberCalls])
      expect(await config.refused(method, path, body, 403), path).toBe('NO_PERMISSION');
    for (const [method, path, body] of [...contentCalls, ...configCalls])
      expect(await membersOnly.refused(method, path, body, 403), path).toBe('NO_PERMISSION');
    expect(await counter.refused('POST', '/assets', undefined, 403)).toBe('NO_PERMISSION');
    // Nothing changed: the item is still at version 1.
    expect((await admin.ok<{ item: AdminContentItem }>('GET', `/content/carousel/${item.id}`)).item.version).toBe(1);
    const log = await admin.ok<StaffActionsResponse>('GET', '/actions');
    expect(
      log.actions.some(
        (a) => a.action === 'refused_no_role' && a.staffCode === 'S200' && a.subject === 'admin:content-save',
      ),
    ).toBe(true);
    expect(await admin.refused('GET', '/content/notAType', undefined, 404)).toBe('NOT_FOUND');
  });

  it('publishes a slide: customers of that tenant see it at once, other tenants never do; unpublish removes it', async () => {
    const item = await create<AdminContentItem>(editor, 'carousel', { ...SLIDE, title: 'Publish me' });
    expect(item).toMatchObject({
      version: 1,
      state: 'draft',
      published: null,
      hasUnpublishedChanges: true,
      updatedBy: { staffCode: 'S500' },
    });
    expect((await customerRead()).items.carousel.map((c) => c.id)).not.toContain(item.id);
    const published = await editor.ok<AdminContentItem>('POST', `/content/carousel/${item.id}/publish`, { version: 1 });
    expect(published).toMatchObject({ version: 2, state: 'live', hasUnpublishedChanges: false });
    const seen = (await customerRead()).items.carousel.find((c) => c.id === item.id);
    expect(seen).toMatchObject({ source: 'admin', document: { title: 'Publish me' } });
    expect((await customerRead('basco')).items.carousel).toEqual([]);
    // Another tenant's admin, on their own tenant's URLs, finds no such item: it answers like a missing one.
    const bascoAdmin = new AdminClient(t.app, 'basco', await staffToken(t.app, 'basco', 'S100', 'base64'));
    expect(await bascoAdmin.refused('GET', `/content/carousel/${item.id}`, undefined, 404)).toBe('CONTENT_NOT_FOUND');
    expect(await bascoAdmin.refused('POST', `/content/carousel/${item.id}/unpublish`, { version: 2 }, 404)).toBe(
      'CONTENT_NOT_FOUND',
    );
    expect((await bascoAdmin.ok<ContentListResponse>('GET', '/content/carousel')).items).toEqual([]);
    // A later save changes the draft only: customers keep the published version until the next publish.
    const saved = await editor.ok<AdminContentItem>('PUT', `/content/carousel/${item.id}`, {
      version: 2,
      document: { ...SLIDE, title: 'Changed draft' },
    });
    expect(saved).toMatchObject({ version: 3, state: 'live', hasUnpublishedChanges: true });
    expect((await customerRead()).items.carousel.find((c) => c.id === item.id)?.document).toMatchObject({
      title: 'Publish me',
    });
    const preview = await editor.ok<SiteContentResponse>('GET', `/content/carousel/${item.id}/preview`);
    expect(preview.items.carousel.find((c) => c.id === item.id)?.document).toMatchObject({ title: 'Changed draft' });
    await editor.ok('POST', `/content/carousel/${item.id}/unpublish`, { version: 3 });
    expect((await customerRead()).items.carousel.map((c) => c.id)).not.toContain(item.id);
  });

  it('a scheduled publish appears at its time and leaves at its end, by the server clock', async () => {
    const item = await create<AdminContentItem>(editor, 'carousel', { ...SLIDE, title: 'Scheduled' });
    const start = new Date(clock.now().getTime() + 3600_000);
    const end = new Date(clock.now().getTime() + 7200_000);
    const published = await editor.ok<AdminContentItem>('POST', `/content/carousel/${item.id}/publish`, {
      version: 1,
      publishAt: start.toISOString(),
      unpublishAt: end.toISOString(),
    });
    expect(published).toMatchObject({
      state: 'scheduled',
      publishAt: start.toISOString(),
      unpublishAt: end.toISOString(),
    });
    const shown = async () => (await customerRead()).items.carousel.some((c) => c.id === item.id);
    expect(await shown()).toBe(false);
    clock.advanceSeconds(3600);
    expect(await shown()).toBe(true);
    expect((await editor.ok<{ item: AdminContentItem }>('GET', `/content/carousel/${item.id}`)).item.state).toBe(
      'live',
    );
    clock.advanceSeconds(3600);
    expect(await shown()).toBe(false);
    expect((await editor.ok<{ item: AdminContentItem }>('GET', `/content/carousel/${item.id}`)).item.state).toBe(
      'ended',
    );
    // A window that ends before it starts, or an end already past, is refused.
    const other = await create<AdminContentItem>(editor, 'carousel', SLIDE);
    expect(
      await editor.refused(
        'POST',
        `/content/carousel/${other.id}/publish`,
        { version: 1, publishAt: end.toISOString(), unpublishAt: start.toISOString() },
        400,
      ),
    ).toBe('CONTENT_WINDOW_INVALID');
    expect(
      await editor.refused(
        'POST',
        `/content/carousel/${other.id}/publish`,
        { version: 1, unpublishAt: start.toISOString() },
        400,
      ),
    ).toBe('CONTENT_UNPUBLISH_PAST');
    // A slide's own show-from/show-until window applies too.
    const future = new Date(clock.now().getTime() + 60_000).toISOString();
    const later = await create<AdminContentItem>(editor, 'carousel', { ...SLIDE, showFrom: future });
    await editor.ok('POST', `/content/carousel/${later.id}/publish`, { version: 1 });
    expect((await customerRead()).items.carousel.some((c) => c.id === later.id)).toBe(false);
    clock.advanceSeconds(60);
    expect((await customerRead()).items.carousel.some((c) => c.id === later.id)).toBe(true);
    expect(
      await editor.refused(
        'POST',
        '/content/carousel',
        { document: { ...SLIDE, showFrom: future, showUntil: future } },
        400,
      ),
    ).toBe('CONTENT_WINDOW_INVALID');
  });

  it("refuses a stale version with 409 'Someone else changed this item'", async () => {
    const item = await create<AdminContentItem>(editor, 'partner', { name: 'Acme' });
    await admin.ok('PUT', `/content/partner/${item.id}`, { version: 1, document: { name: 'Acme Ltd' } });
    const res = await editor.raw('PUT', `/content/partner/${item.id}`, { version: 1, document: { name: 'Acme Inc' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      result: {
        rtn: -1,
        dispMsg: 'Someone else changed this item; reload to see their version',
        problem: { code: 'CONTENT_VERSION_CONFLICT', params: {} },
      },
    });
    expect(await editor.refused('POST', `/content/partner/${item.id}/publish`, { version: 1 }, 409)).toBe(
      'CONTENT_VERSION_CONFLICT',
    );
    expect(await editor.refused('DELETE', `/content/partner/${item.id}`, { version: 1 }, 409)).toBe(
      'CONTENT_VERSION_CONFLICT',
    );
    expect((await editor.ok<{ item: AdminContentItem }>('GET', `/content/partner/${item.id}`)).item.draft).toEqual({
      name: 'Acme Ltd',
    });
  });

  it('keeps an audit log with the previous version and restores an earlier draft', async () => {
    const item = await create<AdminContentItem>(editor, 'project', { name: 'Version one', order: 3 });
    await editor.ok('PUT', `/content/project/${item.id}`, { version: 1, document: { name: 'Version two', order: 3 } });
    await editor.ok('POST', `/content/project/${item.id}/publish`, { version: 2 });
    const history = await editor.ok<ContentHistoryResponse>('GET', `/content/project/${item.id}/history`);
    expect(history.entries.map((e) => [e.version, e.action, e.by?.staffCode])).toEqual([
      [3, 'publish', 'S500'],
      [2, 'save', 'S500'],
      [1, 'create', 'S500'],
    ]);
    expect(history.entries[1]).toMatchObject({
      previous: { draft: { name: 'Version one' } },
      snapshot: { draft: { name: 'Version two' } },
      changes: [{ field: 'name', before: 'Version one', after: 'Version two' }],
    });
    const restored = await editor.ok<AdminContentItem>('POST', `/content/project/${item.id}/restore`, {
      version: 3,
      fromVersion: 1,
    });
    expect(restored).toMatchObject({
      version: 4,
      draft: { name: 'Version one', order: 3 },
      published: { name: 'Version two' },
      hasUnpublishedChanges: true,
    });
    expect(
      await editor.refused('POST', `/content/project/${item.id}/restore`, { version: 4, fromVersion: 99 }, 404),
    ).toBe('CONTENT_VERSION_NOT_FOUND');
    await editor.ok('POST', `/content/project/${item.id}/publish`, { version: 4 });
    expect((await customerRead()).items.project.find((p) => p.id === item.id)?.document).toEqual({
      name: 'Version one',
      order: 3,
    });
    // Deleted: gone for customers and the admin list, answered like a missing item, kept in the audit table.
    await editor.ok('DELETE', `/content/project/${item.id}`, { version: 5 });
    expect((await customerRead()).items.project.some((p) => p.id === item.id)).toBe(false);
    // The dashboard's activity: the editor sees these changes; a config-only member sees no project's.
    const activity = await editor.ok<ContentActivityResponse>('GET', '/activity');
    expect(activity.entries[0]).toMatchObject({
      type: 'project',
      id: item.id,
      version: 6,
      action: 'delete',
      by: { staffCode: 'S500' },
    });
    expect(
      (await config.ok<ContentActivityResponse>('GET', '/activity')).entries.every((e) => e.type === 'configuration'),
    ).toBe(true);
    expect(await editor.refused('GET', `/content/project/${item.id}`, undefined, 404)).toBe('CONTENT_NOT_FOUND');
    const audit = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM content_audit WHERE item_id = $1', [
      item.id,
    ]);
    expect(audit[0]?.n).toBe(6);
    // The bin: the deleted item is listed, its history readable, and restore brings it back as a draft.
    const list = await editor.ok<ContentListResponse>('GET', '/content/project');
    expect(list.items.some((p) => p.id === item.id)).toBe(false);
    expect(list.deleted.find((p) => p.id === item.id)).toMatchObject({ deleted: true, version: 6 });
    expect(
      (await editor.ok<ContentHistoryResponse>('GET', `/content/project/${item.id}/history`)).entries[0],
    ).toMatchObject({ version: 6, action: 'delete' });
    const back = await editor.ok<AdminContentItem>('POST', `/content/project/${item.id}/restore`, {
      version: 6,
      fromVersion: 2,
    });
    expect(back).toMatchObject({
      version: 7,
      deleted: false,
      state: 'draft',
      published: null,
      draft: { name: 'Version two' },
    });
    expect((await customerRead()).items.project.some((p) => p.id === item.id)).toBe(false);
  });

  it('sanitises page HTML on save, refuses a duplicate page id, and lays published pages over the tenant file', async () => {
    const before = await customerRead();
    expect(before.items.page.map((p) => [p.id, p.source])).toEqual([
      ['tenant-file:about', 'tenant-file'],
      ['tenant-file:terms', 'tenant-file'],
    ]);
    const list = await editor.ok<ContentListResponse>('GET', '/content/page');
    expect(list.starting.map((s) => s.key)).toEqual(['tenant-file:about', 'tenant-file:terms']);
    const html =
      '<h2 onclick="steal()">Hello</h2><script>alert(1)</script><p>Safe <a href="javascript:alert(2)">link</a> <img src="x" onerror="alert(3)"></p><iframe src="https://evil.example"></iframe>';
    const page = await create<AdminContentItem<'page'>>(editor, 'page', {
      pageId: 'about',
      title: 'About (new)',
      html,
    });
    const stored = page.draft.html as string;
    expect(stored).toContain('<h2>Hello</h2>');
    expect(stored).toContain('Safe');
    for (const bad of ['<script', 'alert(1)', 'onclick', 'javascript:', 'onerror', '<iframe'])
      expect(stored).not.toContain(bad);
    expect(
      await editor.refused(
        'POST',
        '/content/page',
        { document: { pageId: 'about', title: 'Again', html: '<p>x</p>' } },
        409,
      ),
    ).toBe('PAGE_ID_DUPLICATE');
    const other = await create<AdminContentItem<'page'>>(editor, 'page', {
      pageId: 'faq',
      title: 'FAQ',
      html: { 'en-gb': '<p>Q</p><script>x()</script>', 'zh-hans': '<p>问</p>' },
    });
    expect(other.draft.html).toEqual({ 'en-gb': '<p>Q</p>', 'zh-hans': '<p>问</p>' });
    expect(
      await editor.refused(
        'PUT',
        `/content/page/${other.id}`,
        { version: 1, document: { pageId: 'about', title: 'FAQ', html: '' } },
        409,
      ),
    ).toBe('PAGE_ID_DUPLICATE');
    // Overridden starting pages are no longer offered; once published the admin page replaces the tenant file's.
    expect((await editor.ok<ContentListResponse>('GET', '/content/page')).starting.map((s) => s.key)).toEqual([
      'tenant-file:terms',
    ]);
    expect((await customerRead()).items.page.find((p) => p.id === 'tenant-file:about')).toBeDefined();
    await editor.ok('POST', `/content/page/${page.id}/publish`, { version: 1 });
    const after = await customerRead();
    expect(after.items.page.some((p) => p.id === 'tenant-file:about')).toBe(false);
    expect(after.items.page.find((p) => p.id === page.id)?.document).toMatchObject({
      pageId: 'about',
      title: 'About (new)',
    });
  });

  it("checks a configuration's value by its type: a number refuses text", async () => {
    expect(
      await config.refused(
        'POST',
        '/content/configuration',
        { document: { name: 'maxStay', valueType: 'number', value: 'twelve' } },
        400,
      ),
    ).toBe('CONFIG_VALUE_NOT_NUMBER');
    expect(
      await config.refused(
        'POST',
        '/content/configuration',
        { document: { name: 'maxStay', valueType: 'number', value: '12' } },
        400,
      ),
    ).toBe('CONFIG_VALUE_NOT_NUMBER');
    expect(
      await config.refused(
        'POST',
        '/content/configuration',
        { document: { name: 'open', valueType: 'boolean', value: 'yes' } },
        400,
      ),
    ).toBe('CONFIG_VALUE_NOT_BOOLEAN');
    expect(
      await config.refused(
        'POST',
        '/content/configuration',
        { document: { name: 'logo', valueType: 'image', value: 'javascript:alert(1)' } },
        400,
      ),
    ).toBe('CONFIG_VALUE_NOT_IMAGE');
    const item = await create<AdminContentItem>(config, 'configuration', {
      name: 'maxStay',
      valueType: 'number',
      value: 12,
    });
    expect(item.draft).toEqual({ name: 'maxStay', valueType: 'number', value: 12 });
    expect(
      await config.refused(
        'PUT',
        `/content/configuration/${item.id}`,
        { version: 1, document: { name: 'maxStay', valueType: 'number', value: 'abc' } },
        400,
      ),
    ).toBe('CONFIG_VALUE_NOT_NUMBER');
    expect(
      await config.refused(
        'POST',
        '/content/configuration',
        { document: { name: 'maxStay', valueType: 'string', value: 'x' } },
        409,
      ),
    ).toBe('CONFIG_NAME_DUPLICATE');
    // Schema breaches name the field.
    const res = await config.raw('POST', '/content/configuration', {
      document: { name: 'x', valueType: 'colour', value: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ result: { dispMsg: string; problem: { code: string } } }>().result).toMatchObject({
      problem: { code: 'INVALID_FIELD' },
      dispMsg: expect.stringContaining('valueType'),
    });
  });

  it('uploads an image sniffed from its bytes, serves it from the tenant asset path, and refuses what is not an image', async () => {
    const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const up = await t.app.inject({
      method: 'POST',
      url: '/cloud/plainco/admin/assets',
      ...withAuth(multipart('photo.jpg', png, 'image/jpeg'), editor.token!),
    });
    expect(up.statusCode, up.body).toBe(201);
    const asset = up.json<AssetUploadResponse>();
    expect(asset).toMatchObject({ contentType: 'image/png', width: 4, height: 3, bytes: png.byteLength });
    expect(asset.url).toMatch(/^\/tenant-assets\/plainco\/uploads\/[0-9a-f]{64}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: asset.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.rawPayload, png)).toBe(0);
    // Another tenant's asset path does not serve it.
    expect((await t.app.inject({ method: 'GET', url: asset.url.replace('/plainco/', '/basco/') })).statusCode).toBe(
      404,
    );
    // The uploaded URL is a valid image for a slide.
    await create(editor, 'carousel', { ...SLIDE, image: asset.url });
    // The media library lists it, newest first, with who uploaded it; not to a role without images,
    // and never to another tenant's staff.
    const library = await editor.ok<MediaLibraryResponse>('GET', '/assets');
    expect(library.images[0]).toMatchObject({ url: asset.url, contentType: 'image/png', width: 4, height: 3 });
    expect(library.images[0]?.uploadedBy).toEqual(expect.any(String));
    expect(Date.parse(library.images[0]?.uploadedAt ?? '')).not.toBeNaN();
    expect((await counter.raw('GET', '/assets')).statusCode).toBe(403);
    const otherTenant = new AdminClient(t.app, 'basco', await staffToken(t.app, 'basco', 'S100', 'base64'));
    const theirs = await otherTenant.ok<MediaLibraryResponse>('GET', '/assets');
    expect(theirs.images.map((image) => image.url)).not.toContain(asset.url);
    const refusedCode = async (name: string, bytes: Buffer, status = 400) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/cloud/plainco/admin/assets',
        ...withAuth(multipart(name, bytes), config.token!),
      });
      expect(res.statusCode, res.body).toBe(status);
      return res.json<{ result: { problem: { code: string; params: Record<string, number> } } }>().result.problem;
    };
    expect(await refusedCode('evil.png', Buffer.from('<html><script>alert(1)</script></html>'))).toMatchObject({
      code: 'IMAGE_TYPE_REFUSED',
    });
    expect(
      await refusedCode(
        'logo.png',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script>alert(1)</script></svg>'),
      ),
    ).toMatchObject({ code: 'IMAGE_TYPE_REFUSED' });
    expect(await refusedCode('empty.png', Buffer.alloc(0))).toMatchObject({ code: 'IMAGE_MISSING' });
    expect(await refusedCode('huge.png', Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES + 1, 1), 413)).toEqual({
      code: 'IMAGE_TOO_LARGE',
      params: { megabytes: 5 },
    });
  });

  it('refuses hostile bodies with 400 or 413, never 500', async () => {
    const status = async (body: unknown) => (await editor.raw('POST', '/content/partner', body)).statusCode;
    expect(await status({ document: { name: 'a\u0000b' } })).toBe(400);
    let deep: unknown = { name: 'x' };
    for (let i = 0; i < 200; i += 1) deep = { nested: deep };
    expect(await status({ document: deep })).toBe(400);
    expect(await status({ document: { name: 'x'.repeat(5000) } })).toBe(400);
    expect(await status({ document: { name: 'x', extra: 1 } })).toBe(400);
    expect(await status({ document: 'not an object' })).toBe(400);
    const huge = await editor.raw('POST', '/content/page', {
      document: { pageId: 'huge', title: 'x', html: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
    expect(await status({ document: { name: 'x' }, version: 'one' })).toBe(400);
  });

  it('lists, creates and edits staff members and their roles; nobody locks themselves out', async () => {
    const list = await membersOnly.ok<MembersListResponse>('GET', '/members');
    expect(list.members.map((m) => m.staffCode)).toEqual(expect.arrayContaining(['S100', 'S500', 'S600', 'S700']));
    expect(list.roles).toEqual(expect.arrayContaining(['content', 'config', 'members', 'admin', 'counter']));
    expect(JSON.stringify(list)).not.toContain('scrypt');
    // Only roles they hold themselves (docs/admin.md#granting; the refusals: admin-member-grants.test.ts).
    expect(
      await membersOnly.refused(
        'POST',
        '/members',
        { staffCode: 'S900', name: 'Sam', roles: ['content'], admin: false, password: 'Editor-pass1', pin: '1357' },
        403,
      ),
    ).toBe('STAFF_ROLE_NOT_HELD');
    const created = await membersOnly.ok<AdminMember>('POST', '/members', {
      staffCode: 'S900',
      name: 'Sam',
      roles: [],
      admin: false,
      password: 'Editor-pass1',
      pin: '1357',
    });
    expect(created).toMatchObject({ staffCode: 'S900', roles: [], admin: false, disabled: false });
    expect(
      await membersOnly.refused(
        'POST',
        '/members',
        { staffCode: 's900', name: 'Dup', roles: [], admin: false, password: 'Editor-pass1', pin: '1357' },
        409,
      ),
    ).toBe('STAFF_ID_TAKEN');
    expect(
      await membersOnly.refused(
        'POST',
        '/members',
        { staffCode: 'S901', name: 'Bad', roles: ['wizard'], admin: false, password: 'Editor-pass1', pin: '1357' },
        400,
      ),
    ).toBe('INVALID_FIELD');
    const changed = await membersOnly.ok<AdminMember>('PUT', `/members/${created.id}`, { roles: ['members'] });
    expect(changed.roles).toEqual(['members']);
    const me = (await membersOnly.ok<AdminMeResponse>('GET', '/me')).staff;
    expect(await membersOnly.refused('PUT', `/members/${me.staffId}`, { roles: [] }, 400)).toBe('STAFF_SELF_LOCKOUT');
    expect(await membersOnly.refused('PUT', `/members/${me.staffId}`, { disabled: true }, 400)).toBe(
      'STAFF_SELF_LOCKOUT',
    );
    // Disabled: their session ends at once.
    const theirs = new AdminClient(
      t.app,
      'plainco',
      await (async () => {
        const signIn = await t.app.inject({
          method: 'POST',
          url: '/cloud/plainco/staff/signIn',
          payload: { login: 'S900', password: 'Editor-pass1' },
        });
        const token = signIn.json<{ result: { token: string } }>().result.token;
        await t.app.inject({
          method: 'POST',
          url: '/cloud/plainco/staff/unlock',
          payload: { pin: '1357' },
          headers: { authorization: `Bearer ${token}` },
        });
        return token;
      })(),
    );
    expect((await theirs.ok<AdminMeResponse>('GET', '/me')).routes).toContain('members');
    await membersOnly.ok('PUT', `/members/${created.id}`, { disabled: true });
    expect(await theirs.refused('GET', '/me', undefined, 401)).toBe('LOGIN_EXPIRED');
    const log = await membersOnly.ok<StaffActionsResponse>('GET', '/actions');
    expect(log.actions.filter((a) => a.staffCode === 'S700').map((a) => a.action)).toEqual(
      expect.arrayContaining(['member_create', 'member_update']),
    );
  });
});

function withAuth(body: { payload: Buffer; headers: Record<string, string> }, token: string) {
  return { payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${token}` } };
}
