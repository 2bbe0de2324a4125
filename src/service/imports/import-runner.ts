import type { Kysely } from 'kysely';
import type { ImportSettings } from '../../contract/imports';
import { BackgroundWorker, nextTurn, type WorkerSettings } from '../processes/background-worker';
import { recordAuditEvent } from '../audit/audit-store';
import { InputProblem } from '../input/input-problem';
import { fieldChanges } from '../records/record-changes';
import { recordTypeNamed } from '../records/records-of-type';
import { prepareEntry } from '../upsert/upsert-entry';
import type { Database } from '../storage/schema';
import { upsertBatch, type UpsertDependencies, type WrittenInput } from '../upsert/upsert-service';
import { checkMapping } from './column-mapping';
import { FileRows } from './file-rows';
import {
  cancelRequested,
  cellsOf,
  claimImport,
  finishPhase,
  lastRowDone,
  releaseImport,
  restartCheck,
  recordRowResults,
  rowsAfter,
  settingsOf,
  headersOf,
  type HeldImport,
  type ImportPhase,
  type ImportRow,
  type ImportRowRecord,
  type RowResult,
} from './import-store';
import { emptyResult, ON_MATCH, rowInput, rowResult } from './row-outcome';

export interface ImportRunnerDependencies extends UpsertDependencies, WorkerSettings {}

const IDLE_MS = 1000;
const LEASE_MS = 60_000;
/** Rows upserted in one transaction: as many as a batch upsert takes. */
const ROWS_PER_SLICE = 200;

/** The import is no longer this worker's (cancelled, or taken over after its lease lapsed): the slice rolls back. */
class LeaseLost extends Error {}

/** Who the records an import writes are audited as: whoever applied it. */
const appliedBy = (row: ImportRow) => row.applied_by ?? row.created_by;

export const importEndpoint = (row: Pick<ImportRow, 'id' | 'file_name'>) =>
  `IMPORT ${row.file_name} (${row.id})`;

/**
 * Runs imports' dry runs and imports in a service process: takes one at a time under a lease and goes through its
 * rows in order, a slice of rows per upsert transaction. When applying, each slice's rows are recorded in the
 * transaction that writes their records, so an import taken up again after a restart goes on after the last slice
 * committed and writes no row twice. A dry run makes the same upserts as rehearsals, which write nothing.
 */
export class ImportRunner extends BackgroundWorker {
  private readonly deps: ImportRunnerDependencies;

  constructor(deps: ImportRunnerDependencies) {
    super(deps, { idleMs: IDLE_MS, leaseMs: LEASE_MS });
    this.deps = deps;
  }

  private leaseUntil = () => Date.now() + this.leaseMs;

  async step(): Promise<boolean> {
    const row = await claimImport(this.deps.db, this.worker, Date.now(), this.leaseUntil());
    if (!row) return false;
    const held: HeldImport = { importId: row.id, worker: this.worker };
    const phase: ImportPhase = row.status === 'CHECKING' ? 'check' : 'apply';
    try {
      await this.runPhase(row, held, phase);
    } catch (error) {
      if (error instanceof LeaseLost) return true;
      const problem = error instanceof InputProblem ? error.message : 'an unexpected error stopped it';
      if (!(error instanceof InputProblem))
        this.deps.log.error({ err: error, importId: row.id }, 'import failed');
      await finishPhase(
        this.deps.db,
        held,
        'FAILED',
        `The ${phase === 'check' ? 'dry run' : 'import'} stopped: ${problem}`,
      );
    }
    return true;
  }

