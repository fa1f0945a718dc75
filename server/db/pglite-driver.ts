import { mkdir } from 'node:fs/promises';
import { PGlite, protocol, types, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable, MemoryScope, SqlParam } from './database';

/**
 * Distinct statement texts kept parsed per database (the app has a few hundred); past this, new
 * texts run through PGlite's own query(), parsed every time.
 */
const STATEMENT_NAMES = 2000;

interface Prepared {
  name: string;
  /** Parameter type oids, from the statement's description: how each value is serialised. */
  paramTypes: readonly number[];
}

interface BackendMessageLike {
  name: string;
}
interface RowDescriptionLike extends BackendMessageLike {
  fields: { name: string; dataTypeID: number }[];
}
interface DataRowLike extends BackendMessageLike {
  fields: (string | null)[];
}
interface ParameterDescriptionLike extends BackendMessageLike {
  dataTypeIDs: number[];
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * Statements parsed once and run by name. PGlite's query() parses, describes and plans the
 * statement on every call, in six protocol messages (six calls into WASM): on a quote that was
 * most of the time (docs/architecture.md#pglite-statements). Here a statement text is parsed and
 * described once per database; each call is one bind/describe/execute/sync message, and
 * PostgreSQL's plan cache keeps its plan as for any named prepared statement. Values are serialised
 * and rows parsed with the instance's own serialisers and parsers, as query() does.
 */
function preparedStatements(pg: PGlite) {
  const statements = new Map<string, Prepared>();
  const { serialize } = protocol;

  async function prepare(sql: string): Promise<Prepared | undefined> {
    const known = statements.get(sql);
    if (known || statements.size >= STATEMENT_NAMES) return known;
    const name = `kerbside_${statements.size}`;
    const { messages } = await pg.execProtocol(
      concat([
        serialize.parse({ name, text: sql, types: [] }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      {
        syncToFs: false,
      },
    );
    const description = (messages as BackendMessageLike[]).find(
      (m): m is ParameterDescriptionLike => m.name === 'parameterDescription',
    );
    const prepared = { name, paramTypes: description?.dataTypeIDs ?? [] };
    statements.set(sql, prepared);
    return prepared;
  }

  /** Runs `sql`; the caller holds PGlite's locks (see wrap). Undefined: not kept (run it with query()). */
  async function run<T>(sql: string, params: readonly SqlParam[], inTransaction: boolean): Promise<T[] | undefined> {
    const prepared = await prepare(sql);
    if (!prepared) return undefined;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = pg.serializers[prepared.paramTypes[i] ?? 0];
      return serializer ? serializer(value) : value.toString();
    });
    const { messages } = await pg.execProtocol(
      concat([
        serialize.bind({ statement: prepared.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      // As query(): the data folder is brought up to date after a statement outside a transaction.
      { syncToFs: !inTransaction },
    );
    let fields: RowDescriptionLike['fields'] = [];
    const rows: T[] = [];
    for (const message of messages as BackendMessageLike[]) {
      if (message.name === 'rowDescription') fields = (message as RowDescriptionLike).fields;
      else if (message.name === 'dataRow') {
        const row: Record<string, unknown> = {};
        (message as DataRowLike).fields.forEach((text, i) => {
          const field = fields[i];
          if (field) row[field.name] = types.parseType(text, field.dataTypeID, pg.parsers);
        });
        rows.push(row as T);
      }
    }
    return rows;
  }

  return { run };
}

type Statements = ReturnType<typeof preparedStatements>;

function wrap(pg: PGlite, target: PGlite | Transaction, statements: Statements, memoryScope: MemoryScope): Queryable {
  const inTransaction = target !== pg;
  return {
    memoryScope,
    inTransaction,
    async query<T extends object>(sql: string, params: readonly SqlParam[] = []): Promise<T[]> {
      // The same locks query() takes: outside a transaction, none may be open; inside one, its
      // statements run one at a time.
      const rows = await (inTransaction
        ? pg._runExclusiveQuery(() => statements.run<T>(sql, params, true))
        : pg._runExclusiveTransaction(() => pg._runExclusiveQuery(() => statements.run<T>(sql, params, false))));
      if (rows) return rows;
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async executeScript(sql: string): Promise<void> {
      await target.exec(sql);
    },
  };
}

export interface PgliteOpenOptions {
  /**
   * A dump of a data folder (PGlite's `dumpDataDir`) to start from instead of an empty one: a new
   * cluster otherwise runs initdb, which costs seconds of CPU (tests/server/support/pglite-template.ts).
   */
  loadDataDir?: Blob;
}

/**
 * Embedded PostgreSQL (WASM). `dataDir` persists the database in a folder; without it the
 * database lives in memory (tests). One process at a time may open a given folder.
 */
export async function openPgliteDatabase(dataDir?: string, options: PgliteOpenOptions = {}): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  const statements = preparedStatements(pg);
  // One process owns the data folder (or the memory), so this process sees every write.
  const memoryScope: MemoryScope = { engine: 'pglite', soleProcess: true };
  const root = wrap(pg, pg, statements, memoryScope);
  return {
    driver: 'pglite',
    memoryScope,
    query: root.query,
    executeScript: root.executeScript,
    // PGlite has a single connection; its transaction() holds it exclusively until done.
    transaction: (fn) => pg.transaction((tx) => fn(wrap(pg, tx, statements, memoryScope))),
    close: () => pg.close(),
  };
}
