import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../../protocol/messages';
import { toast } from '../../../feedback/feedback-store';
import type { AccountProfile } from '../../../generated/api/account-profile';
import { BirthdayField } from '../fields/BirthdayField';
import { NAME_AUTOCOMPLETE, nameFieldOrder } from '../fields/name-order';
import { rulesResolver } from '../forms/rules-resolver';
import { useFieldErrorText } from '../forms/use-field-error-text';
import { MessageAlert } from '../../../messages/MessageAlert';
import { usePhoneFormat } from '../phone/use-phone-format';
import { profileFormValues, profileProblems, PROFILE_MAX_LENGTH, type ProfileFormValues } from './profile-rules';
import type { ProfileSave } from './use-profile';

const resolver = rulesResolver<ProfileFormValues>(profileProblems);

type TextFieldName = Exclude<keyof ProfileFormValues, 'birthday'>;

interface FieldSpec {
  name: TextFieldName;
  autoComplete?: string;
  required?: boolean;
  inputMode?: 'email' | 'numeric' | 'text';
  type?: 'email';
  helperKey?: string;
  characters?: boolean;
}

function ProfileTextField({ control, spec }: { control: Control<ProfileFormValues>; spec: FieldSpec }) {
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
          label={t(`field.${spec.name}`)}
          required={spec.required}
          type={spec.type}
          autoComplete={spec.autoComplete}
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={errorText(fieldState.error?.message) ?? (spec.helperKey ? t(spec.helperKey) : undefined)}
          slotProps={{
            htmlInput: {
              maxLength: PROFILE_MAX_LENGTH[spec.name],
              inputMode: spec.inputMode,
              ...(spec.characters ? { autoCapitalize: 'characters', autoCorrect: 'off', spellCheck: false } : {}),
            },
          }}
        />
      )}
    />
  );
}

const PERSONAL: readonly FieldSpec[] = [
  { name: 'email', autoComplete: 'email', type: 'email', inputMode: 'email' },
  { name: 'licensePlate', characters: true },
];

const ADDRESS: readonly FieldSpec[] = [
  { name: 'address', autoComplete: 'street-address' },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'state', autoComplete: 'address-level1' },
  { name: 'postcode', autoComplete: 'postal-code', inputMode: 'numeric', helperKey: 'helper.postcode' },
  { name: 'country', autoComplete: 'country-name' },
];

interface ProfileFormProps {
  profile: AccountProfile;
  onSave: (values: ProfileFormValues) => Promise<ProfileSave>;
}

/** Every profile field (docs/rules.md#profile-fields); the phone number is shown but cannot be changed. */
export function ProfileForm({ profile, onSave }: ProfileFormProps) {
  const { t, i18n } = useTranslation('account');
  const format = usePhoneFormat();
  const [message, setMessage] = useState<Message | null>(null);
  const { control, handleSubmit, reset, formState } = useForm<ProfileFormValues>({
    defaultValues: profileFormValues(profile),
    resolver,
    mode: 'onTouched',
  });

  const submit = handleSubmit(async (values) => {
    setMessage(null);
    const saved = await onSave(values);
    if (!saved.ok) {
      setMessage(saved.message);
      return;
    }
    reset(profileFormValues(saved.profile));
    toast({ key: 'account:profile.saved' });
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label={t('profile.personal')}>
      <MessageAlert message={message} />
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('profile.personal')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, '@media (max-width: 339px)': { gridTemplateColumns: '1fr' } }}>
        {nameFieldOrder(i18n.language).map((name) => (
          <ProfileTextField key={name} control={control} spec={{ name, autoComplete: NAME_AUTOCOMPLETE[name], required: true }} />
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
        <ProfileTextField key={spec.name} control={control} spec={spec} />
      ))}
      <BirthdayField control={control} name="birthday" />
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, pt: 1 }}>
        {t('profile.address')}
      </Typography>
      {ADDRESS.map((spec) => (
        <ProfileTextField key={spec.name} control={control} spec={spec} />
      ))}
      <Button type="submit" variant="contained" size="large" fullWidth disabled={formState.isSubmitting || !formState.isDirty}>
        {formState.isSubmitting ? t('action.saving') : t('action.save')}
      </Button>
    </Stack>
  );
}
