import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AccountProfile } from '../../../generated/api/account-profile';
import { profileFormValues, profileProblems, profileUpdateRequest, type ProfileFormValues } from './profile-rules';

const profile: AccountProfile = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: '',
  address: '',
  phone: '+64211234567',
  city: '',
  state: '',
  postcode: '',
  country: '',
  licensePlate: '',
  birthday: '',
};

const values = (patch: Partial<ProfileFormValues> = {}): ProfileFormValues => ({
  ...profileFormValues(profile),
  ...patch,
});

describe('profile rules', () => {
  it('accepts names alone', () => {
    expect(profileProblems(values())).toEqual({});
  });

  it('requires first and last name', () => {
    expect(profileProblems(values({ firstName: ' ', lastName: '' }))).toEqual({
      firstName: 'FIRST_NAME_REQUIRED',
      lastName: 'LAST_NAME_REQUIRED',
    });
  });

  it('takes a postcode of numbers only', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), (postcode) => {
        const problem = profileProblems(values({ postcode })).postcode;
        expect(problem === 'POSTCODE_DIGITS').toBe(!/^[0-9]*$/.test(postcode.trim()));
      }),
    );
    expect(profileProblems(values({ postcode: '1010' }))).toEqual({});
    expect(profileProblems(values({ postcode: '10 10' })).postcode).toBe('POSTCODE_DIGITS');
    expect(profileProblems(values({ postcode: '12345678901' })).postcode).toBe('TOO_LONG');
  });

  it('checks email, birthday and lengths the way the update call does', () => {
    expect(profileProblems(values({ email: 'ann@example' })).email).toBe('EMAIL_INVALID');
    expect(profileProblems(values({ email: 'ann@example.com' })).email).toBeUndefined();
    expect(profileProblems(values({ birthday: '2023-02-30' })).birthday).toBe('BIRTHDAY_INVALID');
    expect(profileProblems(values({ birthday: '1990-02-28' })).birthday).toBeUndefined();
    expect(profileProblems(values({ licensePlate: 'X'.repeat(17) })).licensePlate).toBe('TOO_LONG');
  });

  it('sends every editable field trimmed, never the phone', () => {
    const request = profileUpdateRequest(values({ city: ' Auckland ', postcode: '1010' }));
    expect(request).not.toHaveProperty('phone');
    expect(request).toMatchObject({ firstName: 'Ann', city: 'Auckland', postcode: '1010', email: '' });
    expect(Object.keys(request)).toHaveLength(10);
  });
});
