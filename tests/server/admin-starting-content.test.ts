/**
 * The tenant file's starting content and admins' overrides of it (docs/admin.md#starting-content):
 * every content type starts from the tenant file's `siteContent`; an admin edits a starting item by
 * creating its override (a derived id, one per starting item); the starting item shows until the
 * override goes live, comes back when it is unpublished, and is hidden when the override is deleted.
 */
import { beforeAll, expect, it } from 'vitest';
import type {
  AdminContentItem,
  ContentListResponse,
  SiteContentResponse,
  StartingContentItem,
} from '../../src/protocol/admin-content';
import type { SiteContent } from '../../src/generated/tenant';
import { testClock } from './support/account-kit';
import { signedInAdmin, type AdminClient } from './support/admin-kit';
import type { TestApp } from './support/app-harness';
import { describeOnDrivers } from './support/describe-on-drivers';
import { modeTenantsWith, suiteApp } from './support/suite-app';

const SITE_CONTENT: SiteContent = {
  carousel: [
    {
      id: 'welcome',
      document: {
        image: 'https://example.com/welcome.png',
        title: { 'en-gb': 'Welcome', 'zh-hans': '欢迎' },
        order: 2,
      },
    },
    { id: 'night', document: { image: 'https://example.com/night.png', title: 'Night parking', order: 1 } },
  ],
  footer: [{ id: 'help', document: { title: 'Help', text: 'Call us any time' } }],
  configuration: [{ id: 'max-stay', document: { name: 'maxStay', valueType: 'number', value: 12 } }],
};

