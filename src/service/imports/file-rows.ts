import { probesOf, reachedScenarios, type SearchLimits } from '../match-index/find-duplicates';
import type { IndexedMatching } from '../match-index/live-index';
import type { RecordEntry } from '../match-index/record-entry';
import { FormsReader } from '../match-index/stored-forms';
import { rankDuplicates, type ScenarioReached } from '../matching/scoring/score-scenario';
import type { RecordValues } from '../records/record-store';
import { matchToUpdate, type PreparedEntry } from '../upsert/upsert-entry';

/**
 * Blocking key `i` (a 64-bit hash in two halves) as one number, of 53 of its bits: no text to build per key and row.
 * Two of the file's keys that share the number only add a candidate, which scoring then judges.
 */
const keyNumber = (keys: Uint32Array, i: number) => (keys[i]! & 0x1fffff) * 0x1_0000_0000 + keys[i + 1]!;

/** Rows beyond which a key is passed over, as the match index passes over its longest postings. */
const KEY_ROWS_BUDGET = 500;

interface FileRow {
  entry: RecordEntry;
  values: RecordValues;
}

/**
 * The rows of a file that become records, as those records: a later row of the same person as one of them updates
 * that row's record. A dry run, which writes nothing, finds such a row here; so does an import that leaves the stored
 * duplicates it finds be (modes CREATE and REVIEW), which updates the row's record instead. Scored as the match index scores a stored record (the store's term
 * frequencies, the same scenarios, guards and threshold, as many rows and as patiently), found through the rows'
 * keys, those sharing the most keys first.
 */
export class FileRows {
  private readonly rows = new Map<number, FileRow>();
  private readonly rowsByKey = new Map<number, number[]>();
  /** An upsert's: how many rows a search scores at most, and after how many misses in a row it stops. */
  private readonly limits: SearchLimits;

  constructor(limits: SearchLimits) {
    this.limits = limits;
  }

  add(rowNumber: number, prepared: PreparedEntry): void {
    const { entry } = prepared;
    this.rows.set(rowNumber, { entry, values: prepared.values });
    for (let i = 0; i < entry.keys.length; i += 2) {
      const key = keyNumber(entry.keys, i);
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
      const rows = this.rowsByKey.get(keyNumber(search.keys.hashes, i));
      // A key that many rows share (a common city or employer) tells them apart no better than none.
      if (!rows || rows.length > KEY_ROWS_BUDGET) continue;
      for (const rowNumber of rows) sharedKeys.set(rowNumber, (sharedKeys.get(rowNumber) ?? 0) + 1);
    }
    if (sharedKeys.size === 0) return undefined;
    const probes = probesOf(search, live.indexOf(layout.recordType));
    // One reader pointed at row after row, as a search of the index reads its candidates.
    const reader = new FormsReader(layout);
    const found: { id: string; reached: ScenarioReached[] }[] = [];
    let misses = 0;
    for (const rowNumber of mostShared(sharedKeys, this.limits.cap)) {
      if (misses >= this.limits.patience) break;
      const reached = reachedScenarios(probes, reader.at(this.rows.get(rowNumber)!.entry.forms).value, true);
      if (reached.length > 0) found.push({ id: String(rowNumber), reached });
      // Counted as the index counts them: a row only a guard holds apart is a miss.
      misses = reached.some((one) => !one.guard) ? 0 : misses + 1;
    }
    const best = matchToUpdate(rankDuplicates(found), prepared.deciding, prepared.duplicateScore);
    if (!best) return undefined;
    const rowNumber = Number(best.id);
    return { rowNumber, values: this.rows.get(rowNumber)!.values };
  }
}

/**
 * The `count` rows sharing the most keys, the earlier first among rows sharing as many. Rows are grouped by how
 * many keys they share rather than all sorted: a row's common keys make thousands of candidates, few of them kept.
 */
function mostShared(sharedKeys: ReadonlyMap<number, number>, count: number): number[] {
  const rowsSharing: number[][] = [];
  for (const [rowNumber, shared] of sharedKeys) (rowsSharing[shared] ??= []).push(rowNumber);
  const chosen: number[] = [];
  for (let shared = rowsSharing.length - 1; shared > 0 && chosen.length < count; shared--) {
    const rows = rowsSharing[shared];
    if (rows)
      chosen.push(
        ...Uint32Array.from(rows)
          .sort()
          .subarray(0, count - chosen.length),
      );
  }
  return chosen;
}
