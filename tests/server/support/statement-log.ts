import type { Database } from '../../../server/db/database';

/**
 * `db` with the text of every statement run on it (outside transactions) pushed to `statements`;
 * everything else, the session memory's scope included, is the database's own.
 */
export function recordingStatements(db: Database, statements: string[]): Database {
  return {
    ...db,
    query: (sql, params) => {
      statements.push(sql);
      return db.query(sql, params);
    },
  };
}
