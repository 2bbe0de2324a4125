import type { PreparedValue } from '../match-method';
import type { FieldPlan, ScenarioPlan } from './score-scenario';

/** Bounds the keys one group can produce when its fields each yield several (phonetic alternates, tokens). */
const MAX_KEYS_PER_GROUP = 32;

/**
 * The blocking keys of a record for one scenario. Each index group yields keys only when every field of the group
 * has keys of its own; a group's key joins one key of each of its fields, over all combinations. Keys carry the
 * scenario and group, so two groups never collide.
 */
export function scenarioKeys(
  plan: ScenarioPlan,
  prepared: (field: FieldPlan) => PreparedValue | null | undefined,
): string[] {
  const groups = new Map<number, string[][]>();
  const skipped = new Set<number>();
  for (const field of plan.fields) {
    for (const group of field.indexGroups) {
      if (skipped.has(group)) continue;
      const value = prepared(field);
      const keys = value ? field.method.blockingKeys(value, field.options) : [];
      if (keys.length === 0) {
        skipped.add(group);
        groups.delete(group);
        continue;
      }
      groups.set(group, [...(groups.get(group) ?? []), keys]);
    }
  }
  const result: string[] = [];
  for (const [group, fieldKeys] of groups) {
    let combinations = [''];
    for (const keys of fieldKeys) {
      combinations = combinations
        .flatMap((prefix) => keys.map((key) => (prefix ? `${prefix}|${key}` : key)))
        .slice(0, MAX_KEYS_PER_GROUP);
    }
    for (const combination of combinations) result.push(`${plan.scenarioId}/${group}/${combination}`);
  }
  return [...new Set(result)];
}

/**
 * The keys a search looks up: the input's own keys and, for each pair of fields with one swappable method, the keys
 * with the two values exchanged, so names entered the wrong way round still find their record (the scenario score
 * then reads them crosswise).
 */
export function searchKeys(
  plan: ScenarioPlan,
  prepared: (field: FieldPlan) => PreparedValue | null | undefined,
): string[] {
  const keys = new Set(scenarioKeys(plan, prepared));
  const swappable = plan.fields.filter((field) => field.method.swappable && prepared(field));
  for (const [i, a] of swappable.entries()) {
    for (const b of swappable.slice(i + 1)) {
      if (b.method !== a.method) continue;
      const exchanged = (field: FieldPlan) =>
        field === a ? prepared(b) : field === b ? prepared(a) : prepared(field);
      for (const key of scenarioKeys(plan, exchanged)) keys.add(key);
    }
  }
  return [...keys];
}
