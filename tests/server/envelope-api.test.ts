import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LotInfoBlockResponse } from '../../src/generated/api/lot-info-block.response';
import type { LotInfoListResponse } from '../../src/generated/api/lot-info-list.response';
import type { SpotConfigResponse } from '../../src/generated/api/spot-config.response';
import type { PackagingMode } from '../../src/protocol';
import { packaged, startTestApp, type TestApp } from './support/app-harness';
import { OTHER_KEY } from './support/tenant-fixtures';

const MALFORMED = {
  success: false,
  result: { rtn: -1, dispMsg: 'Malformed request', problem: { code: 'MALFORMED_REQUEST', params: {} } },
};

const shops: Array<{ mode: PackagingMode; shop: string; tenant: string }> = [
  { mode: 'plain', shop: 'plain-central', tenant: 'plainco' },
  { mode: 'base64', shop: 'base-central', tenant: 'basco' },
  { mode: 'paramIn', shop: 'param-central', tenant: 'paramco' },
  { mode: 'aes', shop: 'aes-central', tenant: 'aesco' },
];

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, headers });
}

describe('POST /s/{shop}/api/spot/config', () => {
  it.each(shops)('answers a correctly packaged $mode request', async ({ mode, shop }) => {
    const res = await post(`/s/${shop}/api/spot/config`, packaged(mode, {}));
    expect(res.statusCode).toBe(200);
    const body = res.json<SpotConfigResponse>();
    expect(body.success).toBe(true);
    expect(body.result.rtn).toBe(1);
    expect(body.result.ordLot).toBe(shop);
    expect(body.result.siteId).toBe(`${shop}-site`);
  });

  it.each(shops)('accepts lang in a $mode request', async ({ mode, shop }) => {
    const res = await post(`/s/${shop}/api/spot/config`, packaged(mode, { lang: 'cn' }));
    expect(res.statusCode).toBe(200);
  });

  it('derives the legacy site settings with their defaults', async () => {
    const { result } = (await post('/s/plain-central/api/spot/config', {})).json<SpotConfigResponse>();
    expect(result).toMatchObject({
      rtn: 1,
      phone: '+64 9 000 0000',
      email: 'help@plainco.example',
      urlLotPic: '/tenant-assets/plainco/logo.svg',
      address: '1 Plain Street',
      lotName: 'plain-central carpark',
      spotName: 'plain-central spot',
      urlScan: '',
      ordScan: '',
      pinpad: 1,
      liveTime: 0,
      lotType: 'carpark',
      boardId: '',
      pathId: '',
      spotId: '',
      uiVersion: '2.4',
      smsLogin: 1,
      addWallet: 0,
      infoHead: 'Welcome',
      infoBody: 'Open 24/7| Height limit 2.1 m ||  Pay before you leave ',
      infoBottom: 'Thanks',
      payUiType: 'REDIRECT',
    });
    expect(result.system).toMatchObject({
      logo: '/tenant-assets/plainco/logo.svg',
      banner: '',
      hideBanner: false,
      defaultLang: 'en',
      bookingBeforeDay: 1,
      bookingBeforeTime: 30,
      onlineCreditCardPayment: 'dps',
      datetimeFormat: 'HH:mm DD/MM/YYYY',
      dateFormat: 'DD/MM/YYYY',
      moneySymbol: '$',
      themeColor: '#263a5a',
      businessNumber: '',
      imageServer: '',
    });
    expect(result.system.theme).toMatchObject({ preset: 'classic', primary: '#263a5a' });
  });

  it('applies the tenant overrides and maps zh-hans to cn', async () => {
    const { result } = (await post('/s/aes-central/api/spot/config', packaged('aes', {}))).json<SpotConfigResponse>();
    expect(result.system.defaultLang).toBe('cn');
    expect(result.system.moneySymbol).toBe('¥');
    expect(result.system.themeColor).toBe('#0b5394');
    expect(result.system.theme).toMatchObject({ primary: '#0b5394', fontBody: 'Georgia, serif', radius: 12 });
    expect(result.payUiType).toBe('DIALOG');
  });

  it('uses the new-UI preset for a 3.x site', async () => {
    const { result } = (await post('/s/plain-north/api/spot/config', {})).json<SpotConfigResponse>();
    expect(result.system.theme.preset).toBe('modern');
  });

  it('matches the shop code case-insensitively', async () => {
    const res = await post('/s/PLAIN-Central/api/spot/config', {});
    expect(res.statusCode).toBe(200);
    expect(res.json<SpotConfigResponse>().result.ordLot).toBe('plain-central');
  });

  it('answers 404 JSON for an unknown shop', async () => {
    const res = await post('/s/nowhere/api/spot/config', {});
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      result: { rtn: -1, dispMsg: 'Shop not found', problem: { code: 'SHOP_NOT_FOUND', params: {} } },
    });
  });

  it('never serves a secret', async () => {
    const res = await post('/s/plain-central/api/spot/config', {});
    expect(res.body).not.toContain('GATEWAY_KEY');
  });
});

