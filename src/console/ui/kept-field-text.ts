import type { KeptField, KeptReason } from '../../contract/update-rules';
import { updateRuleText } from './update-rules';

/** Why a rule kept a stored value, in a steward's words. */
const REASONS: Record<KeptReason, string> = {
  STORED_NOT_EMPTY: 'a value is stored',
  NEVER_UPDATED: 'the field is never replaced',
  INCOMING_EMPTY: 'the new value is empty',
  INCOMING_INVALID: 'the stored value checks out better',
  INCOMING_SLIP: 'the new value looks like a slip of it',
  STORED_NEWER: 'the stored value is newer',
  STORED_MORE_TRUSTED: 'a more trusted source wrote it',
};

const quoted = (value: string | null) => (value === null ? 'empty' : `“${value}”`);

/** One kept value: "Last Name: kept “Witting”, not “Whitting” (Only fill if empty: a value is stored)". */
export function keptFieldText(kept: KeptField, label: string): string {
  return (
    `${label}: kept ${quoted(kept.stored)}, not ${quoted(kept.incoming)} ` +
    `(${updateRuleText(kept.rule).label}: ${REASONS[kept.reason]})`
  );
}
