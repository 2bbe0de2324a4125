import type { Kysely } from 'kysely';
import type { RecordPredicate } from '../filters/filter-evaluator';
import { combineScenarios, scoreScenario, type CandidateOutcome } from '../matching/scoring/score-scenario';
import { findRecords, type StoredRecord } from '../records/record-store';
import type { Database } from '../storage/schema';
import { findCandidatesFor, type PreparedInput } from './candidate-retrieval';
import { filteredCandidates } from './filtered-candidates';
import { preparedFields } from './record-index';

export interface FoundDuplicates {
  /** Candidates that reached at least one scenario, best first. */
  duplicates: CandidateOutcome<string>[];
  records: ReadonlyMap<string, StoredRecord>;
}

/**
 * Searches the records of one type for duplicates of the input, prepared per scenario (see prepareInputs): candidates from the blocking index (only
 * those satisfying the filter, when there is one), each scored with every given scenario, kept when it reaches at
 * least one (design.md §5). `db` may be a transaction: an upsert searches inside the one it writes in.
 */
export async function findDuplicates(
  deps: { db: Kysely<Database>; candidateCap: number },
  recordType: string,
  prepared: readonly PreparedInput[],
  filter?: RecordPredicate,
): Promise<FoundDuplicates> {
  const candidates = filter
    ? await filteredCandidates(deps.db, recordType, prepared, deps.candidateCap, filter)
    : await findRecords(deps.db, await findCandidatesFor(deps.db, recordType, prepared, deps.candidateCap));
  const records = new Map(candidates.map((record) => [record.id, record]));
  const duplicates = combineScenarios(
    candidates.map((record) => {
      const candidateValue = preparedFields(record.values);
      return {
        id: record.id,
        outcomes: prepared.map(({ plan, input: fields }) => scoreScenario(plan, fields, candidateValue)),
      };
    }),
  );
  return { duplicates, records };
}
