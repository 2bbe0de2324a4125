import type { Kysely } from 'kysely';
import type { ImportSettings } from '../../contract/imports';
import { BackgroundWorker, nextTurn, type WorkerSettings } from '../processes/background-worker';
import { recordAuditEvent } from '../audit/audit-store';
import { InputProblem } from '../input/input-problem';
import { fieldChanges } from '../records/record-changes';
import { recordTypeNamed } from '../records/records-of-type';
import type { IndexedMatching } from '../match-index/live-index';
import { firstValuesRules, prepareEntry, type OnMatch, type PreparedEntry } from '../upsert/upsert-entry';
import type { Database } from '../storage/schema';
import { upsertBatch, type UpsertDependencies, type WrittenInput } from '../upsert/upsert-service';
import { checkMapping, columnRules } from './column-mapping';
import { survivingValues } from '../survivorship/field-survival';
import { IMPORT_SOURCE } from '../../contract/update-rules';
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
  rowResultOf,
  rowsAfter,
  settingsOf,
  headersOf,
  type HeldImport,
  type ImportPhase,
  type ImportRow,
  type ImportRowRecord,
  type RowResult,
} from './import-store';
import { emptyResult, ON_MATCH, rowInput, rowResult, type RowHandling } from './row-outcome';

export interface ImportRunnerDependencies extends UpsertDependencies, WorkerSettings {}

