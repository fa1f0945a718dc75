import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { localeSettingsOf } from '../../../config/locale-settings';
import { isTwelveHourFormat } from '../../../lib/offer-terms';
import { useTenant } from '../../../tenant/use-tenant';
import { useTenantText } from '../../../tenant/use-tenant-text';
import type { TopUpRules } from '../../../../flows/parking/top-up.machine';
import { quickLabelParts } from './top-up-choices';
import { useBookingFormat } from './use-booking-format';
import type { TopUpDraft } from './use-top-up';

/** The date and time pickers of the date & time screen, loaded when the top-up dialog opens. */
const ExitFields = lazy(async () => ({ default: (await import('../booking/DateTimeFields')).DateTimeFields }));

/** The draft the top-up machine holds: the new exit (a quick extension, or date and time at the site) and the payment method. */
export function TopUpChoice({
  draft,
  rules,
  ratePrice,
}: {
  draft: TopUpDraft;
  rules: TopUpRules;
  ratePrice: number | null;
}) {
  const { t } = useTranslation('parking');
  const { money } = useBookingFormat();
  const { bundle } = useTenant();
  const text = useTenantText();
  const settings = localeSettingsOf(bundle.tenant, bundle.site);
  const quickLabel = (minutes: number) => {
    const parts = quickLabelParts(minutes);
    if (parts.unit === 'minutes') return t('tickets.topUp.plusMinutes', { count: parts.count });
    if (parts.unit === 'hours') return t('tickets.topUp.plusHours', { count: parts.count });
    return t('tickets.topUp.plusHoursMinutes', { hours: parts.hours, minutes: parts.minutes });
  };
  return (
    <>
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }} id="top-up-quick">
          {t('tickets.topUp.extendBy')}
        </Typography>
        <Stack direction="row" spacing={1} role="group" aria-labelledby="top-up-quick">
          {draft.quick.map((choice) => (
            <Button
              key={choice.minutes}
              variant={choice.chosen ? 'contained' : 'outlined'}
              aria-pressed={choice.chosen}
              disabled={!draft.exitEditable}
              onClick={choice.choose}
              data-testid="top-up-quick"
              // One line at 320 px, in both languages: the label never wraps, the padding gives way first.
              sx={{ flex: 1, minWidth: 0, px: 0.5, whiteSpace: 'nowrap' }}
            >
              {quickLabel(choice.minutes)}
            </Button>
          ))}
        </Stack>
      </Box>
      <Box>
        <Suspense fallback={<Skeleton variant="rounded" height={56} />}>
          <ExitFields
            name="top-up-exit"
            legend={t('tickets.topUp.newExit')}
            dateLabel={t('tickets.topUp.exitDate')}
            timeLabel={t('tickets.topUp.exitTime')}
            value={draft.fields}
            disabled={!draft.exitEditable}
            dateFormat={settings.dateFormat}
            twelveHour={isTwelveHourFormat(settings.datetimeFormat)}
            onChange={draft.setFields}
          />
        </Suspense>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.75 }} data-testid="top-up-rules">
          {ratePrice === null
            ? t('tickets.topUp.rules', { minutes: rules.minimumIntervalMinutes, period: rules.ratePeriodMinutes })
            : t('tickets.topUp.rulesWithRate', {
                minutes: rules.minimumIntervalMinutes,
                period: rules.ratePeriodMinutes,
                price: money(ratePrice),
              })}
        </Typography>
      </Box>
      <FormControl disabled={!draft.methodEditable}>
        <FormLabel id="top-up-method" sx={{ fontWeight: 600, fontSize: '0.875rem' }}>
          {t('tickets.topUp.method')}
        </FormLabel>
        <RadioGroup
          aria-labelledby="top-up-method"
          value={String(draft.paymentCode)}
          onChange={(event) => draft.selectMethod(Number(event.target.value))}
        >
          {draft.methods.map((m) => (
            <FormControlLabel
              key={m.code}
              value={String(m.code)}
              control={<Radio size="small" />}
              label={text(m.name)}
            />
          ))}
        </RadioGroup>
      </FormControl>
    </>
  );
}
