import { keyNamespaces } from '../matching/scoring/blocking-keys';
import type { FieldPlan, ScenarioPlan } from '../matching/scoring/score-scenario';
import { hashKeys } from './key-hash';

/**
 * Version of the stored entry: the encoding of forms and keys and the key hash. Raise it when a change to the code
 * makes stored entries read differently (a new key rule, a method's stored form); the service then rebuilds them.
 */
export const ENTRY_FORMAT = 9;

/** How the entries of one record type are laid out, derived from all of its scenarios. */
export interface IndexLayout {
  recordType: string;
  /** Every scenario of the type, hidden ones included: any of them may be named in a search. */
  plans: readonly ScenarioPlan[];
  /** One field plan per distinct form, in the order of the stored forms (slots). */
  forms: readonly FieldPlan[];
  slotOf: ReadonlyMap<string, number>;
  /** Equal for two layouts under which a stored entry reads the same; stored with every entry. */
  signature: string;
}

export function indexLayout(recordType: string, plans: readonly ScenarioPlan[]): IndexLayout {
  const slotOf = new Map<string, number>();
  const forms: FieldPlan[] = [];
  for (const field of plans.flatMap((plan) => plan.fields)) {
    if (slotOf.has(field.form)) continue;
    slotOf.set(field.form, forms.length);
    forms.push(field);
  }
  const groups = [...new Set(plans.flatMap(keyNamespaces))].sort();
  const [high, low] = hashKeys([JSON.stringify([ENTRY_FORMAT, [...slotOf.keys()], groups])]);
  return {
    recordType,
    plans,
    forms,
    slotOf,
    signature: `${ENTRY_FORMAT}.${high!.toString(36)}${low!.toString(36)}`,
  };
}
