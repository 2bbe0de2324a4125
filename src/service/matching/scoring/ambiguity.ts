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
 * them on a guard that other fields outweighed there: it agrees with the other, and tells the two apart. Each such
 * duplicate gets `ambiguousWith`, the other duplicates it could be confused with; the rest are returned as they
 * were. `valueOf` reads a duplicate's stored values (undefined for one deleted meanwhile, which confuses nothing).
 */
export function markAmbiguous<Id extends string>(
  duplicates: readonly Duplicate<Id>[],
  valueOf: (id: Id) => CandidateValue | undefined,
  frequencies?: ValueFrequencies,
): Duplicate<Id>[] {
  const checked = duplicates.slice(0, AMBIGUITY_CHECKED);
  if (checked.length < 2) return [...duplicates];
  const confused = new Map<Id, Id[]>();
  const confuse = (one: Id, other: Id) => confused.set(one, [...(confused.get(one) ?? []), other]);
  const values = checked.map(({ id }) => valueOf(id));
  for (let i = 0; i < checked.length; i++) {
    for (let j = i + 1; j < checked.length; j++) {
      const [a, b] = [checked[i]!, checked[j]!];
      const [first, second] = [values[i], values[j]];
      if (!first || !second) continue;
      const apart = a.reached.some(({ plan, outweighedGuard }) => {
        const other = b.reached.find((one) => one.plan.scenarioId === plan.scenarioId);
        return (
          other !== undefined &&
          outweighedGuard === undefined &&
          other.outweighedGuard === undefined &&
          compareRecords(plan, first, second, frequencies).verdict === 'GUARDED'
        );
      });
      if (!apart) continue;
      confuse(a.id, b.id);
      confuse(b.id, a.id);
    }
  }
  return duplicates.map((duplicate) => {
    const ambiguousWith = confused.get(duplicate.id);
    return ambiguousWith ? { ...duplicate, ambiguousWith } : duplicate;
  });
}