  private async runPhase(row: ImportRow, held: HeldImport, phase: ImportPhase): Promise<void> {
    const { db } = this.deps;
    const settings = settingsOf(row);
    // The type may have changed since the mapping was checked: a field removed meanwhile fails the import here.
    const type = recordTypeNamed(this.deps.recordTypes, row.record_type);
    const mapping = checkMapping(type, headersOf(row), settings.mapping);
    // A dry run taken up again starts over: the rows it would create, which later rows are found among, are gone.
    if (phase === 'check') await restartCheck(db, held);
    let after = await lastRowDone(db, row.id, phase);
    const fileRows = new FileRows();
    for (;;) {
      if (this.stopRequested) {
        // Any other process takes it up at once, after the last slice committed.
        await releaseImport(db, held);
        return;
      }
      if (await cancelRequested(db, row.id)) {
        await finishPhase(db, held, phase === 'check' ? 'UPLOADED' : 'CANCELLED');
        return;
      }
      const rows = await rowsAfter(db, row.id, after, ROWS_PER_SLICE);
      if (rows.length === 0) break;
      const slice = { row, held, settings: { ...settings, mapping }, rows };
      if (phase === 'check') await this.checkSlice(slice, fileRows);
      else await this.applySlice(slice);
      after = rows.at(-1)!.row_number;
      await nextTurn();
    }
    if (phase === 'apply') await this.auditApplied(row);
    await finishPhase(db, held, phase === 'check' ? 'CHECKED' : 'DONE');
  }

  /**
   * The rows' upserts, rehearsed: what each would do now, with nothing written. A row the rehearsal would create is
   * looked for among the rows of earlier slices it would create too (`fileRows`): the import writes those first.
   */
  private async checkSlice(slice: Slice, fileRows: FileRows): Promise<void> {
    const prepared = prepareRows(slice);
    const written: WrittenInput[] = [];
    await upsertBatch(this.deps, prepared.inputs, false, {
      principal: slice.row.created_by,
      endpoint: importEndpoint(slice.row),
      detail: true,
      preview: true,
      onMatch: ON_MATCH[slice.settings.mode],
      alongside: async (_trx, outputs) => void written.push(...outputs),
    });
    const live = await this.deps.index.current();
    const type = recordTypeNamed(this.deps.recordTypes, slice.row.record_type);
    const rehearsed = prepared
      .results(written, () => undefined)
      .map((result): RowResult => {
        if (result.outcome !== 'CREATE' && result.outcome !== 'REVIEW') {
          // A dry run's records are rolled back: the id of one a row before it in the slice created is nobody's.
          return result.sameAsRow === null ? result : { ...result, recordId15: null };
        }
        const entry = prepareEntry(live, this.deps.recordTypes, prepared.inputOf(result.rowNumber)!);
        const earlier = fileRows.find(live, entry);
        if (!earlier) {
          fileRows.add(result.rowNumber, entry);
          return { ...result, recordId15: null };
        }
        if (slice.settings.mode === 'REVIEW') return { ...result, outcome: 'REVIEW', recordId15: null };
        return {
          ...result,
          outcome: slice.settings.mode === 'CREATE' ? 'SKIP' : 'UPDATE',
          recordId15: null,
          sameAsRow: earlier.rowNumber,
          changes:
            slice.settings.mode === 'CREATE'
              ? []
              : fieldChanges(type, earlier.values, { ...earlier.values, ...entry.values }),
        };
      });
    // One transaction, not a commit per row.
    const recorded = await this.deps.db
      .transaction()
      .execute((trx) => recordRowResults(trx, slice.held, 'check', rehearsed, this.leaseUntil()));
    if (!recorded) throw new LeaseLost();
  }

  /** The rows' upserts, each row's outcome recorded in the transaction that writes its record. */
  private async applySlice(slice: Slice): Promise<void> {
    const prepared = prepareRows(slice);
    const record = async (trx: Kysely<Database>, written: readonly WrittenInput[]) => {
      const earlier = await createdByEarlierRows(
        trx,
        slice.row.id,
        written.flatMap(({ output }) => (output.objectId && !output.isCreated ? [output.objectId] : [])),
      );
      const results = prepared.results(written, (id15) => earlier.get(id15));
      if (!(await recordRowResults(trx, slice.held, 'apply', results, this.leaseUntil())))
        throw new LeaseLost();
      await markImportPairs(trx, slice.row.id, results);
    };
    if (prepared.inputs.length === 0) {
      await this.deps.db.transaction().execute((trx) => record(trx, []));
      return;
    }
    await upsertBatch(this.deps, prepared.inputs, false, {
      principal: appliedBy(slice.row),
      endpoint: importEndpoint(slice.row),
      detail: true,
      onMatch: ON_MATCH[slice.settings.mode],
      alongside: record,
    });
  }

