import { describe, expect, it } from 'vitest';
import {
  entryIndexOf,
  entryPathOf,
  entryProblem,
  entryRowsOf,
  groupWords,
  listNameProblem,
  toWordListInput,
  usageSummary,
  withEntryNumbers,
} from './word-list-entries';

describe('entry rows', () => {
  it('shows a frequent word as it is and a synonym group as its words separated by commas', () => {
    expect(entryRowsOf({ kind: 'FREQUENT', entries: ['mr', 'dr'] })).toEqual([
      { text: 'mr' },
      { text: 'dr' },
    ]);
    expect(entryRowsOf({ kind: 'SYNONYM', entries: [['bob', 'robert']] })).toEqual([{ text: 'bob, robert' }]);
  });

  it('saves the rows as the entries of the list, without surrounding spaces', () => {
    const rows = [{ text: ' bob ,robert,, rob ' }, { text: 'bill, william' }];
    expect(toWordListInput('SYNONYM', rows)).toEqual({
      kind: 'SYNONYM',
      entries: [
        ['bob', 'robert', 'rob'],
        ['bill', 'william'],
      ],
    });
    expect(toWordListInput('FREQUENT', [{ text: ' chief officer ' }])).toEqual({
      kind: 'FREQUENT',
      entries: ['chief officer'],
    });
  });

  it('reads a group without empty words', () => {
    expect(groupWords(' , a ,b,')).toEqual(['a', 'b']);
  });
});

describe('entryProblem', () => {
  it('asks for a word in a frequent list', () => {
    expect(entryProblem('FREQUENT', '  ')).toBe('Enter a word or phrase, or remove the row.');
    expect(entryProblem('FREQUENT', 'ltd')).toBeUndefined();
  });

  it('asks for two or more words in a synonym group', () => {
    expect(entryProblem('SYNONYM', 'bob,')).toBe(
      'Enter two or more words that mean the same, separated by commas.',
    );
    expect(entryProblem('SYNONYM', 'bob, robert')).toBeUndefined();
  });
});

describe('entryPathOf', () => {
  it('puts a problem with an entry, or a word of a group, at the entry', () => {
    expect(entryPathOf('entries.3')).toBe('entries.3.text');
    expect(entryPathOf('entries.2.1')).toBe('entries.2.text');
  });

  it('numbers the entries a problem names as the editor does', () => {
    expect(
      withEntryNumbers("'rob' is already in group entries.0 (entries.0.1); a word belongs to one group only"),
    ).toBe("'rob' is already in group 1 (entry 1, word 2); a word belongs to one group only");
    expect(withEntryNumbers("'Chief' repeats entries.0 ('chief')")).toBe("'Chief' repeats entry 1 ('chief')");
  });

  it('reads the entry back from the field', () => {
    expect(entryIndexOf('entries.12.text')).toBe(12);
    expect(entryIndexOf('name')).toBeUndefined();
  });

  it('leaves problems of the whole list to the page', () => {
    expect(entryPathOf('entries')).toBeUndefined();
    expect(entryPathOf('kind')).toBeUndefined();
  });
});

describe('listNameProblem', () => {
  it('accepts a free name written as scenario fields reference lists', () => {
    expect(listNameProblem('JOB_TITLES_2', ['PERSON'])).toBeUndefined();
  });

  it('refuses a name of another shape or one taken', () => {
    expect(listNameProblem('job titles', [])).toMatch(/^Use up to 40 characters/);
    expect(listNameProblem('PERSON', ['PERSON'])).toBe('There is already a list named PERSON.');
  });
});

describe('usageSummary', () => {
  const use = (scenarioName: string, field: string) => ({
    scenarioId: 'a0A000000000001AAA',
    scenarioName,
    recordType: 'Lead',
    field,
    referencedAs: 'FREQUENT' as const,
  });

  it('names the scenarios once, with the count of fields', () => {
    expect(usageSummary([])).toBe('Not used');
    expect(usageSummary([use('Lead Default', 'FirstName')])).toBe('1 field of Lead Default (Lead)');
    expect(
      usageSummary([
        use('Lead Default', 'FirstName'),
        use('Lead Default', 'LastName'),
        use('Lead Fuzzy', 'Company'),
      ]),
    ).toBe('3 fields of Lead Default (Lead), Lead Fuzzy (Lead)');
  });
});
