import type { AdminRecordType } from '../../../contract/record-type-admin';
import type { FieldUpdateRules, UpdateRule } from '../../../contract/update-rules';
import { updateRuleText } from '../../ui/update-rules';

export interface FieldRuleValues {
  field: string;
  label: string;
  rule: UpdateRule;
}

export interface UpdateRulesFormValues {
  rules: FieldRuleValues[];
}

/**
 * Every field a write may set, with its rule. The fields Steward writes itself (Id, the dates) are left out: no
 * write gives them a value, and the service refuses a rule for them.
 */
export const toUpdateRulesFormValues = (type: AdminRecordType): UpdateRulesFormValues => ({
  rules: type.fields
    .filter((field) => !field.readOnly)
    .map((field) => ({ field: field.name, label: field.label, rule: field.updateRule })),
});

/** The body of the PUT: every field's rule, so the one request says all of them (a field left out is reset). */
export const toFieldUpdateRules = (values: UpdateRulesFormValues): FieldUpdateRules => ({
  rules: values.rules.map(({ field, rule }) => ({ field, rule })),
});

/** The select of a field the service names (`rules.2.field`): the form's rows are in the body's order. */
export function updateRulePathOf(serverField: string): `rules.${number}.rule` | undefined {
  const row = /^rules\.(\d+)\.(?:field|rule)$/.exec(serverField);
  return row ? `rules.${Number(row[1])}.rule` : undefined;
}

/**
 * What a save did, for its confirmation: the field and its new rule when one changed, else how many did. The save
 * sends every rule, so only the comparison with the stored ones tells what changed.
 */
export function savedRulesText(
  typeLabel: string,
  before: UpdateRulesFormValues,
  after: UpdateRulesFormValues,
): string {
  const changed = after.rules.filter(
    ({ field, rule }) => before.rules.find((stored) => stored.field === field)?.rule !== rule,
  );
  const saved = `Saved the update rules of ${typeLabel}`;
  if (changed.length === 0) return `${saved}; none changed.`;
  const [only] = changed;
  if (changed.length === 1 && only)
    return `${saved}: ${only.label} is now “${updateRuleText(only.rule).label}”. Writes follow it from now on.`;
  return `${saved}: ${changed.length} fields changed. Writes follow them from now on.`;
}
