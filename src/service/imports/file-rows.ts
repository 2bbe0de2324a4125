import { probesOf, reachedScenarios } from '../match-index/find-duplicates';
import type { IndexedMatching } from '../match-index/live-index';
import type { RecordEntry } from '../match-index/record-entry';
import { readForms } from '../match-index/stored-forms';
import { rankDuplicates, type ScenarioReached } from '../matching/scoring/score-scenario';
import type { RecordValues } from '../records/record-store';
import { matchToUpdate, type PreparedEntry } from '../upsert/upsert-entry';

const keyText = (keys: Uint32Array, i: number) => `${keys[i]}:${keys[i + 1]}`;

/** Rows beyond which a key is passed over, as the match index passes over its longest postings. */
const KEY_ROWS_BUDGET = 500;
/** Rows scored per search, those sharing the most keys first: as many as an upsert scores of the store. */
const CANDIDATES_SCORED = 50;

interface FileRow {
  entry: RecordEntry;
  values: RecordValues;
}

/**
 * The rows of a file a dry run would create, as the records they would become: a later row that is the same person
 * as one of them would update that row's record once the import writes the earlier row, and the dry run, which
 * writes nothing, finds it here instead. Scored as the match index scores a stored record (the store's term
 * frequencies, the same scenarios, guards and threshold), found through the rows' keys, those sharing the most
 * keys first.
 */
export class FileRows {
  private readonly rows = new Map<number, FileRow>();
  private readonly rowsByKey = new Map<string, number[]>();

  add(rowNumber: number, prepared: PreparedEntry): void {
    const { entry } = prepared;
    this.rows.set(rowNumber, { entry, values: prepared.values });
    for (let i = 0; i < entry.keys.length; i += 2) {
      const key = keyText(entry.keys, i);
      const rows = this.rowsByKey.get(key);
      if (rows) rows.push(rowNumber);
      else this.rowsByKey.set(key, [rowNumber]);
    }
  }

  /** The earlier row whose record the prepared row would update, with that row's values, if any. */
  find(
    live: IndexedMatching,
    prepared: PreparedEntry,
  ): { rowNumber: number; values: RecordValues } | undefined {
    const { search, layout } = prepared;
    if (!search) return undefined;
    const sharedKeys = new Map<number, number>();
    for (let i = 0; i < search.keys.hashes.length; i += 2) {
      const rows = this.rowsByKey.get(keyText(search.keys.hashes, i));
      // A key that many rows share (a common city or employer) tells them apart no better than none.
      if (!rows || rows.length > KEY_ROWS_BUDGET) continue;
      for (const rowNumber of rows) sharedKeys.set(rowNumber, (sharedKeys.get(rowNumber) ?? 0) + 1);
    }
    if (sharedKeys.size === 0) return undefined;
    const candidates = [...sharedKeys]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, CANDIDATES_SCORED)
      .map(([rowNumber]) => rowNumber);
    const probes = probesOf(search, live.indexOf(layout.recordType));
    const found: { id: string; reached: ScenarioReached[] }[] = [];
    for (const rowNumber of candidates) {
      const reached = reachedScenarios(
        probes,
        readForms(layout, this.rows.get(rowNumber)!.entry.forms),
        true,
      );
      if (reached.length > 0) found.push({ id: String(rowNumber), reached });
    }
    const best = matchToUpdate(rankDuplicates(found), prepared.deciding, prepared.duplicateScore);
    if (!best) return undefined;
    const rowNumber = Number(best.id);
    return { rowNumber, values: this.rows.get(rowNumber)!.values };
  }
}
