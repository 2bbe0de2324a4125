import type { KeptField } from '../../contract/update-rules';
import type { AddressJudge } from '../address/address-data';
import type { RecordValues } from '../records/record-store';
import type { RecordTypeDefinition } from '../records/record-type';
import { addressVerdicts } from '../survivorship/address-survival';
import { ruleKeeps } from '../survivorship/field-survival';
import { CUSTOM, type MergePlan } from './merge-plan';

/** No override: a merge follows each field's own rule. */
const NO_OVERRIDES = {};

/**
 * A merge plan with each field's update rule and the type's source trust applied (docs/survivorship.md): a value
 * the plan takes from another record by the field rule, which nobody picked, replaces the master's only where the
 * field's rule would let a write from that record's source replace it ("Only fill if empty" keeps the master's
 * value, "Replace unless worse" a validated one). A value the steward picked, or typed, is taken as picked: the
 * steward is the judge. Answers the plan as it stands and what was kept, with the rule and why.
 */
export async function applyMergeRules(
  type: RecordTypeDefinition,
  plan: MergePlan,
  picked: ReadonlySet<string>,
  judge: AddressJudge | undefined,
  defaultCountry: string,
): Promise<{ plan: MergePlan; kept: KeptField[] }> {
  const { master } = plan;
  const taken = type.fields.filter((field) => {
    const from = plan.sources[field.name];
    return from !== undefined && from !== master.id && from !== CUSTOM && !picked.has(field.name);
  });
  if (taken.length === 0) return { plan, kept: [] };
  const incoming: RecordValues = Object.fromEntries(
    taken.map((field) => [field.name, plan.values[field.name]!]),
  );
  const verdicts = judge
    ? await addressVerdicts(type, master.values, incoming, NO_OVERRIDES, judge, defaultCountry)
    : new Map();
  const values = { ...plan.values };
  const sources = { ...plan.sources };
  const kept: KeptField[] = [];
  for (const field of taken) {
    const from = [master, ...plan.losers].find(({ id }) => id === plan.sources[field.name])!;
    const [source, at] = from.sources[field.name] ?? ['', from.updatedAt];
    const keeps = ruleKeeps(type, field, master.values[field.name], values[field.name] ?? null, {
      overrides: NO_OVERRIDES,
      defaultCountry,
      origin: { source, at },
      storedSources: master.sources,
      storedAt: master.updatedAt,
      addressVerdicts: verdicts,
    });
    if (!keeps) continue;
    values[field.name] = master.values[field.name] ?? null;
    sources[field.name] = master.id;
    kept.push(keeps);
  }
  return { plan: { ...plan, values, sources }, kept };
}
