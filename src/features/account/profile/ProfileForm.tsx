import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/use-translation';
import type { AccountProfile } from '../../../generated/api/account-profile';
import { MessageAlert } from '../../../messages/MessageAlert';
import { BirthdayField } from '../fields/BirthdayField';
import { FormTextField, type FormTextFieldSpec } from '../fields/FormTextField';
import { NAME_AUTOCOMPLETE, nameFieldOrder } from '../fields/name-order';
import { usePhoneFormat } from '../phone/use-phone-format';
import { PROFILE_MAX_LENGTH, type ProfileFormValues } from './profile-rules';
import type { ProfileSave } from './use-profile';
import { useProfileForm } from './use-profile-form';

type Spec = FormTextFieldSpec<ProfileFormValues>;

const PERSONAL: readonly Spec[] = [
  { name: 'email', autoComplete: 'email', type: 'email', inputMode: 'email', maxLength: PROFILE_MAX_LENGTH.email },
  { name: 'licensePlate', characters: true, maxLength: PROFILE_MAX_LENGTH.licensePlate },
];

const ADDRESS: readonly Spec[] = [
  { name: 'address', autoComplete: 'street-address', maxLength: PROFILE_MAX_LENGTH.address },
  { name: 'city', autoComplete: 'address-level2', maxLength: PROFILE_MAX_LENGTH.city },
  { name: 'state', autoComplete: 'address-level1', maxLength: PROFILE_MAX_LENGTH.state },
  {
    name: 'postcode',
    autoComplete: 'postal-code',
    inputMode: 'numeric',
    helperKey: 'helper.postcode',
    maxLength: PROFILE_MAX_LENGTH.postcode,
  },
  { name: 'country', autoComplete: 'country-name', maxLength: PROFILE_MAX_LENGTH.country },
];

interface ProfileFormProps {
  profile: AccountProfile;
  onSave: (values: ProfileFormValues) => Promise<ProfileSave>;
}

/** Every profile field (docs/rules.md#profile-fields); the phone number is shown but cannot be changed. */
export function ProfileForm({ profile, onSave }: ProfileFormProps) {
  const { t, i18n } = useTranslation('account');
  const format = usePhoneFormat();
  const form = useProfileForm(profile, onSave);

  return (
    <Stack component="form" noValidate onSubmit={form.submit} spacing={2} aria-label={t('profile.personal')}>
      <MessageAlert message={form.message} />
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('profile.personal')}
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
            control={form.control}
            spec={{ name, autoComplete: NAME_AUTOCOMPLETE[name], required: true, maxLength: PROFILE_MAX_LENGTH[name] }}
          />
        ))}
      </Box>
      <TextField
        label={t('field.phone')}
        value={format?.display(profile.phone) ?? profile.phone}
        fullWidth
        helperText={t('profile.phoneReadOnly')}
        slotProps={{ input: { readOnly: true }, htmlInput: { 'aria-readonly': true } }}
        sx={{ '& .MuiInputBase-root': { bgcolor: 'action.hover' } }}
      />
      {PERSONAL.map((spec) => (
        <FormTextField key={spec.name} control={form.control} spec={spec} />
      ))}
      <BirthdayField control={form.control} name="birthday" />
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, pt: 1 }}>
        {t('profile.address')}
      </Typography>
      {ADDRESS.map((spec) => (
        <FormTextField key={spec.name} control={form.control} spec={spec} />
      ))}
      <Button type="submit" variant="contained" size="large" fullWidth disabled={!form.canSave}>
        {form.saving ? t('action.saving') : t('action.save')}
      </Button>
    </Stack>
  );
}
