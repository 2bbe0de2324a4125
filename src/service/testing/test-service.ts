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

/** A fresh, empty database of the kind the running vitest project tests: a temp SQLite file or a new PG database. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env['STEWARD_TEST_DATABASE'] === 'postgres') {
    const serverUrl = inject('postgresUrl');
    const name = `steward_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    return {
      env: { DATABASE_URL: serverUrl.replace(/\/postgres$/, `/${name}`) },
      async drop() {
        const client = new pg.Client({ connectionString: serverUrl });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      },
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'steward-test-'));
  return {
    env: { DATA_DIR: dataDir },
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
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

/**
 * The real service, as `npm start` runs it, on a free loopback port over a fresh database loaded with the demo.
 * `env` overrides configuration variables.
 */
export async function startTestService(env: Record<string, string> = {}): Promise<TestService> {
  const database = await createTestDatabase();
  const port = await freePort();
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    // Each test file is its own process; loading the address data in every one would only slow the suite.
    ADDRESS_WARMUP: 'false',
    // The shipped Boston streets take a second or two to load: only the tests of the demo addresses ask for them.
    DEMO_ADDRESSES: 'false',
    ...database.env,
    ...env,
  });
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
