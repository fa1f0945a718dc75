import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { Trans } from '../../../i18n/Trans';
import {
  signupDetailsProblems,
  SIGNUP_FIELD_MAX_LENGTH,
  type SignupDetails,
} from '../../../../flows/accounts/rules/signup-details';
import { CheckCircleIcon } from '../../../components/icons/CheckCircleIcon';
import { TermsLink } from '../../../components/TermsLink';
import { BirthdayField } from '../fields/BirthdayField';
import { FormPasswordField } from '../fields/FormPasswordField';
import { FormTextField } from '../fields/FormTextField';
import { NAME_AUTOCOMPLETE, nameFieldOrder } from '../fields/name-order';
import { rulesResolver } from '../forms/rules-resolver';
import { useFieldErrorText } from '../forms/use-field-error-text';
import { SubmitFailureAlert, type SubmitFailure } from '../messages/SubmitFailureAlert';
import { PasswordStrengthMeter } from '../password/PasswordStrengthMeter';

const resolver = rulesResolver<SignupDetails>((details) => signupDetailsProblems(details));

interface SignupDetailsFormProps {
  verifiedPhone: string;
  defaultValues: SignupDetails;
  /** The flow takes the details now (not while it sends them). */
  canSubmit: boolean;
  /** A refusal of the register call, with its ways on. */
  failure: SubmitFailure | null;
  onSubmit: (details: SignupDetails) => void;
}

/** Sign-up details (docs/rules.md#signup-fields): the starred fields are required, the birthday is for promotions only. */
export function SignupDetailsForm({
  verifiedPhone,
  defaultValues,
  canSubmit,
  failure,
  onSubmit,
}: SignupDetailsFormProps) {
  const { t, i18n } = useTranslation('account');
  const { control, handleSubmit } = useForm<SignupDetails>({ defaultValues, resolver, mode: 'onTouched' });
  const password = useWatch({ control, name: 'password' });
  const errorText = useFieldErrorText();

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit(onSubmit)} spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'success.main' }}>
        <CheckCircleIcon fontSize="small" />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('signup.verifiedPhone', { phone: verifiedPhone })}
        </Typography>
      </Box>
      <SubmitFailureAlert failure={failure} />
      <Typography variant="caption" color="text.secondary">
        {t('helper.requiredNote')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: '1fr 1fr',
          gap: 2,
          '@media (max-width: 339px)': { gridTemplateColumns: '1fr' },
        }}
      >
        {nameFieldOrder(i18n.language).map((name) => (
          <FormTextField
            key={name}
            control={control}
            spec={{
              name,
              required: true,
              autoComplete: NAME_AUTOCOMPLETE[name],
              maxLength: SIGNUP_FIELD_MAX_LENGTH[name],
            }}
          />
        ))}
      </Box>
      <FormTextField
        control={control}
        spec={{
          name: 'email',
          type: 'email',
          autoComplete: 'email',
          inputMode: 'email',
          maxLength: SIGNUP_FIELD_MAX_LENGTH.email,
        }}
      />
      <FormTextField
        control={control}
        spec={{ name: 'licensePlate', characters: true, maxLength: SIGNUP_FIELD_MAX_LENGTH.licensePlate }}
      />
      <BirthdayField control={control} name="birthday" />
      <FormPasswordField control={control} name="password" labelKey="field.password" autoComplete="new-password" />
      <PasswordStrengthMeter password={password} />
      <Controller
        name="acceptTerms"
        control={control}
        render={({ field: { ref, value, onChange, ...field }, fieldState }) => (
          <FormControl error={Boolean(fieldState.error)} required>
            <FormControlLabel
              control={
                <Checkbox
                  {...field}
                  inputRef={ref}
                  checked={value}
                  onChange={(event) => onChange(event.target.checked)}
                  required
                />
              }
              label={<Trans t={t} i18nKey="signup.acceptTerms" components={{ termsLink: <TermsLink /> }} />}
            />
            {fieldState.error && <FormHelperText sx={{ mt: 0 }}>{errorText(fieldState.error.message)}</FormHelperText>}
          </FormControl>
        )}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={!canSubmit}>
        {t('action.createAccount')}
      </Button>
    </Stack>
  );
}