describe('malformed requests get one generic 400', () => {
  const cases: Array<{ name: string; shop: string; body: unknown; contentType?: string }> = [
    { name: 'aes body encrypted with another key', shop: 'aes-central', body: packaged('aes', {}, OTHER_KEY) },
    { name: 'aes data that is not hex', shop: 'aes-central', body: { data: 'zz'.repeat(32), key: '' } },
    { name: 'aes data too short', shop: 'aes-central', body: { data: 'abcd', key: '' } },
    { name: 'aes body sent as plain JSON', shop: 'aes-central', body: {} },
    { name: 'base64 body that is not base64', shop: 'base-central', body: { data: '!!!', key: '' } },
    {
      name: 'base64 body decoding to non-JSON',
      shop: 'base-central',
      body: { data: Buffer.from('not json').toString('base64'), key: '' },
    },
    {
      name: 'base64 body with an unexpected field',
      shop: 'base-central',
      body: { ...(packaged('base64', {}) as object), extra: 1 },
    },
    { name: 'paramIn body without the paramIn wrapper', shop: 'param-central', body: packaged('base64', {}) },
    { name: 'invalid JSON text', shop: 'plain-central', body: '{"oops', contentType: 'application/json' },
    { name: 'unsupported media type', shop: 'plain-central', body: '<x/>', contentType: 'application/xml' },
    { name: 'text/plain that is not JSON', shop: 'plain-central', body: 'hello', contentType: 'text/plain' },
  ];

  it.each(cases)('$name', async ({ shop, body, contentType }) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/s/${shop}/api/spot/config`,
      payload: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'content-type': contentType ?? 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(MALFORMED);
  });

  it('an empty body is malformed too', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/s/plain-central/api/spot/config' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(MALFORMED);
  });

  it('accepts a JSON body sent as text/plain', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/s/base-central/api/spot/config',
      payload: JSON.stringify(packaged('base64', {})),
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('payload schema violations name the field', () => {
  it('a missing required field', async () => {
    const res = await post('/cloud/plainco/lot/info/list', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      result: { rtn: -1, dispMsg: 'siteId: is required', problem: { code: 'INVALID_FIELD', params: {} } },
    });
  });

  it('a field of the wrong type, inside an aes envelope', async () => {
    const res = await post('/cloud/aesco/lot/info/list', packaged('aes', { siteId: 7 }));
    expect(res.statusCode).toBe(400);
    expect(res.json<LotInfoListResponse>().result.dispMsg).toBe('siteId: must be a string');
  });

  it('an unknown field', async () => {
    const res = await post('/s/param-central/api/spot/config', packaged('paramIn', { shopId: 'x' }));
    expect(res.statusCode).toBe(400);
    expect(res.json<SpotConfigResponse>().result.dispMsg).toBe('shopId: is not allowed');
  });

  it('several problems at once', async () => {
    const res = await post('/cloud/plainco/lotInfo/list', { siteId: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json<LotInfoBlockResponse>().result.dispMsg).toBe('infoCode: is required; siteId: must not be empty');
  });

  it('a payload that is not an object', async () => {
    const res = await post('/cloud/basco/lot/info/list', packaged('base64', ['plain-central-site']));
    expect(res.statusCode).toBe(400);
    expect(res.json<LotInfoListResponse>().result.dispMsg).toBe('payload: must be an object');
  });
});

describe('POST /cloud/{tenant}/lot/info/list', () => {
  it('lists the site info with infoBody split on |', async () => {
    const res = await post('/cloud/plainco/lot/info/list', { siteId: 'plain-central-site' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      result: {
        rtn: 1,
        list: [
          {
            siteId: 'plain-central-site',
            lotName: 'plain-central carpark',
            spotName: 'plain-central spot',
            address: '1 Plain Street',
            infoHead: 'Welcome',
            infoBody: ['Open 24/7', 'Height limit 2.1 m', 'Pay before you leave'],
            infoBottom: 'Thanks',
            location: { lat: -36.85, lng: 174.76 },
          },
        ],
      },
    });
  });

  it('gives null location and empty texts for a bare site', async () => {
    const res = await post('/cloud/paramco/lot/info/list', packaged('paramIn', { siteId: 'param-central-site' }));
    expect(res.json<LotInfoListResponse>().result.list).toEqual([
      {
        siteId: 'param-central-site',
        lotName: 'param-central carpark',
        spotName: 'param-central spot',
        address: '',
        infoHead: '',
        infoBody: [],
        infoBottom: '',
        location: null,
      },
    ]);
  });

  it('refuses an unknown site with rtn 0', async () => {
    const res = await post('/cloud/plainco/lot/info/list', { siteId: 'nope' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      result: { rtn: 0, dispMsg: 'Site not found', problem: { code: 'SITE_NOT_FOUND', params: {} } },
    });
  });

  it("refuses another tenant's site", async () => {
    const res = await post('/cloud/basco/lot/info/list', packaged('base64', { siteId: 'plain-central-site' }));
    expect(res.json<LotInfoListResponse>().result).toEqual({
      rtn: 0,
      dispMsg: 'Site not found',
      problem: { code: 'SITE_NOT_FOUND', params: {} },
    });
  });

  it('answers 404 JSON for an unknown tenant', async () => {
    const res = await post('/cloud/nobody/lot/info/list', { siteId: 'x' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      result: { rtn: -1, dispMsg: 'Tenant not found', problem: { code: 'TENANT_NOT_FOUND', params: {} } },
    });
  });
});

describe('POST /cloud/{tenant}/lotInfo/list', () => {
  it('answers the info block', async () => {
    const res = await post('/cloud/plainco/lotInfo/list', { siteId: 'plain-central-site', infoCode: 'rates' });
    expect(res.json()).toEqual({
      success: true,
      result: { rtn: 1, info: { infoCode: 'rates', title: 'Rates', body: 'First hour free.\n\nThen $2 an hour.' } },
    });
  });

  it('refuses an unknown info code', async () => {
    const res = await post('/cloud/plainco/lotInfo/list', { siteId: 'plain-central-site', infoCode: 'nope' });
    expect(res.json()).toEqual({
      success: true,
      result: { rtn: 0, dispMsg: 'Information not found', problem: { code: 'INFO_NOT_FOUND', params: {} } },
    });
  });

  it('refuses an unknown site', async () => {
    const res = await post('/cloud/aesco/lotInfo/list', packaged('aes', { siteId: 'nope', infoCode: 'rates' }));
    expect(res.json<LotInfoBlockResponse>().result).toEqual({
      rtn: 0,
      dispMsg: 'Site not found',
      problem: { code: 'SITE_NOT_FOUND', params: {} },
    });
  });
});

describe('other paths under the API bases', () => {
  it('an unknown endpoint answers 404 in the envelope', async () => {
    const res = await post('/s/plain-central/api/nothing/here', {});
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      result: { rtn: -1, dispMsg: 'Not found', problem: { code: 'NOT_FOUND', params: {} } },
    });
  });

  it('GET on an envelope endpoint is not the SPA', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/s/plain-central/api/spot/config',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      result: { rtn: -1, dispMsg: 'Not found', problem: { code: 'NOT_FOUND', params: {} } },
    });
  });
});
