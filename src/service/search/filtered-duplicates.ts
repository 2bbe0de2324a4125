import type { Kysely } from 'kysely';
import type { RecordPredicate } from '../filters/filter-evaluator';
import { CandidateScoring, type PreparedSearch, type SearchLimits } from '../match-index/find-duplicates';
import type { TypeIndex } from '../match-index/type-index';
import type { Duplicate } from '../matching/scoring/score-scenario';
import { findRecords, type StoredRecord } from '../records/record-store';
import type { Database } from '../storage/schema';

/** Largest page of ranked candidates read at once; keeps every `in (…)` list far below the parameter limits. */
const MAX_PAGE = 4000;

/**
 * A search narrowed by a filter: the ranked candidates are read from the store a page at a time (each page twice
 * the last), those the filter accepts are scored, until the search's limits stop it or no candidates are left. A
 * filter never costs matches merely because the best-ranked candidates failed it. Answers the duplicates with the
 * records read.
 */
export async function filteredDuplicates(
  db: Kysely<Database>,
  index: TypeIndex,
  search: PreparedSearch,
  limits: SearchLimits,
  accepts: RecordPredicate,
): Promise<{ duplicates: Duplicate<string>[]; records: Map<string, StoredRecord> }> {
  const ranked = index.rank(search.keys);
  const scoring = new CandidateScoring(index, search, limits);
  const records = new Map<string, StoredRecord>();
  for (let page = Math.min(limits.cap, MAX_PAGE); scoring.wanted && ranked.remaining > 0;) {
    const ordinals: number[] = [];
    while (ordinals.length < page && ranked.remaining > 0) ordinals.push(ranked.next());
    const ids = ordinals.map((ordinal) => index.idOf(ordinal));
    const read = new Map((await findRecords(db, ids)).map((record) => [record.id, record]));
    ordinals.forEach((ordinal, i) => {
      const record = read.get(ids[i]!);
      // A record changed or gone while the page was read is scored as the index now holds it, or not at all.
      if (!record || !scoring.wanted || !index.holds(ordinal) || !accepts(record.values)) return;
      records.set(record.id, record);
      scoring.score(ordinal);
    });
    page = Math.min(page * 2, MAX_PAGE);
  }
  return { duplicates: scoring.duplicates(), records };
}
