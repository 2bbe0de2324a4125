import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  sql,
  type DatabaseConnection,
  type SqliteDialectConfig,
} from 'kysely';
import pg from 'pg';
import type { ServiceConfig } from '../config/env';
import { createAddressPointIndexes } from './address-point-indexes';
import { migrations } from './migrations/index';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface Store {
  db: Kysely<Database>;
  dialect: Dialect;
  /**
   * SQLite only: the connection itself, for bulk writers whose statements must be prepared once rather than
   * compiled by Kysely for every batch. It bypasses Kysely's connection queue: a write through it would join a
   * Kysely transaction open at that moment, so only code that has the store to itself (an import) may use it.
   * The address import keeps its own transaction open between batches until it flushes, so Kysely must not
   * write on the store meanwhile either.
   */
  sqlite?: Pick<SQLite.Database, 'prepare' | 'transaction' | 'pragma' | 'inTransaction'>;
  /**
   * SQLite only: a value that changes whenever the database may have changed, by this process or another, read
   * without a query (so a reader can tell in microseconds that nothing it holds is stale). PostgreSQL has none.
   */
  changes?: () => string;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

// PostgreSQL returns BIGINT as text to avoid precision loss; our bigints (counters, epoch seconds) fit a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** Lets one process of several write to a shared SQLite file at a time (see processes/write-lock). */
export interface WriteLock {
  acquire(): Promise<() => void>;
}

export function openStore(database: ServiceConfig['database'], writeLock?: WriteLock): Store {
  if (database.kind === 'sqlite') {
    fs.mkdirSync(path.dirname(database.file), { recursive: true });
    const connection = new SQLite(database.file);
    connection.pragma('journal_mode = WAL');
    connection.pragma('synchronous = NORMAL');
    connection.pragma('foreign_keys = ON');
    connection.pragma('busy_timeout = 5000');
    // 64 MB of pages (the default is 2 MB): a million imported addresses and their indexes stay mostly in memory.
    connection.pragma('cache_size = -65536');
    let writes = 0;
    const dialect = new WritingSqliteDialect(
      { database: reusingStatements(connection, () => writes++) },
      writeLock,
    );
    // This connection's writes are counted as they run; data_version moves when another connection commits.
    const dataVersion = connection.prepare('pragma data_version').pluck();
    return {
      ...wrap(new Kysely<Database>({ dialect }), 'sqlite', connection),
      changes: () => `${String(dataVersion.get())}.${writes}`,
    };
  }
  const pool = new pg.Pool({ connectionString: database.url, max: 10 });
  // An idle client that loses its server must not crash the process; the next query reports the failure.
  pool.on('error', () => undefined);
  return wrap(new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), 'postgres');
}

/**
 * Transactions that take SQLite's write lock when they begin (`begin immediate`), and, with several service
 * processes, the processes' write lock first. A plain `begin` reads first and asks for the write lock at its first
 * write, which fails at once (SQLITE_BUSY) when another connection wrote meanwhile, instead of waiting its turn.
 */
class WritingSqliteDialect extends SqliteDialect {
  private readonly config: SqliteDialectConfig;
  private readonly writeLock: WriteLock | undefined;

  constructor(config: SqliteDialectConfig, writeLock: WriteLock | undefined) {
    super(config);
    this.config = config;
    this.writeLock = writeLock;
  }

  override createDriver() {
    return new WritingSqliteDriver(this.config, this.writeLock);
  }
}

class WritingSqliteDriver extends SqliteDriver {
  private readonly writeLock: WriteLock | undefined;
  private release: (() => void) | undefined;

  constructor(config: SqliteDialectConfig, writeLock: WriteLock | undefined) {
    super(config);
    this.writeLock = writeLock;
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    this.release = await this.writeLock?.acquire();
    try {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    } catch (error) {
      this.releaseWriteLock();
      throw error;
    }
  }

  override async commitTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await connection.executeQuery(CompiledQuery.raw('commit'));
    } finally {
      this.releaseWriteLock();
    }
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await connection.executeQuery(CompiledQuery.raw('rollback'));
    } finally {
      this.releaseWriteLock();
    }
  }

  private releaseWriteLock() {
    const release = this.release;
    this.release = undefined;
    release?.();
  }
}

/** Distinct statements kept prepared; `in (…)` lists of every length make more, so the cache starts over. */
const PREPARED_STATEMENTS = 1000;

/**
 * The connection as Kysely sees it, with `prepare` answering a statement prepared before for the same text.
 * Kysely prepares every query anew, and preparing is a large share of a short query's cost; a better-sqlite3
 * statement may run again and again (Kysely never streams, which would hold one busy). Every run of a statement
 * that may write calls `written`.
 */
function reusingStatements(connection: SQLite.Database, written: () => void): SQLite.Database {
  let statements = new Map<string, SQLite.Statement>();
  const prepare = (source: string) => {
    let statement = statements.get(source);
    if (!statement) {
      if (statements.size >= PREPARED_STATEMENTS) statements = new Map();
      statement = connection.prepare(source);
      if (!statement.readonly) statement = countingRuns(statement, written);
      statements.set(source, statement);
    }
    return statement;
  };
  return new Proxy(connection, {
    get(target, property) {
      if (property === 'prepare') return prepare;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** A statement whose every run (as Kysely runs statements) calls `ran`. */
function countingRuns(statement: SQLite.Statement, ran: () => void): SQLite.Statement {
  return new Proxy(statement, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const method = (value as (...args: unknown[]) => unknown).bind(target);
      if (property !== 'run' && property !== 'all' && property !== 'get' && property !== 'iterate')
        return method;
      return (...args: unknown[]) => {
        ran();
        return method(...args);
      };
    },
  });
}

function wrap(db: Kysely<Database>, dialect: Dialect, sqlite?: SQLite.Database): Store {
  return {
    db,
    dialect,
    ...(sqlite && { sqlite }),
    async ping() {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    close: () => db.destroy(),
  };
}

/**
 * Brings the schema up to date, and builds the address indexes an import stopped half-way left out; throws with
 * the failing migration's name.
 */
export async function migrateToLatest(store: Store): Promise<void> {
  const migrator = new Migrator({
    db: store.db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${failed} failed: ${String(error)}`, { cause: error });
  }
  await createAddressPointIndexes(store.db);
}
