import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';

export type TextInputProps = Omit<
  OutlinedInputProps,
  'label' | 'notched' | 'multiline' | 'rows' | 'minRows' | 'maxRows'
> & {
  label?: ReactNode;
  /** Shown under the input (the field's message when `error`); ' ' keeps its line reserved. */
  helperText?: ReactNode;
};

/**
 * An outlined text input with its label and helper text: what MUI's TextField draws for a plain
 * input, wired the same way (the label names the input, the helper text describes it). TextField
 * also supports `select`, so it imports Select, Menu, Popover and Modal (about 13 KiB gzip) with
 * every screen that has an input; the login screen's fields use this one instead
 * (docs/architecture.md#first-download).
 */
export function TextInput({
  id: idProp,
  label,
  helperText,
  error,
  required,
  disabled,
  fullWidth,
  sx,
  ...input
}: TextInputProps) {
  const generated = useId();
  const id = idProp ?? generated;
  const labelId = label ? `${id}-label` : undefined;
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl error={error} required={required} disabled={disabled} fullWidth={fullWidth} sx={sx}>
      {label && (
        <InputLabel htmlFor={id} id={labelId}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput {...input} id={id} label={label} aria-describedby={helperId} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
