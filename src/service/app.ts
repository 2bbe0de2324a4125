import cluster from 'node:cluster';
import Fastify, { type FastifyInstance } from 'fastify';
import { createLocalJWKSet, type JWTVerifyGetKey } from 'jose';
import type { ServiceConfig } from './config/env';
import { BODY_VALIDATION } from './http/body-validation';
import { addressRoutes } from './address/address-routes';
import { addressData, addressJudges } from './address/address-data';
import { alertRoutes } from './alerts/alert-routes';
import { eventRoutes } from './events/event-routes';
import { survivorRoutes } from './records/survivor-routes';
import { apiUsageRoutes } from './api-usage/api-usage-routes';
import { dashboardRoutes } from './dashboard/dashboard-routes';
import { decisionRoutes } from './decisions/decision-routes';
import { reviewBatchRoutes } from './review-batches/batch-routes';
import { reviewRoutes } from './review/review-routes';
import { registerConsoleRoutes } from './console-hosting/console-routes';
import { contactValidationRoutes } from './contact-validation/contact-validation-routes';
import { filterRoutes } from './filters/filter-routes';
import {
  answerClientError,
  answerFrameworkError,
  installErrorHandler,
  installNotFoundHandler,
} from './http/error-handler';
import { loggingOptions } from './http/logging';
import { healthRoutes } from './health/health-routes';
import { registerApiRateLimit } from './http/api-rate-limit';
import { registerCompression } from './http/compression';
import { refuseUnstorableText } from './http/control-characters';
import { parseJsonBodies } from './http/json-body';
import { answerBeforeUnreadBody } from './http/unread-body';
import { registerSecurityHeaders } from './http/security-headers';
import { databaseRequestCounter } from './http/shared-request-counts';
import { requestCountClient } from './processes/request-counts';
import { mergeRoutes } from './merge/merge-routes';
import { jobRoutes } from './jobs/job-routes';
import { scheduleRoutes } from './schedules/schedule-routes';
import { rehearsalRoutes } from './auto-merge/rehearsal-routes';
import { createAuthGuards } from './identity/auth-guards';
import { requireSeatForRecordData } from './identity/record-data-seat';
import { createEmbeddedProvider } from './identity/embedded-provider';
import { purgeExpiredOidcPayloads } from './identity/oidc-adapter';
import { loadOrCreateProviderKeys, publicJwk } from './identity/provider-keys';
import { registerProviderRoutes } from './identity/provider-routes';
import { SignInThrottle } from './identity/sign-in-throttle';
import { createTokenVerifier, discoveredKeySet } from './identity/token-verifier';
import { licenceCheck } from './licences/licence-check';
import { licenceRoutes } from './licences/licence-routes';
import { myLicenceRoutes } from './licences/my-licence-routes';
import { registerOpenApi } from './openapi/openapi-plugin';
import { describeRoutes } from './records/describe-routes';
import { recordListRoutes } from './records/record-list-routes';
import { recordRoutes } from './records/record-routes';
import { registerUsageCounting } from './usage/usage-counter';
import { registerIntakeCounting } from './intake/intake-counter';
import { startMatchIndex } from './startup';
import { RecordTypeStore } from './records/record-type-store';
import { configTransferRoutes } from './config-transfer/config-transfer-routes';
import { recordTypeAdminRoutes } from './record-type-admin/record-type-admin-routes';
import { scenarioAdminRoutes } from './scenario-admin/scenario-admin-routes';
import { scenarioAutoTraining } from './scenario-admin/scenario-auto-training';
import { scenarioRoutes } from './scenario-admin/scenario-routes';
import { indexBuildRoutes } from './index-builds/index-build-routes';
import { searchRoutes } from './search/search-routes';
import { auditSignInLock, signInLockRoutes } from './sign-in-lock-admin/sign-in-lock-routes';
import type { Store } from './storage/database';
import { upsertRoutes } from './upsert/upsert-routes';
import { importRoutes } from './imports/import-routes';
import { wordListRoutes } from './word-list-admin/word-list-routes';

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
    ajv: { customOptions: BODY_VALIDATION },
  });
  installErrorHandler(app);
  registerSecurityHeaders(app, config);
  await registerCompression(app);
  await registerApiRateLimit(
    app,
    config.throttling.apiPerMinute,
    // Instances on one PostgreSQL count in it; a SQLite service's processes with their primary.
    store.dialect === 'postgres'
      ? databaseRequestCounter(store.db)
      : cluster.isWorker
        ? requestCountClient()
        : undefined,
  );
  parseJsonBodies(app);
  answerBeforeUnreadBody(app);
  refuseUnstorableText(app);
  const usage = registerUsageCounting(app, store.db);
  const intake = registerIntakeCounting(app, store.db);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const recordTypes = new RecordTypeStore(store.db);
  await recordTypes.load();
  const index = await startMatchIndex(store, config, recordTypes);
  app.log.info(index.started, 'match index ready');
  // Saved as the service stops, so that the next start reads it rather than every stored entry.
  app.addHook('onClose', async () => index.saveSnapshotIfBehind());

  await registerOpenApi(app, config);

  const signInThrottle = new SignInThrottle(
    store.db,
    { lockAfter: config.throttling.signInLockAfter, lockMinutes: config.throttling.signInLockMinutes },
    { onLocked: auditSignInLock(store.db) },
  );
  let keys: JWTVerifyGetKey;
  if (config.oidc.embedded) {
    const providerKeys = await loadOrCreateProviderKeys(store.db);
    await purgeExpiredOidcPayloads(store.db);
    await registerProviderRoutes(
      app,
      await createEmbeddedProvider(config, store.db, providerKeys),
      config.demoMode,
      signInThrottle,
    );
    keys = createLocalJWKSet({ keys: [publicJwk(providerKeys.signingKey)] });
  } else {
    keys = discoveredKeySet(config.oidc.issuer);
  }
  const hasLicenceSeat = licenceCheck(store.db, store.changes);
  const guards = createAuthGuards(
    createTokenVerifier({
      issuer: config.oidc.issuer,
      audience: config.oidc.audience,
      tokenType: config.oidc.tokenType,
      rolesClaim: config.oidc.rolesClaim,
      keys,
    }),
    hasLicenceSeat,
  );
  requireSeatForRecordData(app, guards);

  /**
   * What the capabilities' plugins are given: each takes the part it needs, registers its routes with their
   * guards, and starts and stops its own background work.
   */
  const address = addressData(store, config.defaultCountry);
  const context = {
    config,
    store,
    db: store.db,
    dialect: store.dialect,
    recordTypes,
    index,
    guards,
    hasLicenceSeat,
    defaultCountry: config.defaultCountry,
    address,
    addressJudges: addressJudges(address),
    inlineReindexRecords: config.inlineReindexRecords,
    usage,
    intake,
    signInThrottle,
  };
  await app.register(healthRoutes, context);
  await app.register(describeRoutes, context);
  await app.register(recordRoutes, context);
  await app.register(recordListRoutes, context);
  await app.register(scenarioRoutes, context);
  await app.register(scenarioAdminRoutes, context);
  await app.register(scenarioAutoTraining, context);
  await app.register(wordListRoutes, context);
  await app.register(filterRoutes, context);
  await app.register(recordTypeAdminRoutes, context);
  await app.register(configTransferRoutes, context);
  await app.register(indexBuildRoutes, context);
  await app.register(searchRoutes, context);
  await app.register(upsertRoutes, context);
  await app.register(importRoutes, context);
  await app.register(reviewRoutes, context);
  await app.register(decisionRoutes, context);
  await app.register(mergeRoutes, context);
  await app.register(reviewBatchRoutes, context);
  await app.register(rehearsalRoutes, context);
  await app.register(scheduleRoutes, context);
  await app.register(alertRoutes, context);
  await app.register(eventRoutes, context);
  await app.register(survivorRoutes, context);
  await app.register(jobRoutes, context);
  await app.register(dashboardRoutes, context);
  await app.register(licenceRoutes, context);
  await app.register(myLicenceRoutes, context);
  await app.register(signInLockRoutes, context);
  await app.register(apiUsageRoutes, context);
  await app.register(addressRoutes, context);
  await app.register(contactValidationRoutes, context);
  installNotFoundHandler(app, await registerConsoleRoutes(app, config));
  return app;
}
