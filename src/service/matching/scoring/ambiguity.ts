import { compareRecords } from './record-pair';
import type { CandidateValue, Duplicate, ValueFrequencies } from './score-scenario';

/**
 * The best duplicates that are checked against each other: ambiguity matters where a decision is taken (the match
 * an upsert updates, the pairs a job groups), and past the first few every duplicate is a weaker one still.
 */
export const AMBIGUITY_CHECKED = 10;

/**
 * Marks the duplicates an input cannot tell apart from another person's record: two of its duplicates that a
 * guard holds apart from each other in a scenario both reached (a father and his junior, the input giving neither
 * birth date) are two people, and the input could be either. Not so when the input itself disagrees with one of
 * them on a guard that other fields outweighed there: it agrees with the other, and tells the two apart. Once the
 * input fits two people in a scenario, a third duplicate that reached it too and gives no guard value that tells
 * it from either (the father's copy without a birth date) could be either person's record as well, and is marked
 * with both. Each such duplicate gets `ambiguousWith`, the other duplicates it could be confused with; the rest are
 * returned as they were. `valueOf` reads a duplicate's stored values (undefined for one deleted meanwhile, which
 * confuses nothing).
 */
export function markAmbiguous<Id extends string>(
  duplicates: readonly Duplicate<Id>[],
  valueOf: (id: Id) => CandidateValue | undefined,
  frequencies?: ValueFrequencies,
): Duplicate<Id>[] {
  const checked = duplicates.slice(0, AMBIGUITY_CHECKED);
  if (checked.length < 2) return [...duplicates];
  const confused = new Map<Id, Set<Id>>();
  const confuse = (one: Id, other: Id) => confused.set(one, (confused.get(one) ?? new Set()).add(other));
  /** The duplicates a guard told apart, by the scenario in which the input fits both. */
  const peopleIn = new Map<string, Set<Id>>();
  const values = checked.map(({ id }) => valueOf(id));
  for (let i = 0; i < checked.length; i++) {
    for (let j = i + 1; j < checked.length; j++) {
      const [a, b] = [checked[i]!, checked[j]!];
      const [first, second] = [values[i], values[j]];
      if (!first || !second) continue;
      for (const { plan, outweighedGuard } of a.reached) {
        if (outweighedGuard !== undefined || !reachedUnguarded(b, plan.scenarioId)) continue;
        if (compareRecords(plan, first, second, frequencies).verdict !== 'GUARDED') continue;
        confuse(a.id, b.id);
        confuse(b.id, a.id);
        peopleIn.set(plan.scenarioId, (peopleIn.get(plan.scenarioId) ?? new Set()).add(a.id).add(b.id));
      }
    }
  }
  checked.forEach((duplicate, i) => {
    if (confused.has(duplicate.id) || !values[i]) return;
    for (const [scenarioId, people] of peopleIn) {
      if (!reachedUnguarded(duplicate, scenarioId)) continue;
      for (const person of people) confuse(duplicate.id, person);
    }
  });
  return duplicates.map((duplicate) => {
    const ambiguousWith = confused.get(duplicate.id);
    return ambiguousWith ? { ...duplicate, ambiguousWith: [...ambiguousWith] } : duplicate;
  });
}

/** The duplicate reached the scenario without the input disagreeing with it on a guard. */
function reachedUnguarded<Id>(duplicate: Duplicate<Id>, scenarioId: string): boolean {
  return duplicate.reached.some(
    ({ plan, outweighedGuard }) => plan.scenarioId === scenarioId && outweighedGuard === undefined,
  );
}
