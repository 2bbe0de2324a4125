import { describe, expect, it } from 'vitest';
import type { ConfigChange } from '../../../contract/config-transfer';
import { changeGroups, changeSummary, joinWords, removalWarning } from './import-dry-run';

const change = (
  kind: ConfigChange['kind'],
  objectType: string | null,
  name: string,
  action: ConfigChange['action'],
): ConfigChange => ({ kind, objectType, name, action, settings: [] });

const changes: ConfigChange[] = [
  change('WORD_LIST', null, 'TEAM_NICKNAMES', 'ADD'),
  change('FILTER', 'Lead', 'Acme_Only', 'REMOVE'),
  change('SCENARIO', 'Lead', 'Lead Default', 'CHANGE'),
  change('SCENARIO', 'Lead', 'Team names', 'ADD'),
  change('SCENARIO', 'Lead', 'By email', 'ADD'),
  change('SCENARIO', 'Contact', 'Contact Default', 'REMOVE'),
  change('CROSS_OBJECTS', 'Contact', 'Contact', 'CHANGE'),
];

describe('joinWords', () => {
  it('joins the last with “and”', () => {
    expect(joinWords([])).toBe('');
    expect(joinWords(['a'])).toBe('a');
    expect(joinWords(['a', 'b', 'c'])).toBe('a, b and c');
  });
});

describe('changeSummary', () => {
  it('counts what is added, changed and removed, by kind', () => {
    expect(changeSummary(changes)).toBe(
      'adds 2 scenarios and 1 word list, changes 1 scenario and the cross-object mappings of Contact, ' +
        'removes 1 scenario and 1 filter',
    );
    expect(changeSummary([])).toBe('');
  });
});

describe('changeSummary of a type’s rules and trusted sources', () => {
  it('tells them by the type, as its mappings', () => {
    expect(
      changeSummary([
        change('SOURCE_TRUST', 'Lead', 'Lead', 'CHANGE'),
        change('UPDATE_RULES', 'Lead', 'Lead', 'CHANGE'),
        change('SCENARIO', 'Lead', 'Team names', 'ADD'),
      ]),
    ).toBe('adds 1 scenario, changes the update rules of Lead and the trusted sources of Lead');
  });
});

describe('removalWarning', () => {
  it('names what the import removes, and nothing when it removes nothing', () => {
    expect(removalWarning(changes)).toBe('This removes 1 scenario and 1 filter.');
    expect(removalWarning(changes.filter((each) => each.action !== 'REMOVE'))).toBeUndefined();
  });
});

describe('changeGroups', () => {
  it('groups by record type, word lists last, scenarios before filters', () => {
    const groups = changeGroups(changes);
    expect(groups.map((group) => [group.recordType, group.summary])).toEqual([
      ['Lead', 'adds 2 scenarios, changes 1 scenario, removes 1 filter'],
      ['Contact', 'changes the cross-object mappings of Contact, removes 1 scenario'],
      [null, 'adds 1 word list'],
    ]);
    expect(groups[0]!.changes.map((each) => each.name)).toEqual([
      'Lead Default',
      'Team names',
      'By email',
      'Acme_Only',
    ]);
    expect(changeGroups([])).toEqual([]);
  });
});
