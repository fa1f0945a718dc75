/**
 * Editing helps of the admin API: a refused document names its fields (docs/admin.md#field-errors),
 * every admin error answer about a document carrying `result.fields`, each a JSON pointer into the
 * document with the reason, so the forms show each problem at its field; ordered lists are arranged
 * in one call (docs/admin.md#ordering).
 */
import { beforeAll, expect, it } from 'vitest';
import type {
  AdminContentItem,
  ContentFieldProblem,
  ContentGetResponse,
  SiteContentResponse,
} from '../../src/protocol/admin-content';
import { testClock } from './support/account-kit';
import { signedInAdmin, type AdminClient } from './support/admin-kit';
import { describeOnDrivers } from './support/describe-on-drivers';
import { modeTenantsWith, suiteApp } from './support/suite-app';

interface FieldsBody {
  result: { problem: { code: string }; fields?: ContentFieldProblem[] };
}

describeOnDrivers('admin editing', (driver) => {
  const clock = testClock();
  const server = suiteApp(driver, () => ({
    tenants: modeTenantsWith('plainco', { pages: [] }),
    accounts: { now: clock.now, smsSandbox: true },
    parking: { now: clock.now },
    demoStaff: true,
  }));
  let admin: AdminClient;
  beforeAll(async () => {
    admin = await signedInAdmin(server.t.app, 'plainco', 'S100');
  });
  const refusal = async (path: string, document: unknown, status: number) => {
    const res = await admin.raw('POST', path, { document });
    expect(res.statusCode, res.body).toBe(status);
    return res.json<FieldsBody>().result;
  };

  it("a page without a body: 'html: is required' at /html", async () => {
    const result = await refusal('/content/page', { pageId: 'nobody', title: 'No body' }, 400);
    expect(result.problem.code).toBe('INVALID_FIELD');
    expect(result.fields).toEqual([{ pointer: '/html', reason: 'required', message: 'html: is required' }]);
  });

  it('a bad link of a list item and an empty title: each at its own pointer', async () => {
    const result = await refusal(
      '/content/footer',
      {
        title: { 'en-gb': '', 'zh-hans': '页脚' },
        links: [
          { label: 'ok', to: '/a' },
          { label: 'x', to: '//evil' },
        ],
      },
      400,
    );
    const byPointer = Object.fromEntries((result.fields ?? []).map((f) => [f.pointer, f.reason]));
    expect(byPointer['/links/1/to']).toBe('link');
    expect(byPointer['/title/en-gb']).toBe('empty');
    // The vague 'anyOf' of a text that is neither a string nor a map is not reported beside them.
    expect(byPointer['/title']).toBeUndefined();
  });

  it('a duplicate page id is at /pageId, a configuration value of the wrong type at /value', async () => {
    await admin.ok('POST', '/content/page', { document: { pageId: 'twice', title: 'One', html: '<p>1</p>' } });
    const duplicate = await refusal('/content/page', { pageId: 'twice', title: 'Two', html: '<p>2</p>' }, 409);
    expect(duplicate.problem.code).toBe('PAGE_ID_DUPLICATE');
    expect(duplicate.fields).toEqual([
      { pointer: '/pageId', reason: 'PAGE_ID_DUPLICATE', message: 'Duplicate page id' },
    ]);
    const value = await refusal(
      '/content/configuration',
      { name: 'freeMinutes', valueType: 'number', value: '12' },
      400,
    );
    expect(value.fields?.map((f) => [f.pointer, f.reason])).toEqual([['/value', 'CONFIG_VALUE_NOT_NUMBER']]);
  });

  it('arranges an ordered list in one call: draft and live order, version-checked, all or nothing', async () => {
    const slide = (title: string, order: number) =>
      admin.ok<AdminContentItem<'carousel'>>('POST', '/content/carousel', {
        document: { image: 'https://example.com/a.png', title, order },
      });
    const [a, b, c] = await Promise.all([slide('A', 1), slide('B', 2), slide('C', 3)]);
    const published = await admin.ok<AdminContentItem<'carousel'>>('POST', `/content/carousel/${a!.id}/publish`, {
      version: 1,
    });
    // A stale version of one item: 409 and nothing moves.
    expect(
      await admin.refused(
        'POST',
        '/content/carousel/order',
        {
          items: [
            { id: c!.id, version: 1 },
            { id: a!.id, version: 1 },
          ],
        },
        409,
      ),
    ).toBe('CONTENT_VERSION_CONFLICT');
    const unchanged = await admin.ok<ContentGetResponse<'carousel'>>('GET', `/content/carousel/${c!.id}`);
    expect(unchanged.item.version).toBe(1);

    const res = await admin.raw('POST', '/content/carousel/order', {
      items: [
        { id: c!.id, version: 1 },
        { id: a!.id, version: published.version },
        { id: b!.id, version: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(204);
    const list = await admin.ok<{ items: AdminContentItem<'carousel'>[] }>('GET', '/content/carousel');
    const byId = new Map(list.items.map((item) => [item.id, item]));
    expect([c, a, b].map((item) => byId.get(item!.id)?.draft.order)).toEqual([10, 20, 30]);
    // The live slide moved for customers too, without a new publish.
    expect(byId.get(a!.id)?.published?.order).toBe(20);
    expect(byId.get(a!.id)?.hasUnpublishedChanges).toBe(false);
    const site = (
      await server.t.app.inject({ method: 'GET', url: '/cloud/plainco/content' })
    ).json<SiteContentResponse>();
    expect(site.items.carousel.find((entry) => entry.id === a!.id)?.document.order).toBe(20);
    // Pages have no order: 400.
    expect(await admin.refused('POST', '/content/page/order', { items: [{ id: a!.id, version: 1 }] }, 400)).toBe(
      'INVALID_FIELD',
    );
  });
});
