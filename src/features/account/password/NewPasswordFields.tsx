import { Controller, useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../fields/PasswordField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

interface NewPasswordFieldsProps<TValues extends FieldValues> {
  control: Control<TValues>;
  newName: Path<TValues>;
  confirmName: Path<TValues>;
  disabled?: boolean;
}

/** New password with its strength, and the confirmation (password reset and change). */
export function NewPasswordFields<TValues extends FieldValues>({ control, newName, confirmName, disabled }: NewPasswordFieldsProps<TValues>) {
  const { t } = useTranslation('account');
  const password: unknown = useWatch({ control, name: newName });
  return (
    <>
      <Controller
        name={newName}
        control={control}
        render={({ field: { ref, ...field }, fieldState }) => (
          <PasswordField
            {...field}
            inputRef={ref}
            label={t('field.newPassword')}
            autoComplete="new-password"
            required
            fullWidth
            disabled={disabled}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ? t(fieldState.error.message) : undefined}
          />
        )}
      />
      <PasswordStrengthMeter password={typeof password === 'string' ? password : ''} />
      <Controller
        name={confirmName}
        control={control}
        render={({ field: { ref, ...field }, fieldState }) => (
          <PasswordField
            {...field}
            inputRef={ref}
            label={t('field.confirmPassword')}
            autoComplete="new-password"
            required
            fullWidth
            disabled={disabled}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ? t(fieldState.error.message) : undefined}
          />
        )}
      />
    </>
  );
}
