import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type ServiceConfig } from '../config/env';
import { prepareStore } from '../startup';
import { migrateToLatest, openStore, type Store } from '../storage/database';
import { freePort } from './postgres-server';
import { QUIET_SERVICE_SETTINGS } from './quiet-service-settings';

export interface TestService {
  baseUrl: string;
  config: ServiceConfig;
  store: Store;
  app: FastifyInstance;
  close(): Promise<void>;
}

export interface TestDatabase {
  /** Environment that points the service at this database. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

const onPostgres = () => process.env['STEWARD_TEST_DATABASE'] === 'postgres';

/** A database on the test PostgreSQL server, a copy of `template` when given (CREATE DATABASE … TEMPLATE). */
async function createPostgresDatabase(template?: string): Promise<TestDatabase & { name: string }> {
  const serverUrl = inject('postgresUrl');
  const name = `steward_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  return {
    name,
    env: { DATABASE_URL: serverUrl.replace(/\/postgres$/, `/${name}`) },
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * A SQLite data folder, holding a copy of `template`'s database when given: in the test run's folder
 * (scripts/integration-global-setup.ts), which goes when the run ends, whatever a test left behind.
 */
function createSqliteDatabase(template?: string): TestDatabase & { dataDir: string } {
  const runFolder = process.env['STEWARD_TEST_FOLDER'] ?? os.tmpdir();
  const dataDir = fs.mkdtempSync(path.join(runFolder, 'steward-test-'));
  if (template) fs.copyFileSync(template, path.join(dataDir, 'steward.sqlite'));
  return {
    dataDir,
    env: { DATA_DIR: dataDir },
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A fresh, empty database of the kind the running vitest project tests: a temp SQLite file or a new PG database. */
export async function createTestDatabase(): Promise<TestDatabase> {
  return onPostgres() ? createPostgresDatabase() : createSqliteDatabase();
}

/**
 * Databases prepared as a service start prepares them (the demo loaded, its entries computed), one per setting that
 * changes what is loaded, kept for the life of the test worker: each test service starts on a copy, which takes a
 * fraction of the time loading the demo again does.
 */
const preparedTemplates = new Map<string, Promise<string>>();

/** The settings that decide what preparing a database writes into it. */
const preparationKey = (config: ServiceConfig) =>
  JSON.stringify([
    config.demoMode,
    config.demoRecordSeed,
    config.demoAddresses,
    config.defaultCountry,
    config.oidc.integrationClientId,
  ]);

/** A prepared database to copy for `config`: a SQLite file's path or a PostgreSQL database's name. */
function preparedTemplate(config: ServiceConfig): Promise<string> {
  const key = preparationKey(config);
  let template = preparedTemplates.get(key);
  if (!template) {
    template = (async () => {
      // Kept until the run ends: a SQLite template goes with the run's folder, a PostgreSQL one with its server.
      const database = onPostgres() ? await createPostgresDatabase() : createSqliteDatabase();
      const templateConfig = loadConfig({ ...database.env, LOG_LEVEL: 'silent' });
      const store = openStore(templateConfig.database);
      try {
        await prepareStore(store, {
          ...config,
          database: templateConfig.database,
          dataDir: templateConfig.dataDir,
        });
      } finally {
        // Closed, so that its file is whole (SQLite) and nothing holds it open (PostgreSQL copies only an idle one).
        await store.close();
      }
      return 'dataDir' in database ? path.join(database.dataDir, 'steward.sqlite') : database.name;
    })();
    preparedTemplates.set(key, template);
  }
  return template;
}

/**
 * A fresh database, migrated and open as a store, for the tests of one file: opened before them, closed and
 * dropped after. Read `store` (and `env`, the configuration that reaches the database) inside the tests.
 */
export const migratedStoreForTests = () => storeForTests({ migrated: true });

/** The same, not migrated: for tests of the migrations themselves, or of what runs before them. */
export const unmigratedStoreForTests = () => storeForTests({ migrated: false });

function storeForTests({ migrated }: { migrated: boolean }): {
  readonly store: Store;
  readonly env: Record<string, string>;
} {
  let database: TestDatabase | undefined;
  let store: Store | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    store = openStore(loadConfig({ ...database.env, LOG_LEVEL: 'silent' }).database);
    if (migrated) await migrateToLatest(store);
  });
  afterAll(async () => {
    await store?.close();
    await database?.drop();
  });
  const opened = () => {
    if (!store || !database)
      throw new Error('The test store is opened before the tests and read only inside them');
    return { store, database };
  };
  return {
    get store() {
      return opened().store;
    },
    get env() {
      return opened().database.env;
    },
  };
}

/** The settings of every test service unless a test sets its own. */
const TEST_SERVICE_SETTINGS = { LOG_LEVEL: 'silent', ...QUIET_SERVICE_SETTINGS };

/**
 * A fresh database already prepared as the test service's are (the demo loaded), for a test that starts the service
 * as processes of its own on it: they start without loading the demo again.
 */
export const createPreparedTestDatabase = () => databaseFor(TEST_SERVICE_SETTINGS);

/**
 * The database a test service with `settings` starts on: the one they name (the test keeps and drops it), or else a
 * fresh copy of the prepared template for them.
 */
async function databaseFor(settings: Record<string, string>): Promise<TestDatabase> {
  if (settings['DATA_DIR'] !== undefined || settings['DATABASE_URL'] !== undefined) {
    return { env: {}, drop: async () => {} };
  }
  const template = await preparedTemplate(loadConfig(settings));
  return onPostgres() ? createPostgresDatabase(template) : createSqliteDatabase(template);
}

/**
 * The real service, as `npm start` runs it, on a free loopback port over a fresh database loaded with the demo.
 * `env` overrides configuration variables.
 */
export async function startTestService(env: Record<string, string> = {}): Promise<TestService> {
  const port = await freePort();
  const settings = { PORT: String(port), HOST: '127.0.0.1', ...TEST_SERVICE_SETTINGS, ...env };
  const database = await databaseFor(settings);
  const config = loadConfig({ ...settings, ...database.env });
  const store = openStore(config.database);
  await prepareStore(store, config);
  const app = await buildApp(config, store);
  await app.listen({ port, host: config.host });
  return {
    baseUrl: config.publicUrl,
    config,
    store,
    app,
    async close() {
      await app.close();
      await store.close();
      await database.drop();
    },
  };
}
