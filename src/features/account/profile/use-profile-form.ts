import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../feedback/feedback-store';
import type { AccountProfile } from '../../../generated/api/account-profile';
import type { Message } from '../../../protocol/message';
import { rulesResolver } from '../forms/rules-resolver';
import { profileFormValues, profileProblems, type ProfileFormValues } from './profile-rules';
import type { ProfileSave } from './use-profile';

const resolver = rulesResolver<ProfileFormValues>(profileProblems);

/**
 * The profile form: the loaded profile as its values, the field rules, and saving. A refused save
 * shows the server's reason above the form; a saved one becomes the form's new starting point.
 */
export function useProfileForm(profile: AccountProfile, onSave: (values: ProfileFormValues) => Promise<ProfileSave>) {
  const [message, setMessage] = useState<Message | null>(null);
  const form = useForm<ProfileFormValues>({ defaultValues: profileFormValues(profile), resolver, mode: 'onTouched' });
  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    const saved = await onSave(values);
    if (!saved.ok) {
      setMessage(saved.message);
      return;
    }
    form.reset(profileFormValues(saved.profile));
    toast({ key: 'account:profile.saved' });
  });
  const { isSubmitting, isDirty } = form.formState;
  return { control: form.control, submit, message, saving: isSubmitting, canSave: !isSubmitting && isDirty };
}
