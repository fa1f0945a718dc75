import { isCalendarDate } from '../../../../flows/accounts/rules/signup-details';
import type { AccountProfile } from '../../../generated/api/account-profile';
import type { AccountUpdateRequest } from '../../../generated/api/account-update.request';
import { isEmpty } from '../../../lib/is-empty';
import type { FieldProblems } from '../forms/rules-resolver';

/** The profile fields the customer may change (everything but the verified phone number). */
export type ProfileFormValues = Omit<AccountProfile, 'phone'>;

export const PROFILE_FORM_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'licensePlate',
  'birthday',
  'address',
  'city',
  'state',
  'postcode',
  'country',
] as const satisfies ReadonlyArray<keyof ProfileFormValues>;

/** Longest accepted values (schemas/api/account-update.request.json); also the inputs' limits. */
export const PROFILE_MAX_LENGTH = {
  firstName: 50,
  lastName: 50,
  email: 254,
  address: 200,
  city: 100,
  state: 100,
  postcode: 10,
  country: 60,
  licensePlate: 16,
} as const satisfies Partial<Record<keyof ProfileFormValues, number>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DIGITS_ONLY = /^[0-9]*$/;

const tooLong = (value: string, max: number): boolean => Array.from(value.trim()).length > max;

/** Each field's problem as a message key of the 'account' namespace (docs/rules.md#profile-fields). */
export function profileProblems(values: ProfileFormValues): FieldProblems<ProfileFormValues> {
  const problems: FieldProblems<ProfileFormValues> = {};
  for (const field of Object.keys(PROFILE_MAX_LENGTH) as Array<keyof typeof PROFILE_MAX_LENGTH>) {
    if (tooLong(values[field], PROFILE_MAX_LENGTH[field])) problems[field] = 'TOO_LONG';
  }
  if (isEmpty(values.firstName)) problems.firstName = 'FIRST_NAME_REQUIRED';
  if (isEmpty(values.lastName)) problems.lastName = 'LAST_NAME_REQUIRED';
  const email = values.email.trim();
  if (email !== '' && !EMAIL_PATTERN.test(email)) problems.email = 'EMAIL_INVALID';
  if (!DIGITS_ONLY.test(values.postcode.trim())) problems.postcode = 'POSTCODE_DIGITS';
  const birthday = values.birthday.trim();
  if (birthday !== '' && !isCalendarDate(birthday)) problems.birthday = 'BIRTHDAY_INVALID';
  return problems;
}

/** The form's starting values from a loaded profile. */
export function profileFormValues(profile: AccountProfile): ProfileFormValues {
  return Object.fromEntries(PROFILE_FORM_FIELDS.map((field) => [field, profile[field] ?? ''])) as ProfileFormValues;
}

/** The update request: every editable field, trimmed ('' clears it on the server). */
export function profileUpdateRequest(values: ProfileFormValues): AccountUpdateRequest {
  return Object.fromEntries(PROFILE_FORM_FIELDS.map((field) => [field, values[field].trim()])) as AccountUpdateRequest;
}