describeOnDrivers('admin starting content', (driver) => {
  const clock = testClock();
  const server = suiteApp(driver, () => ({
    tenants: modeTenantsWith('plainco', { siteContent: SITE_CONTENT }),
    accounts: { now: clock.now, smsSandbox: true },
    parking: { now: clock.now },
    demoStaff: true,
  }));
  let t: TestApp;
  let editor: AdminClient;
  let config: AdminClient;

  beforeAll(async () => {
    t = server.t;
    [editor, config] = await Promise.all(['S500', 'S600'].map((login) => signedInAdmin(t.app, 'plainco', login)));
  });

  const customerRead = async (tenant = 'plainco'): Promise<SiteContentResponse> => {
    const res = await t.app.inject({ method: 'GET', url: `/cloud/${tenant}/content` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SiteContentResponse>();
  };
  const slides = async () => (await customerRead()).items.carousel.map((item) => [item.id, item.source]);
  const startingOf = async (client: AdminClient, type: string) =>
    (await client.ok<ContentListResponse>('GET', `/content/${type}`)).starting;

  it('customers see every type of the tenant file from the start, sorted by order; other tenants see none of it', async () => {
    const read = await customerRead();
    expect(read.items.carousel.map((item) => [item.id, item.source])).toEqual([
      ['tenant-file:night', 'tenant-file'],
      ['tenant-file:welcome', 'tenant-file'],
    ]);
    expect(read.items.footer[0]).toMatchObject({
      id: 'tenant-file:help',
      source: 'tenant-file',
      document: { title: 'Help' },
    });
    expect(read.items.configuration[0]?.document).toEqual({ name: 'maxStay', valueType: 'number', value: 12 });
    const other = await customerRead('basco');
    expect(other.items.carousel).toEqual([]);
  });

  it('an edit of a starting item creates its override; the starting item shows until the override is live, and the list offers it no more', async () => {
    const [night] = (await startingOf(editor, 'carousel')).filter(
      (s) => s.key === 'tenant-file:night',
    ) as StartingContentItem<'carousel'>[];
    expect(night?.overrideId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const item = await editor.ok<AdminContentItem<'carousel'>>('POST', '/content/carousel', {
      document: { ...night!.document, title: 'Night parking, half price' },
      startingKey: night!.key,
    });
    expect(item).toMatchObject({ id: night!.overrideId, version: 1, state: 'draft' });
    // A second editor who opened the same starting item is told to reload; an unknown key is missing.
    expect(
      await editor.refused('POST', '/content/carousel', { document: night!.document, startingKey: night!.key }, 409),
    ).toBe('CONTENT_VERSION_CONFLICT');
    expect(
      await editor.refused(
        'POST',
        '/content/carousel',
        { document: night!.document, startingKey: 'tenant-file:nope' },
        404,
      ),
    ).toBe('CONTENT_NOT_FOUND');
    const list = await editor.ok<ContentListResponse>('GET', '/content/carousel');
    expect(list.starting.map((s) => s.key)).toEqual(['tenant-file:welcome']);
    expect(list.items.find((i) => i.id === item.id)?.startingKey).toBe('tenant-file:night');
    // A draft does not change what customers see.
    expect(await slides()).toEqual([
      ['tenant-file:night', 'tenant-file'],
      ['tenant-file:welcome', 'tenant-file'],
    ]);
    // Scheduled for later: the starting slide stays until the override's time comes.
    const start = new Date(clock.now().getTime() + 3600_000);
    await editor.ok('POST', `/content/carousel/${item.id}/publish`, { version: 1, publishAt: start.toISOString() });
    expect((await slides())[0]).toEqual(['tenant-file:night', 'tenant-file']);
    clock.advanceSeconds(3600);
    expect(await slides()).toEqual([
      [item.id, 'admin'],
      ['tenant-file:welcome', 'tenant-file'],
    ]);
    expect((await customerRead()).items.carousel[0]?.document).toMatchObject({ title: 'Night parking, half price' });
    // Unpublished: back to the tenant file's slide.
    await editor.ok('POST', `/content/carousel/${item.id}/unpublish`, { version: 2 });
    expect((await slides())[0]).toEqual(['tenant-file:night', 'tenant-file']);
  });

  it('of two editors editing the same starting item at once, exactly one makes the override', async () => {
    const [welcome] = (await startingOf(editor, 'carousel')).filter((s) => s.key === 'tenant-file:welcome');
    const body = { document: welcome!.document, startingKey: welcome!.key };
    const answers = await Promise.all([
      editor.raw('POST', '/content/carousel', body),
      editor.raw('POST', '/content/carousel', body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const lost = answers.find((a) => a.statusCode === 409)!;
    expect(lost.json<{ result: { problem: { code: string } } }>().result.problem.code).toBe('CONTENT_VERSION_CONFLICT');
    const made = answers.find((a) => a.statusCode === 201)!.json<AdminContentItem>();
    expect(made.id).toBe(welcome!.overrideId);
    // Back to the start for the next test: the override is deleted and restored as a draft.
    await editor.ok('DELETE', `/content/carousel/${made.id}`, { version: 1 });
    await editor.ok('POST', `/content/carousel/${made.id}/restore`, { version: 2, fromVersion: 1 });
  });

  it('deleting the override hides the starting item too; restoring it brings the starting item back', async () => {
    const [help] = await startingOf(editor, 'footer');
    const item = await editor.ok<AdminContentItem>('POST', '/content/footer', {
      document: help!.document,
      startingKey: help!.key,
    });
    await editor.ok('DELETE', `/content/footer/${item.id}`, { version: 1 });
    expect((await customerRead()).items.footer).toEqual([]);
    // Not offered again (its override is in the bin, marked with the key).
    const list = await editor.ok<ContentListResponse>('GET', '/content/footer');
    expect(list.starting).toEqual([]);
    expect(list.deleted.find((i) => i.id === item.id)?.startingKey).toBe('tenant-file:help');
    await editor.ok('POST', `/content/footer/${item.id}/restore`, { version: 2, fromVersion: 1 });
    expect((await customerRead()).items.footer.map((f) => f.id)).toEqual(['tenant-file:help']);
  });

  it('a published configuration of the same name replaces the starting one; the preview of an override hides the starting item', async () => {
    const plain = await config.ok<AdminContentItem>('POST', '/content/configuration', {
      document: { name: 'maxStay', valueType: 'number', value: 24 },
    });
    // The starting configuration is not offered while an admin item holds its name.
    expect(await startingOf(config, 'configuration')).toEqual([]);
    expect((await customerRead()).items.configuration.map((c) => c.source)).toEqual(['tenant-file']);
    await config.ok('POST', `/content/configuration/${plain.id}/publish`, { version: 1 });
    expect(
      (await customerRead()).items.configuration.map((c) => [c.source, (c.document as { value: unknown }).value]),
    ).toEqual([['admin', 24]]);

    const list = await editor.ok<ContentListResponse>('GET', '/content/carousel');
    const existing = list.items.find((i) => i.startingKey === 'tenant-file:welcome')!;
    const draft = await editor.ok<AdminContentItem>('PUT', `/content/carousel/${existing.id}`, {
      version: existing.version,
      document: { ...(existing.draft as object), title: 'Welcome back' },
    });
    const preview = await editor.ok<SiteContentResponse>('GET', `/content/carousel/${draft.id}/preview`);
    expect(preview.items.carousel.map((i) => i.id)).not.toContain('tenant-file:welcome');
    expect(preview.items.carousel.find((i) => i.id === draft.id)?.document).toMatchObject({ title: 'Welcome back' });
    expect((await slides()).map(([id]) => id)).toContain('tenant-file:welcome');
  });
});
