import Fastify, { type FastifyInstance } from 'fastify';
import { createLocalJWKSet, type JWTVerifyGetKey } from 'jose';
import type { ServiceConfig } from './config/env';
import { registerAddressRoutes } from './address/address-routes';
import { registerUsageCounting } from './address/usage/usage-counter';
import { registerApiUsageCounting } from './api-usage/api-usage-counter';
import { registerApiUsageRoutes } from './api-usage/api-usage-routes';
import { AddressIndexCache } from './address/index/address-index-cache';
import { PostalPlaceCache } from './address/index/postal-place-cache';
import { warmUpAddressData } from './address/warm-up';
import { AddressPointStore } from './address/store/address-point-store';
import { PostalPlaceStore } from './address/store/postal-place-store';
import { registerDashboardRoutes } from './dashboard/dashboard-routes';
import { registerDecisionRoutes } from './review/decision-routes';
import { BatchRunner } from './review-batches/batch-runner';
import { registerReviewBatchRoutes } from './review-batches/batch-routes';
import { registerReviewRoutes } from './review/review-routes';
import { registerConsoleRoutes } from './console-hosting/console-routes';
import { registerContactValidationRoutes } from './contact-validation/contact-validation-routes';
import { registerFilterRoutes } from './filters/filter-routes';
import {
  answerClientError,
  answerFrameworkError,
  installErrorHandler,
  installNotFoundHandler,
} from './http/error-handler';
import { loggingOptions } from './http/logging';
import { registerHealthRoutes } from './health/health-routes';
import { registerApiRateLimit } from './http/api-rate-limit';
import { registerCompression } from './http/compression';
import { refuseControlCharacters } from './http/control-characters';
import { parseJsonBodies } from './http/json-body';
import { registerSecurityHeaders } from './http/security-headers';
import { registerMergeRoutes } from './merge/merge-routes';
import { JobRunner } from './jobs/job-runner';
import { registerJobRoutes } from './jobs/job-routes';
import { createAuthGuards } from './identity/auth-guards';
import { createEmbeddedProvider } from './identity/embedded-provider';
import { purgeExpiredOidcPayloads } from './identity/oidc-adapter';
import { loadOrCreateProviderKeys, publicJwk } from './identity/provider-keys';
import { registerProviderRoutes } from './identity/provider-routes';
import { SignInThrottle } from './identity/sign-in-throttle';
import { createTokenVerifier, discoveredKeySet } from './identity/token-verifier';
import { licenceCheck } from './licences/licence-check';
import { registerLicenceRoutes } from './licences/licence-routes';
import { registerOpenApi } from './openapi/openapi-plugin';
import { registerDescribeRoutes } from './records/describe-routes';
import { registerRecordListRoutes } from './records/record-list-routes';
import { registerRecordRoutes } from './records/record-routes';
import { RecordTypeStore } from './records/record-type-store';
import { registerConfigTransferRoutes } from './config-transfer/config-transfer-routes';
import { registerRecordTypeAdminRoutes } from './records/record-type-admin-routes';
import { registerScenarioAdminRoutes } from './scenarios/scenario-admin-routes';
import { registerScenarioRoutes } from './scenarios/scenario-routes';
import { DEFAULT_PATIENCE } from './match-index/find-duplicates';
import { IndexBuilder } from './match-index/index-builder';
import { registerIndexBuildRoutes } from './match-index/index-build-routes';
import { LiveIndex } from './match-index/live-index';
import { MatchingConfiguration } from './matching-config/matching-configuration';
import { registerSearchRoutes } from './search/search-routes';
import type { Store } from './storage/database';
import { registerUpsertRoutes } from './upsert/upsert-routes';
import { registerWordListRoutes } from './word-lists/word-list-routes';

/** Largest accepted request body; far above any legitimate search or upsert. */
const BODY_LIMIT = 1024 * 1024;

/**
 * The whole service as one Fastify instance over an open, migrated store: API, embedded identity provider,
 * OpenAPI reference and the built console.
 */
