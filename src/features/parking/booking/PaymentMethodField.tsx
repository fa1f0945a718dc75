import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { PaymentMethod } from '../../../generated/tenant';
import { useTenantText } from '../../../tenant/use-tenant-text';

interface PaymentMethodFieldProps {
  label: string;
  methods: readonly PaymentMethod[];
  value: number | null;
  disabled: boolean;
  onChange: (code: number) => void;
}

/** The payment method (its surcharge changes the total, so a change asks for a new quote). */
export function PaymentMethodField({ label, methods, value, disabled, onChange }: PaymentMethodFieldProps) {
  const text = useTenantText();
  return (
    <FormControl disabled={disabled}>
      <FormLabel
        id="payment-method-label"
        sx={{
          fontWeight: 700,
          color: 'text.primary',
          '&.Mui-focused': { color: 'text.primary' },
          '&.Mui-disabled': { color: 'text.secondary' },
        }}
      >
        {label}
      </FormLabel>
      <RadioGroup
        aria-labelledby="payment-method-label"
        name="paymentMethod"
        value={value === null ? '' : String(value)}
        onChange={(event) => onChange(Number(event.target.value))}
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
