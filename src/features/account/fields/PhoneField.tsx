import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { TextInput, type TextInputProps } from '../../../components/TextInput';
import { useTenant } from '../../../tenant/use-tenant';
import { usePhoneFormat } from '../phone/use-phone-format';

type PhoneFieldProps = Omit<TextInputProps, 'type' | 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

/**
 * The mobile number as the user types it (the server reads it in the tenant's country), tidied on
 * blur, with an example number of that country (the server's, from the tenant config) as the hint.
 * A plain input until the first keystroke: only then does the phone library load
 * (docs/architecture.md#first-download); a blur before it has arrived tidies once it does.
 */
export function PhoneField({ value, onChange, onBlur, helperText, label, ...props }: PhoneFieldProps) {
  const { t } = useTranslation('account');
  const { bundle } = useTenant();
  const [wanted, setWanted] = useState(false);
  const format = usePhoneFormat(wanted);
  // Set by a blur that came before the library: the number is tidied when it arrives, unless typing resumed.
  const tidyWhenLoaded = useRef(false);
  useEffect(() => {
    if (!format || !tidyWhenLoaded.current) return;
    tidyWhenLoaded.current = false;
    const tidy = format.tidy(value);
    if (tidy !== value) onChange(tidy);
  }, [format, value, onChange]);
  const example = bundle.phoneExample ? t('helper.phoneExample', { example: bundle.phoneExample }) : ' ';
  return (
    <TextInput
      {...props}
      label={label ?? t('field.phone')}
      type="tel"
      value={value}
      onChange={(event) => {
        tidyWhenLoaded.current = false;
        setWanted(true);
        onChange(event.target.value);
      }}
      onBlur={(event) => {
        if (format) {
          const tidy = format.tidy(value);
          if (tidy !== value) onChange(tidy);
        } else if (value !== '') {
          tidyWhenLoaded.current = true;
          setWanted(true);
        }
        onBlur?.(event);
      }}
      helperText={helperText ?? example}
      autoComplete="tel"
      inputProps={{ inputMode: 'tel', maxLength: 32 }}
    />
  );
}
