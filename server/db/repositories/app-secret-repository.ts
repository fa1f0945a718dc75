import type { Queryable } from '../database';

/**
 * The secret stored under `name`, storing `candidate` first when there is none yet. Concurrent
 * callers (several processes starting together) all get the one value that won.
 */
export async function ensureAppSecret(db: Queryable, name: string, candidate: string): Promise<string> {
  await db.query('INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    candidate,
  ]);
  const rows = await db.query<{ value: string }>('SELECT value FROM app_secrets WHERE name = $1', [name]);
  const value = rows[0]?.value;
  if (value === undefined) throw new Error(`app secret ${name} was not stored`);
  return value;
}
