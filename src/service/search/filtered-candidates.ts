import type { Kysely } from 'kysely';
import type { RecordPredicate } from '../filters/filter-evaluator';
import { findRecords, type StoredRecord } from '../records/record-store';
import type { Database } from '../storage/schema';
import { blockingKeysOf, rankCandidates, type PreparedInput } from './candidate-retrieval';

/** Largest page of ranked ids read at once; keeps every `in (…)` list far below both databases' parameter limits. */
const MAX_PAGE = 4000;

/**
 * The candidates of a filtered search: the best-ranked records of the blocking index that satisfy the filter, at
 * most `cap` of them. Ranked ids are read page by page, each page twice the last, until `cap` records pass or the
 * keys have no more records, so a filter never costs matches merely because the first `cap` candidates failed it.
 * Answers the records in rank order.
 */
export async function filteredCandidates(
  db: Kysely<Database>,
  recordType: string,
  inputs: readonly PreparedInput[],
  cap: number,
  accepts: RecordPredicate,
): Promise<StoredRecord[]> {
  const keys = blockingKeysOf(inputs);
  const kept: StoredRecord[] = [];
  let offset = 0;
  let page = Math.min(cap, MAX_PAGE);
  while (kept.length < cap) {
    const ids = await rankCandidates(db, recordType, keys, page, offset);
    const records = new Map((await findRecords(db, ids)).map((record) => [record.id, record]));
    for (const id of ids) {
      const record = records.get(id);
      if (record && accepts(record.values)) kept.push(record);
      if (kept.length === cap) break;
    }
    if (ids.length < page) break;
    offset += ids.length;
    page = Math.min(page * 2, MAX_PAGE);
  }
  return kept;
}