const IDLE_MS = 1000;
const LEASE_MS = 60_000;
/** Rows upserted in one transaction: as many as a batch upsert takes. */
const ROWS_PER_SLICE = 200;
/** Rows read at once when an import taken up again looks back at the records it created. */
const ROWS_PER_READ = 2000;

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
    const stored = settingsOf(row);
    // The type may have changed since the mapping was checked: a field removed meanwhile fails the import here.
    const type = recordTypeNamed(this.deps.recordTypes, row.record_type);
    const settings = { ...stored, mapping: checkMapping(type, headersOf(row), stored.mapping) };
    // A dry run taken up again starts over: the rows it would create, which later rows are found among, are gone.
    if (phase === 'check') await restartCheck(db, held);
    let after = await lastRowDone(db, row.id, phase);
    // The rows that become records, which a later row of the same person updates; an import that updates the
    // duplicates it finds finds them among the stored records instead.
    const fileRows = new FileRows(this.deps.limits);
    if (phase === 'apply' && ON_MATCH[settings.mode] !== 'update') {
      await this.rememberCreatedRows(row, settings, fileRows);
    }
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
      const slice = { row, held, settings, rows };
      after =
        phase === 'check' ? await this.checkSlice(slice, fileRows) : await this.applySlice(slice, fileRows);
      await nextTurn();
    }
    if (phase === 'apply') await this.auditApplied(row);
    await finishPhase(db, held, phase === 'check' ? 'CHECKED' : 'DONE');
  }

  /**
   * The rows' upserts, rehearsed: what each would do now, with nothing written; answers the last row done. A row the
   * rehearsal would create or skip is looked for among the rows before it the import would create (`fileRows`): the
   * import writes those first, and the row updates that row's record instead.
   */
  private async checkSlice(slice: Slice, fileRows: FileRows): Promise<number> {
    const handling: RowHandling = { mode: slice.settings.mode, onMatch: ON_MATCH[slice.settings.mode] };
    const prepared = prepareRows(slice, slice.rows, handling);
    const written: WrittenInput[] = [];
    await upsertBatch(this.deps, prepared.inputs, false, {
      principal: slice.row.created_by,
      source: IMPORT_SOURCE,
      endpoint: importEndpoint(slice.row),
      detail: true,
      preview: true,
      onMatch: handling.onMatch,
      updateRules: columnRules(slice.settings.mapping),
      firstValuesStand: noEarlierTransaction,
      alongside: async (_trx, outputs) => void written.push(...outputs),
    });
    const live = await this.deps.index.current();
    const type = recordTypeNamed(this.deps.recordTypes, slice.row.record_type);
    const entries = prepared.entriesOf(written);
    const rehearsed = prepared
      .results(written, () => undefined)
      .map((result): RowResult => {
        // A dry run's records are rolled back: the id of one it would create is nobody's.
        const rolledBack =
          result.sameAsRow === null && result.outcome !== 'CREATE' && result.outcome !== 'REVIEW'
            ? result
            : { ...result, recordId15: null };
        if (result.outcome === 'UPDATE' || result.outcome === 'ERROR') return rolledBack;
        // A row that was upserted was prepared.
        const entry = entries.get(result.rowNumber)!;
        const earlier = fileRows.find(live, entry);
        if (earlier) {
          // As the import will write it: the earlier row's record takes this row's values where it has none.
          // Both rows are this import's, so no source or time tells them apart: the rules alone decide.
          const now = new Date().toISOString();
          const { values, kept } = survivingValues(type, earlier.values, entry.values, {
            overrides: firstValuesRules(type, columnRules(slice.settings.mapping)),
            defaultCountry: this.deps.defaultCountry,
            origin: { source: IMPORT_SOURCE, at: now },
            storedSources: {},
            storedAt: now,
            addressVerdicts: new Map(),
          });
          return {
            ...result,
            outcome: 'UPDATE',
            recordId15: null,
            sameAsRow: earlier.rowNumber,
            changes: fieldChanges(type, earlier.values, values),
            ...(kept.length > 0 ? { kept } : {}),
            duplicateIds15: [],
          };
        }
        if (result.outcome !== 'SKIP') fileRows.add(result.rowNumber, entry);
        return rolledBack;
      });
    // One transaction, not a commit per row.
    const recorded = await this.deps.db
      .transaction()
      .execute((trx) => recordRowResults(trx, slice.held, 'check', rehearsed, this.leaseUntil()));
    if (!recorded) throw new LeaseLost();
    return slice.rows.at(-1)!.row_number;
  }

  /**
   * The upserts of the slice's first rows, those one transaction takes (nextRun), each row's outcome recorded in the
   * transaction that writes its record; answers the last row done.
   */
  private async applySlice(slice: Slice, fileRows: FileRows): Promise<number> {
    const modeOnMatch = ON_MATCH[slice.settings.mode];
    const run =
      modeOnMatch === 'update'
        ? { rows: slice.rows, onMatch: modeOnMatch, entries: new Map<number, PreparedEntry>() }
        : await this.nextRun(slice, fileRows);
    const prepared = prepareRows(slice, run.rows, { mode: slice.settings.mode, onMatch: run.onMatch });
    const created: number[] = [];
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
      created.push(...createdRows(results));
    };
    if (prepared.inputs.length === 0) {
      await this.deps.db.transaction().execute((trx) => record(trx, []));
    } else {
      await upsertBatch(this.deps, prepared.inputs, false, {
        principal: appliedBy(slice.row),
        source: IMPORT_SOURCE,
        endpoint: importEndpoint(slice.row),
        detail: true,
        onMatch: run.onMatch,
        updateRules: columnRules(slice.settings.mapping),
        // The first row of a person in the file stands: a later row's record was created by an earlier row.
        firstValuesStand: async (trx, id15) =>
          (await createdByEarlierRows(trx, slice.row.id, [id15])).has(id15),
        alongside: record,
      });
    }
    // Only once committed: a transaction rolled back created nothing.
    for (const rowNumber of created) {
      const entry = run.entries.get(rowNumber);
      if (entry) fileRows.add(rowNumber, entry);
    }
    return run.rows.at(-1)!.row_number;
  }

  /**
   * The slice's first rows that one upsert transaction takes when a duplicate found is not updated (modes CREATE
   * and REVIEW). A row of the same person as a row the import created updates that row's record instead, so the
   * transaction's rows share what a duplicate found does; and none is the same person as a row before it in the
   * transaction, which it could not tell from a stored duplicate before that row is written. With the rows'
   * entries, for the rows they create to be found by the rows after them.
   */
  private async nextRun(
    slice: Slice,
    fileRows: FileRows,
  ): Promise<{ rows: ImportRowRecord[]; onMatch: OnMatch; entries: Map<number, PreparedEntry> }> {
    const live = await this.deps.index.current();
    const modeOnMatch = ON_MATCH[slice.settings.mode];
    const inRun = new FileRows(this.deps.limits);
    const entries = new Map<number, PreparedEntry>();
    let onMatch: OnMatch | undefined;
    let taken = 0;
    for (const stored of slice.rows) {
      const entry = this.preparedRow(live, slice.row.record_type, slice.settings, stored);
      if (entry) {
        const rowOnMatch = fileRows.find(live, entry) ? 'update' : modeOnMatch;
        if (rowOnMatch !== (onMatch ?? rowOnMatch)) break;
        if (rowOnMatch === modeOnMatch) {
          if (inRun.find(live, entry)) break;
          inRun.add(stored.row_number, entry);
          entries.set(stored.row_number, entry);
        }
        onMatch = rowOnMatch;
      }
      taken++;
    }
    return { rows: slice.rows.slice(0, taken), onMatch: onMatch ?? modeOnMatch, entries };
  }

  /** A row's entry as its upsert prepares it; none for a row that cannot be upserted, which is an error as it is. */
  private preparedRow(
    live: IndexedMatching,
    recordType: string,
    settings: ImportSettings,
    stored: ImportRowRecord,
  ): PreparedEntry | undefined {
    const row = rowInput(recordType, settings.mapping, cellsOf(stored), settings.duplicateScore);
    if ('errors' in row) return undefined;
    try {
      return prepareEntry(live, this.deps.recordTypes, row.input);
    } catch (error) {
      if (error instanceof InputProblem) return undefined;
      throw error;
    }
  }

  /** The records an import taken up again created before it stopped, for the rows after them to find. */
  private async rememberCreatedRows(
    row: ImportRow,
    settings: ImportSettings,
    fileRows: FileRows,
  ): Promise<void> {
    const live = await this.deps.index.current();
    for (let after = 0; ;) {
      const rows = await rowsAfter(this.deps.db, row.id, after, ROWS_PER_READ, { phase: 'apply' });
      if (rows.length === 0) return;
      const created = new Set(createdRows(rows.map((stored) => rowResultOf(stored, 'apply'))));
      for (const stored of rows) {
        const entry = created.has(stored.row_number)
          ? this.preparedRow(live, row.record_type, settings, stored)
          : undefined;
        if (entry) fileRows.add(stored.row_number, entry);
      }
      after = rows.at(-1)!.row_number;
    }
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

/** The rows that created a record of their own: not those that updated the record of a row before them. */
const createdRows = (results: readonly RowResult[]) =>
  results.flatMap((result) =>
    (result.outcome === 'CREATE' || result.outcome === 'REVIEW') && result.sameAsRow === null
      ? [result.rowNumber]
      : [],
  );

/**
 * Rows of a slice as upserts, and how to read their outcomes back: rows that cannot be upserted are errors as they
 * are; the others take their upsert's output. A row whose duplicate a row before it in the slice created is the
 * same person as that row, as is one whose duplicate an earlier slice created (`earlier`).
 */
function prepareRows({ row, settings }: Slice, rows: readonly ImportRowRecord[], handling: RowHandling) {
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
        handling,
        settings.mapping,
        output,
        (id15) => createdInSlice.get(id15) ?? earlier(id15),
      );
      if (output.isCreated && result.recordId15) createdInSlice.set(result.recordId15, rowNumber);
      outcomes.set(rowNumber, result);
    }
    return rows.map((stored) => outcomes.get(stored.row_number)!);
  };
  /** The entries the upserts prepared, by row. */
  const entriesOf = (written: readonly WrittenInput[]) =>
    new Map(
      written.flatMap(({ prepared }, position) => (prepared ? [[rowOfInput[position]!, prepared]] : [])),
    );
  return { inputs, results, entriesOf };
}

/**
 * Names the import on the pairs its new records were logged with (every pair of a record created in the slice is
 * one it logged), so that the review queue lists them as the import's.
 */
async function markImportPairs(db: Kysely<Database>, importId: string, results: readonly RowResult[]) {
  const createdBy = new Set(createdRows(results));
  const created = results.flatMap((result) =>
    createdBy.has(result.rowNumber) && result.recordId15 ? [result.recordId15] : [],
  );
  if (created.length === 0) return;
  await db
    .updateTable('potential_duplicates')
    .set({ import_id: importId })
    .where('record_id', 'in', created)
    .execute();
}

/** Which of these records (18-character ids) rows of the import applied earlier created, by row. */
/**
 * A dry run's records of earlier transactions were rolled back: the rows that created them are found in the file
 * instead (FileRows); only what the dry run's own transaction created stands.
 */
const noEarlierTransaction = async () => false;

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
