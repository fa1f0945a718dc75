/**
 * Tenant text in the customer's language (docs/rules.md#tenant-text): the server sends notices and
 * offer names in the language a request names, by the resolver the browser uses, falling back to
 * the tenant's default language, then en-gb, then any.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LotInfoListResponse } from '../../src/generated/api/lot-info-list.response';
import type { SpotConfigResponse } from '../../src/generated/api/spot-config.response';
import type { TicketLoadTicketPoolResponse } from '../../src/generated/api/ticket-load-ticket-pool.response';
import type { Tenant } from '../../src/generated/tenant';
import { startTestApp, type TestApp } from './support/app-harness';
import { makeSite, makeTenant } from './support/tenant-fixtures';

const offers = [
  {
    code: 'early',
    name: { 'en-gb': 'Early bird', 'zh-hans': '早鸟票' },
    description: { 'en-gb': 'Before 9:30' },
    tariff: { periodMinutes: 60, pricePerPeriod: 500 },
    capacity: 5,
  },
  { code: 'hourly', name: 'Hourly', tariff: { periodMinutes: 60, pricePerPeriod: 650 }, capacity: 5 },
];

/** An en-gb tenant with some Chinese, and a zh-hans tenant with some English. */
const tenants: Tenant[] = [
  makeTenant('englishco', 'plain', [
    makeSite('english-park', {
      offers,
      infoHead: { 'en-gb': 'Welcome', 'zh-hans': '欢迎' },
      infoBody: { 'en-gb': 'Open 24/7|Height 2.1 m', 'zh-hans': '全天开放|限高 2.1 米' },
    }),
  ]),
  makeTenant('chineseco', 'plain', [makeSite('chinese-park', { offers, infoHead: { 'zh-hans': '欢迎光临' } })], {
    locale: { languages: ['zh-hans', 'en-gb'], defaultLanguage: 'zh-hans', timeZone: 'Pacific/Auckland' },
  }),
];

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ tenants });
});
afterAll(async () => {
  await t.close();
});

const post = <T>(url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload }).then((res) => res.json<T>());

describe('tenant text per language on the server', () => {
  it("lot/info/list: the notices in the customer's language where the tenant wrote them, else the tenant's default", async () => {
    const zh = await post<LotInfoListResponse>('/cloud/englishco/lot/info/list', {
      siteId: 'english-park-site',
      lang: 'cn',
    });
    expect(zh.result.list?.[0]).toMatchObject({ infoHead: '欢迎', infoBody: ['全天开放', '限高 2.1 米'] });
    const en = await post<LotInfoListResponse>('/cloud/englishco/lot/info/list', {
      siteId: 'english-park-site',
      lang: 'en',
    });
    expect(en.result.list?.[0]).toMatchObject({ infoHead: 'Welcome', infoBody: ['Open 24/7', 'Height 2.1 m'] });
    // A zh-hans tenant that wrote only Chinese: an English customer sees the Chinese.
    const only = await post<LotInfoListResponse>('/cloud/chineseco/lot/info/list', {
      siteId: 'chinese-park-site',
      lang: 'en',
    });
    expect(only.result.list?.[0]).toMatchObject({ infoHead: '欢迎光临' });
  });

  it('loadTicketPool: offer names and descriptions in the language asked for; none asked: the tenant default', async () => {
    const names = async (tenant: string, site: string, lang?: string) => {
      const reply = await post<TicketLoadTicketPoolResponse>(`/cloud/${tenant}/ticket/loadTicketPool`, {
        siteId: site,
        ...(lang ? { lang } : {}),
      });
      return reply.result.list?.map((entry) => [entry.name, entry.description]);
    };
    expect(await names('englishco', 'english-park-site', 'cn')).toEqual([
      ['早鸟票', 'Before 9:30'],
      ['Hourly', ''],
    ]);
    expect(await names('englishco', 'english-park-site', 'en-gb')).toEqual([
      ['Early bird', 'Before 9:30'],
      ['Hourly', ''],
    ]);
    expect(await names('englishco', 'english-park-site')).toEqual([
      ['Early bird', 'Before 9:30'],
      ['Hourly', ''],
    ]);
    expect(await names('chineseco', 'chinese-park-site')).toEqual([
      ['早鸟票', 'Before 9:30'],
      ['Hourly', ''],
    ]);
    expect(await names('chineseco', 'chinese-park-site', 'en')).toEqual([
      ['Early bird', 'Before 9:30'],
      ['Hourly', ''],
    ]);
  });

  it("spot/config: the site's notices in the language of the call", async () => {
    const zh = await post<SpotConfigResponse>('/s/english-park/api/spot/config', { lang: 'cn' });
    expect(zh.result).toMatchObject({ infoHead: '欢迎', infoBody: '全天开放|限高 2.1 米' });
    const en = await post<SpotConfigResponse>('/s/english-park/api/spot/config', {});
    expect(en.result).toMatchObject({ infoHead: 'Welcome' });
  });
});
