import { randomUUID } from 'node:crypto';
import type { Store } from '../../storage/database';
import { LeaseHeldError, takeLease, type Lease } from '../../storage/settings-lease';
import type { PostalPlaceRow } from '../store/postal-place';
import { bumpPostalPlacesVersion } from '../store/postal-place-store';
import { postalPlaceWriter } from '../store/postal-place-writer';
import { readRecordBatches, type RecordBatch, type RecordLayout } from './file-batches';
import { geonamesLayout, geonamesPostalReader } from './geonames-postal-rows';
import { importEachFile, type ReadingThread } from './each-file';
import { batchSink, writingBehind, type FileResult } from './import-file';
import { fileSize, readHeaderLine } from './import-plan';
import type { ImportProgress } from './import-progress';
import type { ReadingWorker } from './reading-worker';

/** A postal-code file, checked and ready to stream. */
export interface PlacesPlan {
  file: string;
  bytes: number;
  layout: RecordLayout;
}

export interface PlacesImportSummary {
  files: FileResult[];
  /** The countries the files held: their postal places are now those of the files. */
  countries: string[];
  /** Postal places of those countries that the files no longer hold, removed after the import. */
  removed: number;
  /** The postal places version after the import; undefined when nothing changed and it stayed as it was. */
  version?: number;
}

/**
 * One places import at a time on a database: two importing a country at once would each remove the rows the
 * other marked as held, and leave the country with few of its places. The lease outlives a stalled writer by this.
 */
export const PLACES_IMPORT_LEASE = 'postal_places_import';
const IMPORT_LEASE_MS = 30_000;

async function holdImportLease(store: Store): Promise<Lease> {
  try {
    return await takeLease(store.db, PLACES_IMPORT_LEASE, IMPORT_LEASE_MS);
  } catch (error) {
    if (!(error instanceof LeaseHeldError)) throw error;
    throw new Error(
      `another import:places is writing postal places (its lease runs until ${error.until.toISOString()}); ` +
        'run this one when it is done',
      { cause: error },
    );
  }
}

/** Checks that the file exists and is one of GeoNames' layouts; throws ImportSetupError otherwise. */
export async function planPlacesImport(file: string): Promise<PlacesPlan> {
  const bytes = await fileSize(file);
  return { file, bytes, layout: geonamesLayout(file, await readHeaderLine(file)) };
}

/** Reads in the worker when there is one, else here with one batch written while the next is read. */
async function readPlan(
  plan: PlacesPlan,
  write: (batch: RecordBatch<PostalPlaceRow>) => Promise<void>,
  reader: ReadingWorker | undefined,
): Promise<void> {
  if (reader) return reader.read({ kind: 'postal places', file: plan.file, layout: plan.layout }, write);
  const behind = writingBehind(write);
  await readRecordBatches(plan.file, plan.layout, geonamesPostalReader(), (batch) => behind.onBatch(batch));
  await behind.done();
}

/**
 * Imports GeoNames postal-code files as one run: rows stored already are kept, new ones added, and once every
 * file has been read, the stored rows of the countries the files held that none of them holds any more are
 * removed. A run that fails half-way removes nothing, so a country is never left with part of its places. The
 * postal places version moves when anything was added or removed, so running services reload them. One run at a
 * time on a database: another one started meanwhile throws before it writes.
 */
export async function importPlaces(
  store: Store,
  plans: readonly PlacesPlan[],
  progress: ImportProgress,
  thread: ReadingThread = 'auto',
): Promise<PlacesImportSummary> {
  const lease = await holdImportLease(store);
  try {
    const writer = postalPlaceWriter(store, randomUUID());
    const countries = new Set<string>();
    let inserted = 0;
    const counting = {
      async write(rows: readonly PostalPlaceRow[]) {
        for (const row of rows) countries.add(row.country);
        const added = await writer.write(rows);
        inserted += added;
        return added;
      },
    };
    const files = await importEachFile(
      plans,
      progress,
      thread,
      async (plan, onProgress, reader) => {
        const started = performance.now();
        const sink = batchSink(counting, onProgress);
        await readPlan(plan, (batch) => sink.write(batch), reader);
        return sink.result(plan.file, (performance.now() - started) / 1000);
      },
      async () => inserted > 0 && (await bumpPostalPlacesVersion(store.db)),
    );
    if (!(await lease.stillHeld()))
      throw new Error(
        'this import stalled for longer than its lease and another import:places took over; nothing was removed',
      );
    const held = [...countries].sort();
    const removed = await writer.removeNotHeld(held);
    const summary = { files, countries: held, removed };
    if (inserted + removed === 0) return summary;
    return { ...summary, version: await bumpPostalPlacesVersion(store.db) };
  } finally {
    await lease.release();
  }
}