  private async auditApplied(row: ImportRow): Promise<void> {
    await recordAuditEvent(this.deps.db, {
      at: new Date().toISOString(),
      principal: appliedBy(row),
      endpoint: importEndpoint(row),
      action: 'IMPORT_APPLIED',
      objectType: row.record_type,
      recordId15: null,
      changes: [],
      match: null,
      detail: { otherRecordIds15: [], importId: row.id },
    });
  }
}

interface Slice {
  row: ImportRow;
  held: HeldImport;
  settings: ImportSettings;
  rows: ImportRowRecord[];
}

/**
 * A slice's rows as upserts, and how to read their outcomes back: rows that cannot be upserted are errors as they
 * are; the others take their upsert's output. A row whose duplicate a row before it in the slice created is the
 * same person as that row, as is one whose duplicate an earlier slice created (`earlier`).
 */
function prepareRows({ row, settings, rows }: Slice) {
  const inputs: WrittenInput['input'][] = [];
  const rowOfInput: number[] = [];
  const errors = new Map<number, RowResult>();
  for (const stored of rows) {
    const prepared = rowInput(row.record_type, settings.mapping, cellsOf(stored), settings.duplicateScore);
    if ('errors' in prepared) {
      errors.set(stored.row_number, { ...emptyResult(stored.row_number, 'ERROR'), errors: prepared.errors });
    } else {
      inputs.push(prepared.input);
      rowOfInput.push(stored.row_number);
    }
  }
  const results = (
    written: readonly WrittenInput[],
    earlier: (id15: string) => number | undefined,
  ): RowResult[] => {
    const createdInSlice = new Map<string, number>();
    const outcomes = new Map(errors);
    for (const [position, { output }] of written.entries()) {
      const rowNumber = rowOfInput[position]!;
      const result = rowResult(
        rowNumber,
        settings.mode,
        settings.mapping,
        output,
        (id15) => createdInSlice.get(id15) ?? earlier(id15),
      );
      if (output.isCreated && result.recordId15) createdInSlice.set(result.recordId15, rowNumber);
      outcomes.set(rowNumber, result);
    }
    return rows.map((stored) => outcomes.get(stored.row_number)!);
  };
  const inputOf = (rowNumber: number) => inputs[rowOfInput.indexOf(rowNumber)];
  return { inputs, results, inputOf };
}

/**
 * Names the import on the pairs its new records were logged with (every pair of a record created in the slice is
 * one it logged), so that the review queue lists them as the import's.
 */
async function markImportPairs(db: Kysely<Database>, importId: string, results: readonly RowResult[]) {
  const created = results.flatMap((result) =>
    (result.outcome === 'CREATE' || result.outcome === 'REVIEW') &&
    result.recordId15 &&
    result.sameAsRow === null
      ? [result.recordId15]
      : [],
  );
  if (created.length === 0) return;
  await db
    .updateTable('potential_duplicates')
    .set({ import_id: importId })
    .where('record_id', 'in', created)
    .execute();
}

/** Which of these records (18-character ids) rows of the import applied earlier created, by row. */
async function createdByEarlierRows(
  db: Kysely<Database>,
  importId: string,
  ids18: readonly string[],
): Promise<Map<string, number>> {
  if (ids18.length === 0) return new Map();
  const ids15 = ids18.map((id) => id.slice(0, 15));
  const rows = await db
    .selectFrom('import_rows')
    .select(['record_id', 'row_number'])
    .where('import_id', '=', importId)
    .where('record_id', 'in', ids15)
    .where('apply_outcome', 'in', ['CREATE', 'REVIEW'])
    .execute();
  return new Map(rows.map((created) => [created.record_id!, created.row_number]));
}
