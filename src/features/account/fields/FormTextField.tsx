import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { useFieldErrorText } from '../forms/use-field-error-text';

export interface FormTextFieldSpec<TValues extends FieldValues> {
  name: Path<TValues>;
  /** Translation key of the label; `field.<name>` when not given. */
  labelKey?: string;
  autoComplete?: string;
  required?: boolean;
  inputMode?: 'email' | 'numeric' | 'text';
  type?: 'email';
  maxLength?: number;
  /** Translation key of the hint shown while the field is fine. */
  helperKey?: string;
  /** Typed as capitals, without autocorrection (licence plates). */
  characters?: boolean;
}

/** A text field of a react-hook-form form; its rule's message shows under it. */
export function FormTextField<TValues extends FieldValues>({
  control,
  spec,
}: {
  control: Control<TValues>;
  spec: FormTextFieldSpec<TValues>;
}) {
  const { t } = useTranslation('account');
  const errorText = useFieldErrorText();
  return (
    <Controller
      name={spec.name}
      control={control}
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          {...field}
          inputRef={ref}
          label={t(spec.labelKey ?? `field.${spec.name}`)}
          required={spec.required}
          type={spec.type}
          autoComplete={spec.autoComplete}
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={errorText(fieldState.error?.message) ?? (spec.helperKey ? t(spec.helperKey) : undefined)}
          slotProps={{
            htmlInput: {
              maxLength: spec.maxLength,
              inputMode: spec.inputMode,
              ...(spec.characters ? { autoCapitalize: 'characters', autoCorrect: 'off', spellCheck: false } : {}),
            },
          }}
        />
      )}
    />
  );
}
