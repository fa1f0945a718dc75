/** SQL of the accounts table. Every lookup is scoped to a tenant: accounts belong to one. */
import type { AccountProfile } from '../../../src/generated/api/account-profile';
import type { Queryable } from '../database';

export interface AccountRecord {
  id: string;
  tenantId: string;
  phone: string;
  /** null: the account has no password yet. */
  passwordHash: string | null;
  firstName: string;
  /** Password sign-in is locked after too many failures, until a reset by SMS. */
  locked: boolean;
}

/** The profile an account holder may change (birthday YYYY-MM-DD, or '' when not set). */
export type ProfileFields = Omit<AccountProfile, 'phone'>;

export type ProfileRecord = AccountProfile;

export interface NewAccount {
  id: string;
  tenantId: string;
  phone: string;
  passwordHash: string | null;
  profile: Partial<ProfileFields> & Pick<ProfileFields, 'firstName' | 'lastName'>;
  now: Date;
}

const ACCOUNT_COLUMNS = `id, tenant_id AS "tenantId", phone, password_hash AS "passwordHash", first_name AS "firstName", locked_at IS NOT NULL AS locked`;

// Column of each profile field; the only names ever put into SQL text by updateProfile.
const PROFILE_COLUMNS: Readonly<Record<keyof ProfileFields, string>> = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  address: 'address',
  city: 'city',
  state: 'state',
  postcode: 'postcode',
  country: 'country',
  licensePlate: 'license_plate',
  birthday: 'birthday',
};

const PROFILE_SELECT = `first_name AS "firstName", last_name AS "lastName", email, address, phone, city, state, postcode, country,
  license_plate AS "licensePlate", COALESCE(to_char(birthday, 'YYYY-MM-DD'), '') AS birthday`;

export async function findAccountByPhone(
  db: Queryable,
  tenantId: string,
  phone: string,
): Promise<AccountRecord | null> {
  const rows = await db.query<AccountRecord>(
    `SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE tenant_id = $1 AND phone = $2`,
    [tenantId, phone],
  );
  return rows[0] ?? null;
}

export async function findAccountById(db: Queryable, tenantId: string, id: string): Promise<AccountRecord | null> {
  const rows = await db.query<AccountRecord>(
    `SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE tenant_id = $1 AND id = $2`,
    [tenantId, id],
  );
  return rows[0] ?? null;
}

/** Inserts the account; false when the tenant already has an account with this phone. */
export async function insertAccount(db: Queryable, account: NewAccount): Promise<boolean> {
  const p = account.profile;
  const rows = await db.query<{ id: string }>(
    `INSERT INTO accounts (id, tenant_id, phone, password_hash, first_name, last_name, email, license_plate, birthday,
                           terms_accepted_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, NULLIF($9, '')::date, $10, $10, $10)
     ON CONFLICT ON CONSTRAINT accounts_tenant_phone_key DO NOTHING
     RETURNING id`,
    [
      account.id,
      account.tenantId,
      account.phone,
      account.passwordHash,
      p.firstName,
      p.lastName,
      p.email ?? '',
      p.licensePlate ?? '',
      p.birthday ?? '',
      account.now,
    ],
  );
  return rows.length === 1;
}

/** Locks password sign-in (the try that reached the limit failed). */
export async function lockAccount(db: Queryable, accountId: string, now: Date): Promise<void> {
  await db.query('UPDATE accounts SET locked_at = $2 WHERE id = $1 AND locked_at IS NULL', [accountId, now]);
}

/** Sets a new password; `unlock` also ends a password lock (a reset proves the phone). */
export async function setPasswordHash(
  db: Queryable,
  accountId: string,
  passwordHash: string,
  now: Date,
  unlock: boolean,
): Promise<void> {
  await db.query(
    `UPDATE accounts SET password_hash = $2, updated_at = $3,
       locked_at = CASE WHEN $4::boolean THEN NULL ELSE locked_at END
     WHERE id = $1`,
    [accountId, passwordHash, now, unlock],
  );
}

export async function readProfile(db: Queryable, tenantId: string, accountId: string): Promise<ProfileRecord | null> {
  const rows = await db.query<ProfileRecord>(
    `SELECT ${PROFILE_SELECT} FROM accounts WHERE tenant_id = $1 AND id = $2`,
    [tenantId, accountId],
  );
  return rows[0] ?? null;
}

/** Writes the given fields (others keep their value) and returns the profile as saved; null when no such account. */
export async function updateProfile(
  db: Queryable,
  tenantId: string,
  accountId: string,
  changes: Partial<ProfileFields>,
  now: Date,
): Promise<ProfileRecord | null> {
  const params: Array<string | Date> = [tenantId, accountId, now];
  const assignments = ['updated_at = $3'];
  for (const field of Object.keys(PROFILE_COLUMNS) as Array<keyof ProfileFields>) {
    const value = changes[field];
    if (value === undefined) continue;
    params.push(value);
    const placeholder = `$${params.length}`;
    assignments.push(
      `${PROFILE_COLUMNS[field]} = ${field === 'birthday' ? `NULLIF(${placeholder}, '')::date` : placeholder}`,
    );
  }
  const rows = await db.query<ProfileRecord>(
    `UPDATE accounts SET ${assignments.join(', ')} WHERE tenant_id = $1 AND id = $2 RETURNING ${PROFILE_SELECT}`,
    params,
  );
  return rows[0] ?? null;
}
