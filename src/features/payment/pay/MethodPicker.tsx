import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { PaymentMethod } from '../../../generated/tenant';
import { useTenantText } from '../../../tenant/use-tenant-text';

interface MethodPickerProps {
  methods: readonly PaymentMethod[];
  value: PaymentMethod | null;
  onChange(method: PaymentMethod): void;
}

/** The payment method to pay with (the tenant's online methods). */
export function MethodPicker({ methods, value, onChange }: MethodPickerProps) {
  const { t } = useTranslation('parking');
  const text = useTenantText();
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>{t('payment.pay.chooseMethod')}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={value === null ? '' : String(value.code)}
        onChange={(event) => {
          const chosen = methods.find((method) => String(method.code) === event.target.value);
          if (chosen) onChange(chosen);
        }}
      >
        {methods.map((method) => (
          <FormControlLabel
            key={method.code}
            value={String(method.code)}
            control={<Radio />}
            label={text(method.name)}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
