import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../contract/api-paths';
import {
  ConfigImportDryRun,
  ConfigJobRequest,
  ConfigJobStarted,
  ConfigJobStatus,
  Configuration,
} from '../../contract/config-transfer';
import { SalesforceErrorBody } from '../../contract/errors';
import { ApiError } from '../http/api-error';
import type { AuthGuards } from '../identity/auth-guards';
import { exportConfiguration } from './config-export';
import { dryRunImport, importConfiguration, type ConfigImportDependencies } from './config-import';
import { findTransfer, recordTransfer, type TransferKind } from './config-transfer-store';
import { errorResponses } from '../http/error-responses';

const errors = errorResponses(400, 401, 403);

const jobStatus = (kind: TransferKind) => ({
  summary: `State of a configuration ${kind === 'EXPORT' ? 'export' : 'import'} job`,
  description:
    'Status as the original’s AsyncApexJob: Completed or Failed; `warnings` list what an import left out, changed ' +
    'or removed. An unknown job answers 404 with `ok: false`.',
  body: ConfigJobRequest,
  response: { 200: ConfigJobStatus, 404: ConfigJobStatus, ...errors },
});

/**
 * The original's configuration transfer, at its paths and in its shapes (reference-notes §1.4–1.5), so its
 * command-line plugin can move a configuration in and out: each call starts a job, which is polled and then
 * downloaded. Exports and imports here finish within the request, so a poll finds them done.
 */
export async function configTransferRoutes(
  app: FastifyInstance,
  { guards, ...deps }: ConfigImportDependencies & { guards: AuthGuards },
) {
  const onRequest = [guards.authenticate, guards.requireRole('admin')];
  /** The matching configuration holds no record's values: no licence seat needed, like the rest of administration. */
  const noRecordData = { recordData: false } as const;
  const tags = ['administration'];

  app.post(
    apiPaths.exportConfig,
    {
      onRequest,
      config: noRecordData,
      schema: {
        tags,
        summary: 'Export the matching configuration',
        description:
          'Record types with their cross-object mappings and scenarios, and as Steward extensions their search ' +
          'filters and the custom word lists; trained models stay behind. Answers the job to download.',
        response: { 200: ConfigJobStarted, ...errors },
      },
    },
    async (request) => {
      const configuration = await exportConfiguration(deps.db, deps.recordTypes);
      const jobId = await recordTransfer(
        deps.db,
        {
          kind: 'EXPORT',
          status: 'Completed',
          error: null,
          warnings: [],
          result: JSON.stringify(configuration),
        },
        request.principal!.subject,
      );
      return { ok: true, jobId, errorMessage: null };
    },
  );

  app.post<{ Body: ConfigJobRequest }>(
    apiPaths.exportConfigJobStat,
    { onRequest, config: noRecordData, schema: { tags, ...jobStatus('EXPORT') } },
    async (request, reply) => statusOf(deps, 'EXPORT', request.body.jobId, reply),
  );

  app.post<{ Body: ConfigJobRequest }>(
    apiPaths.exportConfigDownload,
    {
      onRequest,
      config: noRecordData,
      schema: {
        tags,
        summary: 'Download an exported configuration',
        body: ConfigJobRequest,
        response: { 200: Configuration, 404: SalesforceErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      const transfer = await findTransfer(deps.db, 'EXPORT', request.body.jobId);
      if (!transfer?.result)
        throw new ApiError(404, 'NOT_FOUND', `There is no configuration export ${request.body.jobId}`);
      return reply.type('application/json').send(transfer.result);
    },
  );

  app.post<{ Body: Configuration }>(
    apiPaths.importConfig,
    {
      onRequest,
      config: noRecordData,
      bodyLimit: 20 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Import a matching configuration',
        description:
          'Takes an export of the original or of this service. For each record type it names that exists here, ' +
          'its scenarios become the given ones (matched by name, keeping ids; added; or removed), and its filters ' +
          'too when given; custom word lists are created or replaced. What cannot be used here (features this ' +
          'service lacks, fields or methods it does not have, scenarios the admin API would refuse) is left out and ' +
          'listed in the job’s warnings. Searches use the imported scenarios once the match index of their record ' +
          'types is built in the background (`GET …/admin/index-builds`). A body that is not a configuration ' +
          'answers 400 naming the field.',
        body: Configuration,
        response: { 200: ConfigJobStarted, ...errors },
      },
    },
    async (request) => {
      let outcome: { status: 'Completed' | 'Failed'; error: string | null; warnings: string[] };
      try {
        outcome = {
          status: 'Completed',
          error: null,
          warnings: await importConfiguration(deps, request.body, {
            principal: request.principal!.subject,
            endpoint: `POST ${apiPaths.importConfig}`,
          }),
        };
      } catch (error) {
        request.log.error({ err: error }, 'configuration import failed');
        outcome = {
          status: 'Failed',
          error: `The import stopped on an unexpected error and changed nothing: ${(error as Error).message}`,
          warnings: [],
        };
      }
      const jobId = await recordTransfer(
        deps.db,
        { kind: 'IMPORT', ...outcome, result: null },
        request.principal!.subject,
      );
      return { ok: true, jobId, errorMessage: null };
    },
  );

  app.post<{ Body: Configuration }>(
    apiPaths.importConfigDryRun,
    {
      onRequest,
      config: noRecordData,
      bodyLimit: 20 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Say what importing a configuration would change, changing nothing',
        description:
          'The word lists, scenarios, filters and cross-object mappings an import of the body would add, change ' +
          'and remove, each by name, and the warnings it would give for what it leaves out. Nothing is written: ' +
          'a console shows this before the import is confirmed (Steward extension).',
        body: Configuration,
        response: { 200: ConfigImportDryRun, ...errors },
      },
    },
    async (request) => dryRunImport(deps, request.body),
  );

  app.post<{ Body: ConfigJobRequest }>(
    apiPaths.importConfigJobStat,
    { onRequest, config: noRecordData, schema: { tags, ...jobStatus('IMPORT') } },
    async (request, reply) => statusOf(deps, 'IMPORT', request.body.jobId, reply),
  );
}

async function statusOf(
  deps: ConfigImportDependencies,
  kind: TransferKind,
  jobId: string,
  reply: { code: (status: number) => unknown },
): Promise<ConfigJobStatus> {
  const transfer = await findTransfer(deps.db, kind, jobId);
  if (!transfer) {
    reply.code(404);
    return {
      ok: false,
      errorMessage: `There is no configuration ${kind === 'EXPORT' ? 'export' : 'import'} job ${jobId}`,
      jobInfo: null,
      warnings: [],
    };
  }
  return {
    ok: transfer.status === 'Completed',
    errorMessage: transfer.error,
    jobInfo: { Status: transfer.status, ExtendedStatus: transfer.error },
    warnings: transfer.warnings,
  };
}
