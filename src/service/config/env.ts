import os from 'node:os';
import path from 'node:path';
import { Ajv } from 'ajv';
import Type, { type Static } from 'typebox';
import { DEFAULT_IMPORT_MAX_BYTES, DEFAULT_IMPORT_MAX_ROWS } from '../../contract/imports';

/**
 * Service processes by default: one per core, up to this many. Each keeps the match index in memory, so memory
 * rather than cores bounds how many are worth running on a large store.
 */
const MAX_DEFAULT_PROCESSES = 4;

/** Every environment variable the service reads. The README lists them; keep the two in step. */
const EnvSchema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 8080 }),
  HOST: Type.String({ minLength: 1, default: 'localhost' }),
  PUBLIC_URL: Type.Optional(Type.String({ pattern: '^https?://[^/]+$' })),
  DATA_DIR: Type.String({ minLength: 1, default: './data' }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  DEMO_MODE: Type.Boolean({ default: true }),
  LOG_LEVEL: Type.Enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { default: 'info' }),
  OIDC_ISSUER: Type.Optional(Type.String({ pattern: '^https?://' })),
  OIDC_AUDIENCE: Type.String({ minLength: 1, default: 'urn:steward:api' }),
  OIDC_ROLES_CLAIM: Type.String({ minLength: 1, default: 'roles' }),
  OIDC_TOKEN_TYPE: Type.String({ minLength: 1, default: 'at+jwt' }),
  OIDC_CONSOLE_CLIENT_ID: Type.String({ minLength: 1, default: 'steward-console' }),
  OIDC_INTEGRATION_CLIENT_ID: Type.String({ minLength: 1, default: 'integration' }),
  OIDC_INTEGRATION_CLIENT_SECRET: Type.String({ minLength: 8, default: 'integration-secret' }),
  OIDC_CONSOLE_ORIGINS: Type.Optional(Type.String({ description: 'Comma-separated extra console origins' })),
  ACCESS_TOKEN_TTL: Type.Integer({ minimum: 30, maximum: 86400, default: 600 }),
  DEMO_RECORD_SEED: Type.Integer({ default: 20261122 }),
  DEFAULT_COUNTRY: Type.String({ pattern: '^[A-Z]{2}$', default: 'US' }),
  SEARCH_CANDIDATE_CAP: Type.Integer({ minimum: 1, maximum: 100000, default: 500 }),
  INDEX_INLINE_RECORDS: Type.Integer({ minimum: 0, maximum: 10000000, default: 10000 }),
  UPSERT_CANDIDATE_CAP: Type.Integer({ minimum: 1, maximum: 100000, default: 50 }),
  SCENARIO_AUTO_TRAIN: Type.Boolean({ default: true }),
  SCENARIO_RETRAIN_CHANGE: Type.Number({ exclusiveMinimum: 0, maximum: 1000, default: 20 }),
  IMPORT_MAX_ROWS: Type.Integer({ minimum: 1, default: DEFAULT_IMPORT_MAX_ROWS }),
  IMPORT_MAX_BYTES: Type.Integer({ minimum: 1, default: DEFAULT_IMPORT_MAX_BYTES }),
  SHUTDOWN_TIMEOUT_MS: Type.Integer({ minimum: 0, default: 10000 }),
  EVENT_RETENTION_DAYS: Type.Integer({ minimum: 1, maximum: 3650, default: 30 }),
  SERVICE_PROCESSES: Type.Optional(Type.Integer({ minimum: 1, maximum: 64 })),
  ADDRESS_WARMUP: Type.Boolean({ default: true }),
  DEMO_ADDRESSES: Type.Boolean({ default: true }),
  API_RATE_LIMIT: Type.Integer({ minimum: 0, default: 6000 }),
  SIGN_IN_LOCK_AFTER: Type.Integer({ minimum: 1, maximum: 1000, default: 10 }),
  SIGN_IN_LOCK_MINUTES: Type.Integer({ minimum: 1, maximum: 1440, default: 15 }),
});
type Env = Static<typeof EnvSchema>;

export interface ServiceConfig {
  port: number;
  host: string;
  /** Origin the service is reached at from browsers; issuer and record URLs derive from it. */
  publicUrl: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  demoMode: boolean;
  logLevel: Env['LOG_LEVEL'];
  oidc: {
    /** The embedded provider runs when no external issuer is configured. */
    embedded: boolean;
    issuer: string;
    audience: string;
    rolesClaim: string;
    tokenType: string;
    consoleClientId: string;
    consoleOrigins: string[];
    integrationClientId: string;
    integrationClientSecret: string;
    accessTokenTtl: number;
  };
  demoRecordSeed: number;
  /** Country assumed for phone numbers and dates written without one (ISO 3166-1 alpha-2). */
  defaultCountry: string;
  /** Most candidates from the blocking index scored per search. */
  searchCandidateCap: number;
  /** Records of a type indexed again within a configuration change; a larger type is built in the background. */
  inlineReindexRecords: number;
  /** Load the address reference data and street index when the service starts listening, not on first use. */
  addressWarmup: boolean;
  /** In demo mode, load the shipped street extract of Boston once, at the first start. */
  demoAddresses: boolean;
  /** Most candidates scored per upsert: it needs the best match, not every one a steward might review. */
  upsertCandidateCap: number;
  /**
   * PROBABILISTIC scenarios trained by the service itself, and trained again once their record type's count has
   * moved by `retrainChange` (a share: 0.2) of the count the model was trained on.
   */
  scenarioTraining: { automatic: boolean; retrainChange: number };
  /** Most data rows and bytes one imported file may have. */
  importLimits: { maxRows: number; maxBytes: number };
  shutdownTimeoutMs: number;
  /** How long the event feed keeps an event. */
  eventRetentionDays: number;
  /** Processes serving HTTP; more than one run under a supervising primary (node:cluster). */
  serviceProcesses: number;
  throttling: {
    /** API requests a principal may make per minute in one service process; 0 turns the limit off. */
    apiPerMinute: number;
    /** Failed sign-ins of one user name, or token requests of one client, before it is locked. */
    signInLockAfter: number;
    signInLockMinutes: number;
  };
}

