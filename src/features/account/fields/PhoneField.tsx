import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { usePhoneFormat } from '../phone/use-phone-format';

type PhoneFieldProps = Omit<TextFieldProps, 'type' | 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

/**
 * The mobile number as the user types it (the server reads it in the tenant's country), tidied on
 * blur, with an example number of that country as the hint.
 */
export function PhoneField({ value, onChange, onBlur, helperText, label, ...props }: PhoneFieldProps) {
  const { t } = useTranslation('account');
  const format = usePhoneFormat();
  const example = format?.example ? t('helper.phoneExample', { example: format.example }) : ' ';
  return (
    <TextField
      {...props}
      label={label ?? t('field.phone')}
      type="tel"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={(event) => {
        if (format) {
          const tidy = format.tidy(value);
          if (tidy !== value) onChange(tidy);
        }
        onBlur?.(event);
      }}
      helperText={helperText ?? example}
      slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'tel', maxLength: 32 } }}
    />
  );
}
