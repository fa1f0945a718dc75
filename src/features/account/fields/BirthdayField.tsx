import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { useFieldErrorText } from '../forms/use-field-error-text';

const today = () => new Date().toISOString().slice(0, 10);

/** The optional birthday (for promotions only) of sign-up and profile: a date from 1900 to today. */
export function BirthdayField<TValues extends FieldValues>({
  control,
  name,
}: {
  control: Control<TValues>;
  name: Path<TValues>;
}) {
  const { t } = useTranslation('account');
  const errorText = useFieldErrorText();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          {...field}
          inputRef={ref}
          label={t('field.birthday')}
          type="date"
          autoComplete="bday"
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={errorText(fieldState.error?.message) ?? t('helper.birthday')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today(), min: '1900-01-01' } }}
        />
      )}
    />
  );
}