export class ConfigError extends Error {}

const ajv = new Ajv({ coerceTypes: true, useDefaults: true, allErrors: true, strict: false });
const validateEnv = ajv.compile<Env>(EnvSchema);

/** Reads and checks the configuration; a ConfigError names every variable that is wrong. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const known = Object.keys(EnvSchema.properties);
  const env: Record<string, unknown> = {};
  for (const key of known) {
    const value = source[key];
    if (value !== undefined && value !== '') env[key] = value;
  }
  if (!validateEnv(env)) {
    const problems = (validateEnv.errors ?? []).map((error) => {
      const variable = error.instancePath.replace(/^\//, '') || String(error.params['missingProperty'] ?? '');
      const allowed = error.params['allowedValues'] as unknown[] | undefined;
      const detail = allowed ? `must be one of ${allowed.join(', ')}` : error.message;
      return `${variable} ${detail} (got ${JSON.stringify(source[variable] ?? '')})`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  return toServiceConfig(env as Env);
}

function toServiceConfig(env: Env): ServiceConfig {
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  const embedded = env.OIDC_ISSUER === undefined;
  if (!env.DEMO_MODE && embedded) {
    throw new ConfigError(
      'Invalid configuration: DEMO_MODE=false needs OIDC_ISSUER (an external OpenID Connect provider); ' +
        'the embedded provider only signs in the demo users',
    );
  }
  if (!env.DEMO_MODE && env.OIDC_INTEGRATION_CLIENT_SECRET === 'integration-secret') {
    throw new ConfigError(
      'Invalid configuration: OIDC_INTEGRATION_CLIENT_SECRET must not be the demo secret when DEMO_MODE=false',
    );
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const extraOrigins = (env.OIDC_CONSOLE_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return {
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    dataDir,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'sqlite', file: path.join(dataDir, 'steward.sqlite') },
    demoMode: env.DEMO_MODE,
    logLevel: env.LOG_LEVEL,
    oidc: {
      embedded,
      issuer: env.OIDC_ISSUER ?? `${publicUrl}/oidc`,
      audience: env.OIDC_AUDIENCE,
      rolesClaim: env.OIDC_ROLES_CLAIM,
      tokenType: env.OIDC_TOKEN_TYPE,
      consoleClientId: env.OIDC_CONSOLE_CLIENT_ID,
      // The Vite dev server (npm run dev) serves the console on 5173 in demo mode.
      consoleOrigins: [
        ...new Set([publicUrl, ...(env.DEMO_MODE ? ['http://localhost:5173'] : []), ...extraOrigins]),
      ],
      integrationClientId: env.OIDC_INTEGRATION_CLIENT_ID,
      integrationClientSecret: env.OIDC_INTEGRATION_CLIENT_SECRET,
      accessTokenTtl: env.ACCESS_TOKEN_TTL,
    },
    demoRecordSeed: env.DEMO_RECORD_SEED,
    defaultCountry: env.DEFAULT_COUNTRY,
    searchCandidateCap: env.SEARCH_CANDIDATE_CAP,
    inlineReindexRecords: env.INDEX_INLINE_RECORDS,
    addressWarmup: env.ADDRESS_WARMUP,
    demoAddresses: env.DEMO_ADDRESSES,
    upsertCandidateCap: env.UPSERT_CANDIDATE_CAP,
    scenarioTraining: {
      automatic: env.SCENARIO_AUTO_TRAIN,
      retrainChange: env.SCENARIO_RETRAIN_CHANGE / 100,
    },
    importLimits: { maxRows: env.IMPORT_MAX_ROWS, maxBytes: env.IMPORT_MAX_BYTES },
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    eventRetentionDays: env.EVENT_RETENTION_DAYS,
    serviceProcesses: env.SERVICE_PROCESSES ?? Math.min(os.availableParallelism(), MAX_DEFAULT_PROCESSES),
    throttling: {
      apiPerMinute: env.API_RATE_LIMIT,
      signInLockAfter: env.SIGN_IN_LOCK_AFTER,
      signInLockMinutes: env.SIGN_IN_LOCK_MINUTES,
    },
  };
}