export async function buildApp(config: ServiceConfig, store: Store): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggingOptions(config),
    bodyLimit: BODY_LIMIT,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    return503OnClosing: true,
    // Bodies are validated as sent: no coercion and no silent removal of unknown fields.
    ajv: {
      customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: true, allErrors: true },
    },
  });
  installErrorHandler(app);
  registerSecurityHeaders(app, config);
  await registerCompression(app);
  await registerApiRateLimit(app, config.throttling.apiPerMinute, store);
  parseJsonBodies(app);
  refuseControlCharacters(app);
  const apiUsage = registerApiUsageCounting(app, store.db);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const recordTypes = new RecordTypeStore(store.db);
  await recordTypes.load();
  const index = await LiveIndex.start({
    db: store.db,
    // Record types change through the configuration too (created, edited, mapped): read again with it, so that a
    // type created on any process has an index here from the next catch-up.
    loadMatching: async (db) => {
      await recordTypes.load();
      const names = recordTypes.all().map((type) => type.name);
      return MatchingConfiguration.load(db, names, config.defaultCountry);
    },
    changes: store.changes,
  });

  await registerOpenApi(app, config);

  let keys: JWTVerifyGetKey;
  if (config.oidc.embedded) {
    const providerKeys = await loadOrCreateProviderKeys(store.db);
    await purgeExpiredOidcPayloads(store.db);
    await registerProviderRoutes(
      app,
      await createEmbeddedProvider(config, store.db, providerKeys),
      config.demoMode,
      new SignInThrottle(store.db, {
        lockAfter: config.throttling.signInLockAfter,
        lockMinutes: config.throttling.signInLockMinutes,
      }),
    );
    keys = createLocalJWKSet({ keys: [publicJwk(providerKeys.signingKey)] });
  } else {
    keys = discoveredKeySet(config.oidc.issuer);
  }
  const guards = createAuthGuards(
    createTokenVerifier({
      issuer: config.oidc.issuer,
      audience: config.oidc.audience,
      tokenType: config.oidc.tokenType,
      rolesClaim: config.oidc.rolesClaim,
      keys,
    }),
    licenceCheck(store.db, store.changes),
  );

  const reindex = {
    defaultCountry: config.defaultCountry,
    inlineReindexRecords: config.inlineReindexRecords,
  };
  registerHealthRoutes(app, store);
  registerDescribeRoutes(app, recordTypes, index, guards);
  registerScenarioRoutes(app, recordTypes, guards, {
    db: store.db,
    index,
    ...reindex,
  });
  const configurationAdmin = { db: store.db, recordTypes, ...reindex };
  registerScenarioAdminRoutes(app, { ...configurationAdmin, index }, guards);
  registerConfigTransferRoutes(app, configurationAdmin, guards);
  registerRecordTypeAdminRoutes(app, { ...configurationAdmin, index }, guards);
  registerSearchRoutes(
    app,
    {
      db: store.db,
      recordTypes,
      index,
      limits: { cap: config.searchCandidateCap, patience: DEFAULT_PATIENCE },
    },
    guards,
  );
  registerUpsertRoutes(
    app,
    {
      db: store.db,
      dialect: store.dialect,
      recordTypes,
      index,
      limits: { cap: config.upsertCandidateCap, patience: DEFAULT_PATIENCE },
    },
    guards,
  );
  registerRecordRoutes(app, store, recordTypes, index, guards);
  registerRecordListRoutes(app, store, recordTypes, guards);
  registerReviewRoutes(app, store, recordTypes, guards);
  registerDecisionRoutes(app, store, recordTypes, guards);
  registerDashboardRoutes(app, { db: store.db, recordTypes }, guards);
  const mergeDeps = { db: store.db, dialect: store.dialect, index, recordTypes };
  registerMergeRoutes(app, mergeDeps, guards);
  const batchRunner = new BatchRunner({ ...mergeDeps, log: app.log.child({ component: 'review-batches' }) });
  registerReviewBatchRoutes(app, { ...mergeDeps, runner: batchRunner }, guards);
  const runner = new JobRunner({
    db: store.db,
    dialect: store.dialect,
    index,
    recordTypes,
    log: app.log.child({ component: 'jobs' }),
  });
  registerJobRoutes(app, { db: store.db, recordTypes, index, runner }, guards);
  const indexBuilder = new IndexBuilder({
    db: store.db,
    defaultCountry: config.defaultCountry,
    log: app.log.child({ component: 'index-builds' }),
  });
  registerIndexBuildRoutes(app, store.db, guards);
  app.addHook('onReady', async () => {
    runner.start();
    indexBuilder.start();
    batchRunner.start();
  });
  app.addHook('onClose', async () => {
    await Promise.all([runner.stop(), indexBuilder.stop(), batchRunner.stop()]);
  });
  registerLicenceRoutes(app, store, guards);
  registerApiUsageRoutes(app, store.db, apiUsage, guards);
  registerWordListRoutes(app, { db: store.db, ...reindex }, guards);
  registerFilterRoutes(app, store, recordTypes, guards);
  const addressPoints = new AddressPointStore(store.db);
  const addressIndex = new AddressIndexCache(addressPoints);
  const postalPlaces = new PostalPlaceCache(new PostalPlaceStore(store.db));
  const usage = registerUsageCounting(app, store.db);
  registerAddressRoutes(
    app,
    store,
    { points: addressPoints, index: addressIndex, postalPlaces, defaultCountry: config.defaultCountry },
    usage,
    guards,
  );
  registerContactValidationRoutes(app, usage, config.defaultCountry, guards);
  if (config.addressWarmup)
    app.addHook('onListen', () => warmUpAddressData(addressIndex, postalPlaces, app.log));
  installNotFoundHandler(app, await registerConsoleRoutes(app, config));
  return app;
}
