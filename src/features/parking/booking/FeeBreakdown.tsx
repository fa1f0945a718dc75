import Box from '@mui/material/Box';
import { useTranslation } from '../../../i18n/use-translation';
import { useSiteLocale } from '../../../tenant/use-site-locale';
import { offerPeriod } from '../../../lib/offer-period';
import type { OfferConditions } from '../../../lib/offer-conditions';
import { useOfferTerms } from '../../../tenant/use-offer-terms';
import type { ParkingFee } from '../../../generated/api/parking-fee';
import type { SurchargeLabel } from './payment-methods';
import { SummaryRow } from './SummaryRow';

interface FeeBreakdownProps {
  fee: ParkingFee;
  /** The offer's tariff, for '2 × $6.50 per hour'. */
  tariff: { periodMinutes: number; pricePerPeriod: number };
  /** The offer's conditions: a flat pass reads as a pass, not as '1 × $18.00 per 13 hours'. */
  conditions?: OfferConditions | undefined;
  surchargeLabel: SurchargeLabel;
}

/** The quote as the server priced it (docs/parking-api.md, Fee): periods, flat fee, per ticket and amount where they add something, surcharge, total. */
export function FeeBreakdown({ fee, tariff, conditions, surchargeLabel }: FeeBreakdownProps) {
  const { t } = useTranslation(['parking', 'sections']);
  const { pricePerPeriod } = tariff;
  const { unit, count } = offerPeriod(tariff.periodMinutes);
  // The offers' own words for the period ('per hour', 'per 13 hours').
  const period = t(count === 1 ? `sections:offers.period.single.${unit}` : `sections:offers.period.multiple.${unit}`, {
    count,
  });
  const { money } = useSiteLocale();
  const terms = useOfferTerms();
  const pass = terms.isFlatPass(tariff, conditions);
  const capped = fee.periodCharge < fee.periods * pricePerPeriod;
  const surchargeText =
    surchargeLabel.kind === 'rate'
      ? t('booking.fee.surchargeRate', { rate: surchargeLabel.rate })
      : t('booking.fee.surcharge');
  return (
    // Valid markup: the <dl> holds only rows of one <dt> and one <dd> (the axe check in the browser tests holds it to that).
    <Box component="dl" sx={{ m: 0 }} data-testid="fee-breakdown">
      <SummaryRow
        nowrap
        label={
          pass
            ? t('booking.fee.pass', { terms: terms.termsOf(conditions) })
            : t('booking.fee.periods', { periods: fee.periods, price: money(pricePerPeriod), period })
        }
        note={capped ? t('booking.fee.capped') : undefined}
        testId="fee-periods"
      >
        {money(fee.periodCharge)}
      </SummaryRow>
      {fee.flatFee > 0 && (
        <SummaryRow nowrap label={t('booking.fee.flatFee')}>
          {money(fee.flatFee)}
        </SummaryRow>
      )}
      {/* Lines that would only repeat the one above them are left out (one ticket, no flat fee). */}
      {fee.tickets > 1 && fee.flatFee > 0 && (
        <SummaryRow nowrap label={t('booking.fee.perTicket')} testId="fee-per-ticket">
          {money(fee.perTicket)}
        </SummaryRow>
      )}
      {(fee.tickets > 1 || fee.flatFee > 0) && (
        <SummaryRow nowrap label={t('booking.fee.amount', { count: fee.tickets })} testId="fee-amount">
          {money(fee.amount)}
        </SummaryRow>
      )}
      {/* The voucher's discount comes off the amount before the surcharge. */}
      {fee.discount !== undefined && fee.discount > 0 && (
        <SummaryRow nowrap label={t('booking.fee.discount')} testId="fee-discount">
          {`−${money(fee.discount)}`}
        </SummaryRow>
      )}
      {/* A method without a surcharge adds no 'Surcharge $0.00' line. */}
      {fee.surcharge > 0 && (
        <SummaryRow nowrap label={surchargeText} testId="fee-surcharge">
          {money(fee.surcharge)}
        </SummaryRow>
      )}
      <SummaryRow nowrap label={t('booking.fee.total')} strong separated testId="fee-total">
        {money(fee.total)}
      </SummaryRow>
    </Box>
  );
}
