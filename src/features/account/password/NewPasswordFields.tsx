import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormPasswordField } from '../fields/FormPasswordField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

interface NewPasswordFieldsProps<TValues extends FieldValues> {
  control: Control<TValues>;
  newName: Path<TValues>;
  confirmName: Path<TValues>;
  disabled?: boolean;
}

/** New password with its strength, and the confirmation (password reset and change). */
export function NewPasswordFields<TValues extends FieldValues>({
  control,
  newName,
  confirmName,
  disabled,
}: NewPasswordFieldsProps<TValues>) {
  const password: unknown = useWatch({ control, name: newName });
  return (
    <>
      <FormPasswordField
        control={control}
        name={newName}
        labelKey="field.newPassword"
        autoComplete="new-password"
        disabled={disabled}
      />
      <PasswordStrengthMeter password={typeof password === 'string' ? password : ''} />
      <FormPasswordField
        control={control}
        name={confirmName}
        labelKey="field.confirmPassword"
        autoComplete="new-password"
        disabled={disabled}
      />
    </>
  );
}
