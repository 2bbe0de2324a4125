import { probesOf, reachedScenarios } from '../match-index/find-duplicates';
import type { IndexedMatching } from '../match-index/live-index';
import { recordEntry, type RecordEntry } from '../match-index/record-entry';
import { readForms } from '../match-index/stored-forms';
import { rankDuplicates, type ScenarioReached } from '../matching/scoring/score-scenario';
import type { RecordValues } from '../records/record-store';
import { matchToUpdate, type PreparedEntry } from '../upsert/upsert-entry';

const keyText = (keys: Uint32Array, i: number) => `${keys[i]}:${keys[i + 1]}`;

interface FileRow {
  entry: RecordEntry;
  values: RecordValues;
}

/**
 * The rows of a file a dry run would create, as the records they would become: a later row that is the same person
 * as one of them would update that row's record once the import writes the earlier row, and the dry run, which
 * writes nothing, finds it here instead. Scored as the match index scores a stored record (the store's term
 * frequencies, the same scenarios, guards and threshold), found through the rows' keys.
 */
export class FileRows {
  private readonly rows = new Map<number, FileRow>();
  private readonly rowsByKey = new Map<string, number[]>();

  add(rowNumber: number, prepared: PreparedEntry): void {
    const entry = recordEntry(prepared.layout, prepared.values);
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
    const candidates = new Set<number>();
    for (let i = 0; i < search.keys.hashes.length; i += 2) {
      for (const rowNumber of this.rowsByKey.get(keyText(search.keys.hashes, i)) ?? [])
        candidates.add(rowNumber);
    }
    if (candidates.size === 0) return undefined;
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
