import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { apiPaths } from '../../contract/api-paths';
import {
  Import,
  ImportIdParameter,
  ImportList,
  ImportQuery,
  ImportRowList,
  ImportRowsQuery,
  ImportSettings,
} from '../../contract/imports';
import { DEFAULT_PAGE_SIZE } from '../../contract/paging';
import type { ServiceConfig } from '../config/env';
import { ApiError } from '../http/api-error';
import { errorResponses } from '../http/error-responses';
import type { AuthGuards } from '../identity/auth-guards';
import { DEFAULT_PATIENCE } from '../match-index/find-duplicates';
import { recordTypeNamed } from '../records/records-of-type';
import type { UpsertDependencies } from '../upsert/upsert-service';
import { checkMapping } from './column-mapping';
import { importReport } from './import-report';
import { ImportRunner } from './import-runner';
import {
  headersOf,
  listImports,
  pageImportRows,
  readImport,
  recordNotUndone,
  requestCancel,
  saveMapping,
  startPhase,
  startUndo,
} from './import-store';
import { undoImport } from './import-undo';
import { fileTooLarge, uploadImport } from './import-upload';
import { toImport, toImportRows } from './import-view';

/** What a file is sent as: CSV (as spreadsheets save it) or an XLSX workbook; the bytes say which it is. */
const FILE_TYPES = [
  'text/csv',
  'text/plain',
  'text/tab-separated-values',
  'application/csv',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/octet-stream',
];

