import {
  SCENARIO_FIELD_SETTINGS,
  SCENARIO_SETTINGS,
  type ScenarioSettingChange,
} from '../../contract/config-transfer';
import type { ScenarioDefinition, ScenarioFieldDefinition } from '../scenarios/scenario';

type SettingValue = ScenarioSettingChange['before'];

/** A setting as the change reports it: lists joined, a match configuration as JSON. */
function valueOf(value: unknown): SettingValue {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return value as SettingValue;
}

/** A scenario's fields by record field, the second comparison of one field told from its first. */
function fieldsByKey(fields: readonly ScenarioFieldDefinition[]): Map<string, ScenarioFieldDefinition> {
  const seen = new Map<string, number>();
  return new Map(
    fields.map((field) => {
      const nth = (seen.get(field.field) ?? 0) + 1;
      seen.set(field.field, nth);
      return [nth === 1 ? field.field : `${field.field}#${nth}`, field];
    }),
  );
}

/**
 * What replacing `current` by `next` changes, setting by setting: the scenario's own settings, then its fields
 * (each by the record field it compares) added, removed or set otherwise, so that a dry run says what changes
 * rather than that something does.
 */
export function scenarioDifferences(
  current: ScenarioDefinition,
  next: ScenarioDefinition,
): ScenarioSettingChange[] {
  const changes: ScenarioSettingChange[] = [];
  const differ = (
    field: string | null,
    setting: ScenarioSettingChange['setting'],
    before: unknown,
    after: unknown,
  ) => {
    const [was, will] = [valueOf(before), valueOf(after)];
    if (was !== will) changes.push({ field, setting, before: was, after: will });
  };
  for (const setting of SCENARIO_SETTINGS) differ(null, setting, current[setting], next[setting]);
  const before = fieldsByKey(current.fields);
  const after = fieldsByKey(next.fields);
  for (const [key, field] of after) {
    const was = before.get(key);
    if (!was)
      changes.push({ field: field.field, setting: 'FIELD_ADDED', before: null, after: field.matchMethod });
    else
      for (const setting of SCENARIO_FIELD_SETTINGS)
        differ(field.field, setting, was[setting], field[setting]);
  }
  for (const [key, field] of before) {
    if (!after.has(key)) {
      changes.push({ field: field.field, setting: 'FIELD_REMOVED', before: field.matchMethod, after: null });
    }
  }
  const order = (fields: readonly ScenarioFieldDefinition[]) => fields.map((field) => field.field).join(',');
  if (changes.length === 0 && order(current.fields) !== order(next.fields)) {
    changes.push({
      field: null,
      setting: 'FIELD_ORDER',
      before: order(current.fields),
      after: order(next.fields),
    });
  }
  return changes;
}
