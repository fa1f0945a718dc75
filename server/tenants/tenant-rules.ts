/**
 * Rules a single tenant file must meet beyond its schema: things JSON Schema cannot say
 * (uniqueness by a field, one field agreeing with another, the file name).
 */
import path from 'node:path';
import type { PaymentMethod, SectionLayouts, Tenant } from '../../src/generated/tenant';
import type { PointedMessage } from './problems';
import { walletConfigProblems } from '../../src/lib/wallet-rules';
import { optionsMatch, parseOptions } from '../../src/lib/question-list';
import { offerConditionsProblems } from '../../src/lib/offer-conditions';
import { phoneCountryProblems } from './phone-country';
import { timeZoneProblem } from './time-zones';

/** The tenant id a file must declare: its name without .json. */
export function tenantIdForFile(file: string): string {
  return path.basename(file, '.json');
}

function idMatchesFileName(tenant: Tenant, file: string): PointedMessage[] {
  const expected = tenantIdForFile(file);
  if (tenant.id === expected) return [];
  return [{ pointer: '/id', message: `tenant id ${JSON.stringify(tenant.id)} must equal the file name ${JSON.stringify(expected)} (rename the file or change the id)` }];
}

function defaultLanguageOffered(tenant: Tenant): PointedMessage[] {
  const { languages, defaultLanguage } = tenant.locale;
  if (languages.includes(defaultLanguage)) return [];
  return [
    {
      pointer: '/locale/defaultLanguage',
      message: `must be one of the offered languages ${languages.join(', ')} (got ${JSON.stringify(defaultLanguage)}); add it to /locale/languages or pick another`,
    },
  ];
}

/**
 * Reports every repeat of a key among `items` at the repeat's own pointer, naming the first occurrence.
 * `normalise` decides what counts as the same (shop codes ignore case).
 */
function duplicates<T>(
  items: readonly T[],
  keyOf: (item: T) => string | undefined,
  pointerOf: (index: number) => string,
  describe: (key: string, firstPointer: string) => string,
  normalise: (key: string) => string = (k) => k,
): PointedMessage[] {
  const first = new Map<string, number>();
  const out: PointedMessage[] = [];
  items.forEach((item, i) => {
    const key = keyOf(item);
    if (key === undefined) return;
    const norm = normalise(key);
    const seen = first.get(norm);
    if (seen === undefined) first.set(norm, i);
    else out.push({ pointer: pointerOf(i), message: describe(key, pointerOf(seen)) });
  });
  return out;
}

function uniquePageIds(tenant: Tenant): PointedMessage[] {
  return duplicates(
    tenant.pages ?? [],
    (p) => p.id,
    (i) => `/pages/${i}/id`,
    (id, first) => `Duplicate page id ${JSON.stringify(id)} (also at ${first}); page ids must be unique`,
  );
}

function sectionPagesExist(tenant: Tenant): PointedMessage[] {
  const pageIds = new Set((tenant.pages ?? []).map((p) => p.id));
  const known = [...pageIds].join(', ') || 'none';
  const out: PointedMessage[] = [];
  const check = (layouts: SectionLayouts | undefined, base: string): void => {
    // Keys of the data, not a fixed list, so a page type added to the schema is checked too.
    for (const page of Object.keys(layouts ?? {}) as Array<keyof SectionLayouts>) {
      (layouts?.[page] ?? []).forEach((s, i) => {
        if (s.type === 'page' && s.pageId !== undefined && !pageIds.has(s.pageId)) {
          out.push({ pointer: `${base}/${page}/${i}/pageId`, message: `page ${JSON.stringify(s.pageId)} does not exist (pages: ${known})` });
        }
      });
    }
  };
  check(tenant.sections, '/sections');
  tenant.sites.forEach((site, i) => check(site.sections, `/sites/${i}/sections`));
  return out;
}

function uniqueSiteKeys(tenant: Tenant): PointedMessage[] {
  const out: PointedMessage[] = [
    ...duplicates(
      tenant.sites,
      (s) => s.shopCode,
      (i) => `/sites/${i}/shopCode`,
      (code, first) => `shop code ${JSON.stringify(code)} is used twice in this file (also at ${first}); shop codes must be unique`,
      (k) => k.toLowerCase(),
    ),
    ...duplicates(
      tenant.sites,
      (s) => s.siteId,
      (i) => `/sites/${i}/siteId`,
      (id, first) => `site id ${JSON.stringify(id)} is used twice in this file (also at ${first}); site ids must be unique`,
    ),
  ];
  tenant.sites.forEach((site, s) => {
    out.push(
      ...duplicates(
        site.offers ?? [],
        (o) => o.code,
        (i) => `/sites/${s}/offers/${i}/code`,
        (code, first) => `offer code ${JSON.stringify(code)} is used twice in this site (also at ${first}); offer codes must be unique within a site`,
      ),
      ...duplicates(
        site.infoBlocks ?? [],
        (b) => b.infoCode,
        (i) => `/sites/${s}/infoBlocks/${i}/infoCode`,
        (code, first) => `info code ${JSON.stringify(code)} is used twice in this site (also at ${first}); info codes must be unique within a site`,
      ),
    );
  });
  return out;
}

