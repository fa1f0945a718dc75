import { describe, expect, it } from 'vitest';
import { createTranslator, type Resource } from '../../src/i18n/translator';
import enShop from '../../src/i18n/locales/en-gb/shop.json';
import zhShop from '../../src/i18n/locales/zh-hans/shop.json';
import msShop from '../../src/i18n/locales/ms-my/shop.json';
import harbourpark from '../../tenants/harbourpark.json';

/** The customer's texts as the app's translator reads them from the catalogue. */
function shopT(language: string) {
  const resources: Record<string, Record<string, Resource>> = {
    'en-gb': { shop: enShop },
    'zh-hans': { shop: zhShop },
    'ms-my': { shop: msShop },
  };
  return createTranslator({ language, defaultNamespace: 'shop', resources }).fixedT(language, ['shop']);
}

describe('the cart summary', () => {
  it('says one item, and items for more, in English', () => {
    const t = shopT('en-gb');
    expect(t('cart.view', { count: 1, goods: '$4.50' })).toBe('View cart · 1 item · $4.50');
    expect(t('cart.view', { count: 2, goods: '$9.00' })).toBe('View cart · 2 items · $9.00');
  });

  it('reads in every language offered', () => {
    expect(shopT('zh-hans')('cart.view', { count: 1, goods: '$4.50' })).toBe('查看购物车 · 1 件 · $4.50');
    expect(shopT('ms-my')('cart.view', { count: 3, goods: '$4.50' })).toBe('Lihat troli · 3 item · $4.50');
  });
});

describe("Harbour Park's own texts", () => {
  it('offers and notices read in Chinese too (docs/rules.md#tenant-text)', () => {
    const inChinese = (text: unknown) =>
      typeof text === 'object' &&
      text !== null &&
      /[\u4e00-\u9fff]/u.test(String((text as Record<string, unknown>)['zh-hans']));
    for (const site of harbourpark.sites) {
      for (const offer of site.offers ?? []) {
        expect(inChinese(offer.name), `${site.shopCode} ${offer.code} name`).toBe(true);
        expect(inChinese(offer.description), `${site.shopCode} ${offer.code} description`).toBe(true);
      }
      for (const notice of ['infoHead', 'infoBody', 'infoBottom'] as const)
        if (site[notice] !== undefined) expect(inChinese(site[notice]), `${site.shopCode} ${notice}`).toBe(true);
      for (const block of site.infoBlocks ?? []) {
        expect(inChinese(block.title), `${site.shopCode} ${block.infoCode} title`).toBe(true);
        expect(inChinese(block.body), `${site.shopCode} ${block.infoCode} body`).toBe(true);
      }
    }
  });
});
