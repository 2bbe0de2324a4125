import { describe, expect, it } from 'vitest';
import { keptFieldText } from './kept-field-text';

describe('keptFieldText', () => {
  it('says what was kept, what was not written, the rule and why', () => {
    expect(
      keptFieldText(
        {
          field: 'LastName',
          rule: 'IF_EMPTY',
          reason: 'STORED_NOT_EMPTY',
          stored: 'Witting',
          incoming: 'Whitting',
        },
        'Last Name',
      ),
    ).toBe('Last Name: kept “Witting”, not “Whitting” (Only fill if empty: a value is stored)');
    expect(
      keptFieldText(
        {
          field: 'Phone',
          rule: 'IF_BETTER',
          reason: 'INCOMING_EMPTY',
          stored: '+1 617 555 0100',
          incoming: null,
        },
        'Phone',
      ),
    ).toBe('Phone: kept “+1 617 555 0100”, not empty (Replace unless worse: the new value is empty)');
  });
});