/** The last digit of a payment code says the kind (cash 200/300, card 201/301, ...; docs/rules.md#payment-codes). */
const paymentTypeByCodeDigit: readonly PaymentMethod['paymentType'][] = ['cash', 'card', 'wechat', 'alipay', 'paypal', 'storedValue'];

function paymentMethodsConsistent(tenant: Tenant): PointedMessage[] {
  const out: PointedMessage[] = [];
  tenant.payment.methods.forEach((m, i) => {
    const base = `/payment/methods/${i}`;
    const expectedType = paymentTypeByCodeDigit[m.code % 100];
    if (expectedType !== m.paymentType) {
      out.push({ pointer: `${base}/code`, message: `code ${m.code} is for ${expectedType} payments, but paymentType is ${JSON.stringify(m.paymentType)}` });
    }
    if (m.surchargeType === 'rate' && m.rate === undefined) {
      out.push({ pointer: base, message: 'surchargeType is "rate" but no rate (percent) is given' });
    }
    if (m.surchargeType === 'fixed' && m.surcharge === undefined) {
      out.push({ pointer: base, message: 'surchargeType is "fixed" but no surcharge (minor units) is given' });
    }
  });
  out.push(
    ...duplicates(
      tenant.payment.methods,
      (m) => String(m.code),
      (i) => `/payment/methods/${i}/code`,
      (code, first) => `payment code ${code} is listed twice (also at ${first})`,
    ),
  );
  return out;
}

function timeZonesKnown(tenant: Tenant): PointedMessage[] {
  const named = [
    { pointer: '/locale/timeZone', zone: tenant.locale.timeZone },
    ...tenant.sites.map((site, i) => ({ pointer: `/sites/${i}/timeZone`, zone: site.timeZone })),
  ];
  return named.flatMap(({ pointer, zone }) => {
    const problem = zone === undefined ? null : timeZoneProblem(zone);
    return problem === null ? [] : [{ pointer, message: problem }];
  });
}

/** Campaign codes are unique; each discount is either a percentage or an amount, and maxDiscount goes with a percentage. */
function voucherCampaignsConsistent(tenant: Tenant): PointedMessage[] {
  const campaigns = tenant.vouchers ?? [];
  const out = duplicates(
    campaigns,
    (c) => c.code,
    (i) => `/vouchers/${i}/code`,
    (code, first) => `voucher campaign code ${JSON.stringify(code)} is already used at ${first}; campaign codes must be unique`,
  );
  campaigns.forEach((campaign, i) => {
    const { percentOff, amountOff, maxDiscount } = campaign.discount;
    if ((percentOff === undefined) === (amountOff === undefined)) {
      out.push({ pointer: `/vouchers/${i}/discount`, message: 'must have exactly one of percentOff and amountOff' });
    } else if (maxDiscount !== undefined && percentOff === undefined) {
      out.push({ pointer: `/vouchers/${i}/discount/maxDiscount`, message: 'caps a percentOff discount; an amountOff discount is its own cap (remove maxDiscount)' });
    }
  });
  return out;
}

/** Each question's options in another language are its info.A options: as many, with the same note rule. */
function questionOptionsConsistent(tenant: Tenant): PointedMessage[] {
  return (tenant.cloud?.questionList ?? []).flatMap((question, i) =>
    Object.entries(question.localOptions ?? {}).flatMap(([language, local]) =>
      local === undefined || optionsMatch(question.info.A, local)
        ? []
        : [
            {
              pointer: `/cloud/questionList/${i}/localOptions/${language}`,
              message: `must list info.A's ${parseOptions(question.info.A).options.length} options in the same order, with the same NOTE marker`,
            },
          ],
    ),
  );
}

/** The wallet section's programmes agree with themselves (src/lib/wallet-rules.ts). */
function walletConsistent(tenant: Tenant): PointedMessage[] {
  const campaigns = (tenant.vouchers ?? []).map((c) => c.code);
  return walletConfigProblems(tenant.wallet, campaigns).map((p) => ({
    pointer: `/wallet${p.pointer}`,
    message: p.message,
  }));
}

/** Each offer's conditions have an entry window in order and room for a stay (docs/rules.md#offer-conditions). */
function offerConditionsConsistent(tenant: Tenant): PointedMessage[] {
  return tenant.sites.flatMap((site, s) =>
    (site.offers ?? []).flatMap((offer, i) =>
      offerConditionsProblems(offer.conditions).map((p) => ({ pointer: `/sites/${s}/offers/${i}/conditions${p.pointer}`, message: p.message })),
    ),
  );
}

/** Every single-file rule except the theme and asset rules, which need the file system. */
export function tenantRuleProblems(tenant: Tenant, file: string): PointedMessage[] {
  return [
    ...idMatchesFileName(tenant, file),
    ...defaultLanguageOffered(tenant),
    ...uniquePageIds(tenant),
    ...sectionPagesExist(tenant),
    ...uniqueSiteKeys(tenant),
    ...paymentMethodsConsistent(tenant),
    ...timeZonesKnown(tenant),
    ...voucherCampaignsConsistent(tenant),
    ...walletConsistent(tenant),
    ...questionOptionsConsistent(tenant),
    ...offerConditionsConsistent(tenant),
    ...phoneCountryProblems(tenant),
  ];
}
