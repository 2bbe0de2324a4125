import { describe, expect, it } from 'vitest';
import type { UpdateRule } from '../../contract/update-rules';
import { OFFERED_UPDATE_RULES, updateRuleChoices, updateRuleText } from './update-rules';

describe('update rule texts', () => {
  it('names each offered rule in plain words, from the most willing to replace to the least', () => {
    expect(OFFERED_UPDATE_RULES.map((rule) => updateRuleText(rule).label)).toEqual([
      'Always replace',
      'Replace if newer',
      'Replace unless worse',
      'Only fill if empty',
      'Never replace',
    ]);
  });

  it('explains every rule in a sentence that names no rule by its API name', () => {
    for (const rule of OFFERED_UPDATE_RULES) {
      const { explanation } = updateRuleText(rule);
      expect(explanation).toMatch(/^[A-Z].*\.$/);
      expect(explanation).not.toMatch(/OVERWRITE|IF_|NEVER/);
    }
  });

  it('says a rule the console does not offer was set by a script, not that it is another rule', () => {
    const unknown = 'IF_SOMETIME' as UpdateRule;
    expect(updateRuleText(unknown).label).toBe('A rule set by a script');
  });
});

describe('updateRuleChoices', () => {
  it('offers the five rules, and keeps a rule the console does not offer when a field has it', () => {
    expect(updateRuleChoices('NEVER')).toEqual(['OVERWRITE', 'IF_NEWER', 'IF_BETTER', 'IF_EMPTY', 'NEVER']);
    expect(updateRuleChoices()).toEqual(['OVERWRITE', 'IF_NEWER', 'IF_BETTER', 'IF_EMPTY', 'NEVER']);
    const unknown = 'IF_SOMETIME' as UpdateRule;
    expect(updateRuleChoices(unknown)).toEqual([
      'OVERWRITE',
      'IF_NEWER',
      'IF_BETTER',
      'IF_EMPTY',
      'NEVER',
      unknown,
    ]);
  });
});
