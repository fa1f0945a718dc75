import type { Database } from './database';
import { openPgliteDatabase } from './pglite-driver';
import { openPostgresDatabase } from './postgres-driver';

export interface DatabaseSettings {
  /** postgres://… selects a PostgreSQL server; otherwise the embedded PGlite is used. */
  databaseUrl?: string;
  /** Folder of the embedded database; omitted means in memory. */
  dataDir?: string;
  /** PostgreSQL only: schema to work in. */
  schema?: string;
}

/** Which driver `openDatabase` picks for these settings. */
export function driverFor(settings: DatabaseSettings): Database['driver'] {
  return settings.databaseUrl ? 'postgres' : 'pglite';
}

export function openDatabase(settings: DatabaseSettings): Promise<Database> {
  // driverFor's rule: a database URL means PostgreSQL.
  if (settings.databaseUrl)
    return openPostgresDatabase({ connectionString: settings.databaseUrl, schema: settings.schema });
  return openPgliteDatabase(settings.dataDir);
}
