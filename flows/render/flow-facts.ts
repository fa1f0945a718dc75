import type { PayUiType, Site, Tenant } from '../../src/generated/tenant';
import { bookingRulesOf } from '../../src/lib/booking-rules';
import { CODE_RESEND_SECONDS, PAYMENT_PIN_LENGTH, VERIFICATION_CODE_LENGTH } from '../../src/lib/limits';
import type { FlowSwitch } from '../registry';
import { FLOW_LANGUAGES, type FlowLanguage, type FlowPlaceholder } from '../labels/types';

/**
 * What a tenant's (and one of its sites') configuration says about the flows: which switches are
 * on, which pay UI the site uses, and the numbers its labels name. The generic diagrams use
 * GENERIC_FACTS: everything on, numbers in words.
 */
export interface FlowFacts {
  /** Which tenant and site; null for the generic set. */
  scope: { tenant: string; site: string; siteName: string } | null;
  switches: Record<FlowSwitch, boolean>;
  /** The pay UI types the site's payments can start with. */
  payUiTypes: readonly PayUiType[];
  /** Each placeholder's text in each language. */
  values: Record<FlowPlaceholder, Record<FlowLanguage, string>>;
}

const both = (text: string): Record<FlowLanguage, string> => ({ 'en-gb': text, 'zh-hans': text });
const words = (en: string, zh: string): Record<FlowLanguage, string> => ({ 'en-gb': en, 'zh-hans': zh });

/** A whole number of minutes as people say it: '15 minutes', '1 hour', '24 hours'. */
export function minutesText(minutes: number): Record<FlowLanguage, string> {
  if (minutes % 60 === 0) {
    const hours = minutes / 60;
    return words(`${hours} ${hours === 1 ? 'hour' : 'hours'}`, `${hours} 小时`);
  }
  return words(`${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`, `${minutes} 分钟`);
}

/** Numbers every tenant shares (src/lib/limits.ts). */
const LIMIT_VALUES = {
  codeLength: both(String(VERIFICATION_CODE_LENGTH)),
  pinLength: both(String(PAYMENT_PIN_LENGTH)),
  resendSeconds: both(String(CODE_RESEND_SECONDS)),
};

export const GENERIC_FACTS: FlowFacts = {
  scope: null,
  switches: { smsLogin: true, pinpad: true, storedValue: true },
  payUiTypes: ['DIALOG', 'REDIRECT'],
  values: {
    ...LIMIT_VALUES,
    holdMinutes: words('a set time', '一段时间'),
    minimumStay: words('the minimum stay', '最短停留时间'),
    topUpInterval: words('the minimum interval', '最短间隔'),
    ratePeriod: words('rate period', '计费周期'),
    fullRefundBefore: words('a set time', '规定时间'),
    maxTickets: words('the allowed number of', '上限'),
  },
};

export type FactsTenant = Pick<Tenant, 'id' | 'payment' | 'booking' | 'features'>;
export type FactsSite = Pick<Site, 'shopCode' | 'lotName' | 'smsLogin' | 'pinpad' | 'payUiType'>;

/**
 * The facts of one site of a tenant. `holdMinutes` is the server's (PARKING_HOLD_MINUTES): how
 * long an unpaid booking holds its tickets.
 */
export function tenantFacts(tenant: FactsTenant, site: FactsSite, options: { holdMinutes: number }): FlowFacts {
  const storedValue =
    tenant.features?.wallet !== false &&
    tenant.payment.methods.some((m) => m.paymentType === 'storedValue' && m.visible !== false);
  const payUiType: PayUiType = site.payUiType ?? tenant.payment.payUiType ?? 'DIALOG';
  const rules = bookingRulesOf(tenant.booking);
  const { topUp, cancellation } = tenant.booking ?? {};
  const generic = GENERIC_FACTS.values;
  return {
    scope: { tenant: tenant.id, site: site.shopCode, siteName: site.lotName },
    switches: { smsLogin: site.smsLogin === 1, pinpad: site.pinpad === 1, storedValue },
    payUiTypes: [payUiType],
    values: {
      ...LIMIT_VALUES,
      holdMinutes: minutesText(options.holdMinutes),
      minimumStay: minutesText(rules.minimumStayMinutes),
      topUpInterval: topUp ? minutesText(topUp.minimumIntervalMinutes) : generic.topUpInterval,
      ratePeriod: topUp ? minutesText(topUp.ratePeriodMinutes) : generic.ratePeriod,
      fullRefundBefore: minutesText(cancellation?.fullRefundMinutesBefore ?? 0),
      maxTickets: both(String(rules.maxTicketsPerBooking)),
    },
  };
}

/**
 * Guards the facts make false: transitions they guard (alone or in an `a && b`) are left out of
 * the tenant's diagrams, and then every state no longer reachable.
 */
export function falseGuards(facts: FlowFacts): Set<string> {
  const out = new Set<string>();
  if (!facts.switches.storedValue) out.add('needsPin');
  if (!facts.payUiTypes.includes('REDIRECT'))
    ['startedRedirect', 'paymentRedirected', 'resuming'].forEach((g) => out.add(g));
  if (!facts.payUiTypes.includes('DIALOG')) out.add('startedDialog');
  return out;
}

/** Fills `{placeholder}`s with the facts' values in `language`. */
export function fillPlaceholders(text: string, facts: FlowFacts, language: FlowLanguage): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = (facts.values as Record<string, Record<FlowLanguage, string>>)[name];
    return value ? value[language] : whole;
  });
}

export { FLOW_LANGUAGES };
