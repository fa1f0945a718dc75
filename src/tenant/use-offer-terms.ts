import { useTranslation } from '../i18n/use-translation';
import { DEFAULT_DATETIME_FORMAT } from '../lib/date-formats';
import type { OfferConditions, OfferExitBound } from '../generated/tenant';
import { isFlatPass } from '../lib/offer-pass';
import { clockText, isTwelveHourFormat, weekdayRuns } from '../lib/offer-terms';
import { useTenant } from './use-tenant';

const MINUTES_PER_HOUR = 60;

/** The first letter in upper case (English sentences; Chinese is left as is). */
export const sentenceCase = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * An offer's conditions in the customer's words, on the tenant's clock (docs/rules.md#offer-terms):
 * 'enter 6:00–9:30 Mon–Fri, leave by 19:00'. Shared by the offer cards, the date & time screen and
 * the checkout, so a flat pass reads the same everywhere: '$18.00, enter 6:00–9:30 Mon–Fri, leave by 19:00'.
 */
export function useOfferTerms() {
  const { t } = useTranslation('sections');
  const { bundle } = useTenant();
  const twelveHour = isTwelveHourFormat(bundle.tenant.locale.datetimeFormat ?? DEFAULT_DATETIME_FORMAT);
  const clock = (time: string) => clockText(time, twelveHour);

  const exitText = (bound: OfferExitBound, kind: 'leaveBy' | 'leaveAfter') => {
    const time = clock(bound.time);
    if (bound.weekday !== undefined)
      return t(`offers.terms.${kind}Weekday`, { time, weekday: t(`offers.terms.weekday.${bound.weekday}`) });
    const days = bound.daysAfterEntry ?? 0;
    if (days === 0) return t(`offers.terms.${kind}`, { time });
    if (days === 1) return t(`offers.terms.${kind}NextDay`, { time });
    return t(`offers.terms.${kind}Days`, { time, count: days });
  };

  const entryText = (conditions: OfferConditions): string | null => {
    const { entryFrom, entryUntil, entryDays } = conditions;
    const from = entryFrom === undefined ? null : clock(entryFrom);
    const until = entryUntil === undefined ? null : clock(entryUntil);
    const window =
      from !== null && until !== null
        ? t('offers.terms.entryBetween', { from, until })
        : from !== null
          ? t('offers.terms.entryFrom', { from })
          : until !== null
            ? t('offers.terms.entryUntil', { until })
            : null;
    const days =
      entryDays === undefined || entryDays.length === 7
        ? null
        : weekdayRuns(entryDays)
            .map(([first, last]) =>
              first === last
                ? t(`offers.terms.weekday.${first}`)
                : t('offers.terms.dayRange', {
                    from: t(`offers.terms.weekday.${first}`),
                    to: t(`offers.terms.weekday.${last}`),
                  }),
            )
            .join(t('offers.terms.daySeparator'));
    if (window !== null && days !== null) return t('offers.terms.entryWithDays', { entry: window, days });
    if (days !== null) return t('offers.terms.entryDays', { days });
    return window;
  };

  /** The conditions in words ('' when there are none). */
  const termsOf = (conditions: OfferConditions | undefined): string => {
    if (!conditions) return '';
    const parts = [entryText(conditions)];
    if (conditions.earliestExit) parts.push(exitText(conditions.earliestExit, 'leaveAfter'));
    if (conditions.latestExit) parts.push(exitText(conditions.latestExit, 'leaveBy'));
    const longest = conditions.maximumStayMinutes;
    if (longest !== undefined) {
      parts.push(
        longest % MINUTES_PER_HOUR === 0
          ? t('offers.terms.maxStayHours', { count: longest / MINUTES_PER_HOUR })
          : t('offers.terms.maxStayMinutes', { count: longest }),
      );
    }
    return parts.filter((part): part is string => part !== null).join(t('offers.terms.separator'));
  };

  return {
    termsOf,
    /** A flat pass's line: its price and its conditions ('$18.00, enter 6:00–9:30 Mon–Fri, leave by 19:00'). */
    passLine: (price: string, conditions: OfferConditions | undefined) =>
      t('offers.terms.pass', { price, terms: termsOf(conditions) }),
    isFlatPass,
  };
}
