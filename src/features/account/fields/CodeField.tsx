import { useTranslation } from '../../../i18n/use-translation';
import { TextInput, type TextInputProps } from '../../../components/TextInput';
import { VERIFICATION_CODE_LENGTH } from '../../../lib/limits';

type CodeFieldProps = Omit<TextInputProps, 'type' | 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

/** The 4-digit SMS code: digits only, offered from the SMS by the phone's keyboard (one-time-code). */
export function CodeField({ value, onChange, ...props }: CodeFieldProps) {
  const { t } = useTranslation('account');
  return (
    <TextInput
      label={t('field.code')}
      {...props}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/[^0-9]/g, '').slice(0, VERIFICATION_CODE_LENGTH))}
      autoComplete="one-time-code"
      inputProps={{
        inputMode: 'numeric',
        pattern: '[0-9]*',
        maxLength: VERIFICATION_CODE_LENGTH,
        style: { letterSpacing: '0.6em', fontSize: '1.4rem', textAlign: 'center' },
      }}
    />
  );
}
