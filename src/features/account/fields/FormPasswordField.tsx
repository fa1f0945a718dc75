import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { useFieldErrorText } from '../forms/use-field-error-text';
import { PasswordField } from './PasswordField';

interface FormPasswordFieldProps<TValues extends FieldValues> {
  control: Control<TValues>;
  name: Path<TValues>;
  /** Translation key of the label. */
  labelKey: string;
  autoComplete: 'current-password' | 'new-password';
  disabled?: boolean;
}

/** A required password field of a react-hook-form form; its rule's message key shows under it. */
export function FormPasswordField<TValues extends FieldValues>({
  control,
  name,
  labelKey,
  autoComplete,
  disabled,
}: FormPasswordFieldProps<TValues>) {
  const { t } = useTranslation('account');
  const errorText = useFieldErrorText();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, ...field }, fieldState }) => (
        <PasswordField
          {...field}
          inputRef={ref}
          label={t(labelKey)}
          autoComplete={autoComplete}
          required
          fullWidth
          disabled={disabled}
          error={Boolean(fieldState.error)}
          helperText={errorText(fieldState.error?.message)}
        />
      )}
    />
  );
}
