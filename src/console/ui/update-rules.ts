import type { UpdateRule } from '../../contract/update-rules';

/** A field update rule as admins and stewards read it: a name, and a line saying what it does. */
export interface UpdateRuleText {
  label: string;
  explanation: string;
}

/**
 * The rules the console offers, from the most willing to replace a stored value to the least, so that the list
 * reads as a scale. docs/survivorship.md describes each.
 */
export const OFFERED_UPDATE_RULES = [
  'OVERWRITE',
  'IF_NEWER',
  'IF_BETTER',
  'IF_EMPTY',
  'NEVER',
] as const satisfies readonly UpdateRule[];
export type OfferedUpdateRule = (typeof OFFERED_UPDATE_RULES)[number];

const TEXTS: Record<OfferedUpdateRule, UpdateRuleText> = {
  OVERWRITE: {
    label: 'Always replace',
    explanation: 'The incoming value replaces the stored one; an empty one clears it.',
  },
  IF_NEWER: {
    label: 'Replace if newer',
    explanation:
      'Replaces the stored value only with a newer one: the write’s own modified time, or when it is made, ' +
      'against when the stored value was written.',
  },
  IF_BETTER: {
    label: 'Replace unless worse',
    explanation:
      'Replaces the stored value, but not with an empty one, an e-mail address or phone number that checks out ' +
      'worse, or a slip of one or two letters.',
  },
  IF_EMPTY: {
    label: 'Only fill if empty',
    explanation: 'Fills the field when it is empty; a stored value stays.',
  },
  NEVER: {
    label: 'Never replace',
    explanation: 'The stored value stays, even an empty one: the field is set only when a record is created.',
  },
};

/**
 * A rule the service knows but the console does not offer, which only a script can have set: shown for what it is
 * so that saving the other fields leaves it as it is, rather than as a rule it is not.
 */
const OTHER: UpdateRuleText = {
  label: 'A rule set by a script',
  explanation: 'Set through the API; it stays as it is unless you choose another.',
};

export const isOfferedUpdateRule = (rule: string): rule is OfferedUpdateRule =>
  (OFFERED_UPDATE_RULES as readonly string[]).includes(rule);

export const updateRuleText = (rule: UpdateRule): UpdateRuleText =>
  isOfferedUpdateRule(rule) ? TEXTS[rule] : OTHER;

/** The choices of a rule select: the offered rules, and the current one too when the console does not offer it. */
export const updateRuleChoices = (current?: UpdateRule): UpdateRule[] =>
  current === undefined || isOfferedUpdateRule(current)
    ? [...OFFERED_UPDATE_RULES]
    : [...OFFERED_UPDATE_RULES, current];
