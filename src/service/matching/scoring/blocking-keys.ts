import { createHash } from 'node:crypto';
import type { PreparedValue } from '../match-method';
import type { FieldPlan, ScenarioPlan } from './score-scenario';

/** Bounds the keys one group can produce when its fields each yield several (phonetic alternates, tokens). */
const MAX_KEYS_PER_GROUP = 32;

type Prepared = (field: FieldPlan) => PreparedValue | null | undefined;

interface IndexGroup {
  /** The forms of the group's fields: groups of two scenarios with the same forms yield the same keys. */
  namespace: string;
  /** A short code of the namespace that keys start with: a search builds and hashes dozens of keys. */
  code: string;
  fields: FieldPlan[];
}

/** The index groups of a scenario, and its pairs of swappable fields with the groups either of them is in. */
interface PlanKeys {
  groups: IndexGroup[];
  swaps: { a: FieldPlan; b: FieldPlan; groups: IndexGroup[] }[];
}

const keysOfPlan = new WeakMap<ScenarioPlan, PlanKeys>();

/** What the keys of a namespace start with. */
export const namespaceCode = (namespace: string): string =>
  createHash('sha1').update(namespace).digest('base64url').slice(0, 10);

function planKeys(plan: ScenarioPlan): PlanKeys {
  let found = keysOfPlan.get(plan);
  if (!found) {
    const fieldsByGroup = new Map<number, FieldPlan[]>();
    for (const field of plan.fields) {
      for (const group of field.indexGroups)
        fieldsByGroup.set(group, [...(fieldsByGroup.get(group) ?? []), field]);
    }
    const groups = [...fieldsByGroup.values()].map((fields) => {
      const namespace = fields.map((field) => field.form).join('&');
      return { namespace, code: namespaceCode(namespace), fields };
    });
    const swappable = plan.fields.filter((field) => field.method.swappable);
    const swaps = swappable.flatMap((a, i) =>
      swappable
        .slice(i + 1)
        .filter((b) => b.method === a.method)
        .map((b) => ({
          a,
          b,
          groups: groups.filter((group) => group.fields.includes(a) || group.fields.includes(b)),
        })),
    );
    found = { groups, swaps };
    keysOfPlan.set(plan, found);
  }
  return found;
}

/**
 * Each prepared value's keys under each form's method and options, computed once: a value is indexed by several
 * scenarios and groups, and read crosswise for swapped names. Phonetic codes make this the costly part of keys.
 */
const keysOfValue = new WeakMap<PreparedValue, Map<string, string[]>>();

function fieldKeys(field: FieldPlan, value: PreparedValue | null | undefined): string[] {
  if (!value) return [];
  let byForm = keysOfValue.get(value);
  if (!byForm) keysOfValue.set(value, (byForm = new Map()));
  let keys = byForm.get(field.form);
  if (!keys) byForm.set(field.form, (keys = field.method.blockingKeys(value, field.options)));
  return keys;
}

/** The namespace code a key starts with (see namespaceCode). */
export const keyNamespace = (key: string): string => key.slice(0, key.indexOf('='));

/** The namespaces of a scenario's index groups: the forms each group joins. */
export const keyNamespaces = (plan: ScenarioPlan): string[] =>
  planKeys(plan).groups.map((group) => group.namespace);

/**
 * Adds a group's keys: one key of each of its fields joined, over all combinations, after the group's code; none
 * when a field of the group has no keys.
 */
function addGroupKeys(group: IndexGroup, prepared: Prepared, keys: Set<string>): void {
  let combinations: string[] = [''];
  for (const field of group.fields) {
    const own = fieldKeys(field, prepared(field));
    if (own.length === 0) return;
    const joined: string[] = [];
    for (const prefix of combinations) {
      for (const key of own) {
        if (joined.length === MAX_KEYS_PER_GROUP) break;
        joined.push(prefix ? `${prefix}|${key}` : key);
      }
    }
    combinations = joined;
  }
  for (const combination of combinations) keys.add(`${group.code}=${combination}`);
}

/**
 * The blocking keys of a record over several scenarios, each once. Each index group yields keys only when every field
 * of the group has keys of its own. Keys start with the code of the forms of the group's fields, so two groups never
 * collide unless they would index alike anyway, and a group two scenarios share is indexed once.
 */
export function recordKeys(plans: readonly ScenarioPlan[], prepared: Prepared): string[] {
  const keys = new Set<string>();
  for (const plan of plans) for (const group of planKeys(plan).groups) addGroupKeys(group, prepared, keys);
  return [...keys];
}

/**
 * The keys a search looks up: the input's own keys and, for each pair of fields with one swappable method, the keys
 * with the two values exchanged, so names entered the wrong way round still find their record (the scenario score
 * then reads them crosswise).
 */
export function searchKeys(plan: ScenarioPlan, prepared: Prepared): string[] {
  const { groups, swaps } = planKeys(plan);
  const keys = new Set<string>();
  for (const group of groups) addGroupKeys(group, prepared, keys);
  for (const { a, b, groups: touched } of swaps) {
    const [valueA, valueB] = [prepared(a), prepared(b)];
    if (!valueA || !valueB) continue;
    const exchanged = (field: FieldPlan) => (field === a ? valueB : field === b ? valueA : prepared(field));
    for (const group of touched) addGroupKeys(group, exchanged, keys);
  }
  return [...keys];
}