/** Import a file of records with duplicate prevention: upload, dry run, apply in the background, undo. */
export async function importRoutes(
  app: FastifyInstance,
  {
    guards,
    config,
    ...shared
  }: Omit<UpsertDependencies, 'limits' | 'defaultCountry'> & { guards: AuthGuards; config: ServiceConfig },
) {
  const deps: UpsertDependencies = {
    ...shared,
    limits: { cap: config.upsertCandidateCap, patience: DEFAULT_PATIENCE },
    defaultCountry: config.defaultCountry,
  };
  // Every process runs imports, and takes up one whose process stopped.
  const runner = new ImportRunner({ ...deps, log: app.log.child({ component: 'imports' }) });
  app.addHook('onReady', async () => runner.start());
  app.addHook('onClose', () => runner.stop());
  // The file is read as it streams in, never held whole: the route takes the request's stream as its body, and a
  // declared length over the limit is refused before a byte is read. A refusal stops the reading but leaves the
  // stream open, so that the answer reaches a client still sending (http/unread-body.ts).
  app.addContentTypeParser(FILE_TYPES, (request, payload, done) => {
    if (Number(request.headers['content-length']) > config.importLimits.maxBytes) {
      return done(fileTooLarge(config.importLimits.maxBytes), undefined);
    }
    return done(null, payload);
  });

  const onRequest = [guards.authenticate, guards.requireRole('steward')];
  const tags = ['imports'];
  const errors = errorResponses(400, 401, 403, 404);
  const conflict = errorResponses(400, 401, 403, 404, 409);

  const importNamed = async (importId: string) => {
    const row = await readImport(deps.db, importId);
    if (!row) throw new ApiError(404, 'NOT_FOUND', `There is no import ${importId}`);
    return row;
  };
  const notNow = (importId: string, status: string, what: string) =>
    new ApiError(409, 'INVALID_INPUT', `Import ${importId} is ${status}: ${what}`);

  app.post<{ Querystring: ImportQuery }>(
    apiPaths.imports,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Upload a file of records to import',
        description:
          'The body is the file: CSV (RFC 4180, UTF-8 with or without BOM, comma, semicolon or tab, as Excel and ' +
          'Google Sheets save it) or XLSX (its first sheet), with a header row. It is read as it arrives and ' +
          'stored with a mapping of its columns to the fields of `objectType` proposed from their names and labels ' +
          '(and from mappings saved before); nothing is written to records until the import is checked ' +
          '(`…/check`) and applied (`…/apply`). A file that cannot be read (not UTF-8, a quote never closed, no ' +
          'rows, two columns of one name, more than IMPORT_MAX_ROWS rows, a workbook that unzips to more than ' +
          'it may) answers 400 saying what and where, at the first row or byte at fault, and nothing is kept. A ' +
          'file of more than IMPORT_MAX_BYTES bytes answers 413: at once when its length says so, else at the ' +
          'first byte over. Needs the steward role.',
        querystring: ImportQuery,
        response: { 201: Import, ...errorResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request, reply) => {
      const type = recordTypeNamed(deps.recordTypes, request.query.objectType);
      if (!(request.body instanceof Readable)) {
        throw new ApiError(
          400,
          'INVALID_INPUT',
          `file: send the file as the body, as ${FILE_TYPES[0]} or XLSX`,
        );
      }
      const importId = await uploadImport(deps.db, {
        type,
        fileName: request.query.fileName ?? 'upload',
        principal: request.principal!.subject,
        body: request.body.iterator({ destroyOnReturn: false }) as AsyncIterable<Uint8Array>,
        limits: config.importLimits,
      });
      return reply.code(201).send(toImport(await importNamed(importId)));
    },
  );

  app.get(
    apiPaths.imports,
    { onRequest, schema: { tags, summary: 'The latest imports', response: { 200: ImportList, ...errors } } },
    async () => ({ imports: (await listImports(deps.db)).map((row) => toImport(row)) }),
  );

  app.get<{ Params: ImportIdParameter }>(
    `${apiPaths.imports}/:importId`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Read an import: its settings, status, progress and counts',
        params: ImportIdParameter,
        response: { 200: Import, ...errors },
      },
    },
    async (request) => toImport(await importNamed(request.params.importId)),
  );

  app.post<{ Params: ImportIdParameter; Body: ImportSettings }>(
    `${apiPaths.imports}/:importId/check`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Dry run: what every row would do, with nothing written',
        description:
          'Checks the mapping (every column named once, every field a field of the type and filled by one column, ' +
          'every required field filled; 400 naming the problem otherwise), saves it for the next file of the type, ' +
          'and works out in the background what each row would do now: create, update (which record, which ' +
          'fields), skip, review, or an error naming the row, column and reason. Rows of one person in the file ' +
          'become one record in every mode: a later row updates the record an earlier one creates (`sameAsRow`). ' +
          'Answers 202; `…/rows?phase=check` lists the outcomes. 409 while the import runs or once it was applied.',
        params: ImportIdParameter,
        body: ImportSettings,
        response: { 202: Import, ...conflict },
      },
    },
    async (request, reply) => {
      const row = await importNamed(request.params.importId);
      const type = recordTypeNamed(deps.recordTypes, row.record_type);
      const mapping = checkMapping(type, headersOf(row), request.body.mapping);
      const settings = { ...request.body, mapping };
      if (!(await startPhase(deps.db, row.id, ['UPLOADED', 'CHECKED'], 'CHECKING', { settings }))) {
        throw notNow(row.id, row.status, 'only an import not yet applied is checked');
      }
      await saveMapping(deps.db, type.name, mapping);
      runner.wake();
      return reply.code(202).send(toImport(await importNamed(row.id)));
    },
  );

  app.post<{ Params: ImportIdParameter }>(
    `${apiPaths.imports}/:importId/apply`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Import the rows, as the dry run checked them, in the background',
        description:
          'Writes every row with the settings of its dry run, a slice at a time, each row all or nothing and ' +
          'answered in `…/rows`: created, updated, skipped, sent to review (the new record beside its duplicates ' +
          'in the review queue) or an error. Progress is on the import; a service restarted meanwhile goes on ' +
          'where it stopped and writes no row twice. Answers 202; 409 unless the import is CHECKED.',
        params: ImportIdParameter,
        response: { 202: Import, ...conflict },
      },
    },
    async (request, reply) => {
      const row = await importNamed(request.params.importId);
      if (
        !(await startPhase(deps.db, row.id, ['CHECKED'], 'RUNNING', {
          applied: { at: new Date().toISOString(), by: request.principal!.subject },
        }))
      ) {
        throw notNow(row.id, row.status, 'an import is applied once, after its dry run');
      }
      runner.wake();
      return reply.code(202).send(toImport(await importNamed(row.id)));
    },
  );

  app.post<{ Params: ImportIdParameter }>(
    `${apiPaths.imports}/:importId/cancel`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Stop a running dry run or import',
        description:
          'A dry run stops and the import is UPLOADED again; an import stops after the slice in hand (CANCELLED), ' +
          'keeping the rows written, which `…/undo` takes back. 409 when nothing runs.',
        params: ImportIdParameter,
        response: { 200: Import, ...conflict },
      },
    },
    async (request) => {
      const row = await importNamed(request.params.importId);
      if (!(await requestCancel(deps.db, row.id))) throw notNow(row.id, row.status, 'nothing runs to cancel');
      return toImport(await importNamed(row.id));
    },
  );

  app.post<{ Params: ImportIdParameter }>(
    `${apiPaths.imports}/:importId/undo`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Undo an import',
        description:
          'Deletes the records the import created and gives the records it updated their previous values back, ' +
          'last row first, each only if nothing changed it since; the rows left as they are count in `notUndone` ' +
          'and are listed by `…/rows?notUndone=true` with the reason. 409 unless the import ended (DONE, ' +
          'CANCELLED or FAILED while applying).',
        params: ImportIdParameter,
        response: { 200: Import, ...conflict },
      },
    },
    async (request) => {
      const row = await importNamed(request.params.importId);
      const principal = request.principal!.subject;
      if (!(await startUndo(deps.db, row.id, principal))) {
        throw notNow(row.id, row.status, 'only an import that was applied and ended is undone');
      }
      await recordNotUndone(deps.db, row.id, await undoImport(deps, row, principal));
      return toImport(await importNamed(row.id));
    },
  );

  app.get<{ Params: ImportIdParameter; Querystring: ImportRowsQuery }>(
    `${apiPaths.imports}/:importId/rows`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'A page of an import’s rows and their outcomes',
        description:
          'The dry run’s outcomes (`phase=check`) or the import’s (`apply`, the default), of one `outcome` when ' +
          'asked, or the rows the undo left (`notUndone=true`), in row order with their records named. Paged by ' +
          'row number: the answer’s `nextAfter`, sent back as `after` with the same query, reads the next page, ' +
          'each row once however large the import.',
        params: ImportIdParameter,
        querystring: ImportRowsQuery,
        response: { 200: ImportRowList, ...errors },
      },
    },
    async (request) => {
      const row = await importNamed(request.params.importId);
      const { rows, nextAfter } = await pageImportRows(
        deps.db,
        row.id,
        {
          phase: request.query.phase ?? 'apply',
          outcome: request.query.outcome,
          notUndone: request.query.notUndone === 'true',
        },
        Number(request.query.after ?? 0),
        Number(request.query.limit ?? DEFAULT_PAGE_SIZE),
      );
      return { rows: await toImportRows(deps.db, deps.recordTypes, row.record_type, rows), nextAfter };
    },
  );

  app.get<{ Params: ImportIdParameter }>(
    `${apiPaths.imports}/:importId/report.csv`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'The import’s report as CSV: row, outcome, record by name and id, duplicates, errors',
        description:
          'One line per row of the file, with what the import did (or, before it was applied, what the dry run ' +
          'found). Every cell is safe to open in a spreadsheet: a value that would start a formula is prefixed.',
        params: ImportIdParameter,
        response: { 200: Type.String({ description: 'text/csv' }), ...errors },
      },
    },
    async (request, reply) => {
      const row = await importNamed(request.params.importId);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="import-${row.id}.csv"`)
        .send(await importReport(deps.db, deps.recordTypes, row));
    },
  );
}
