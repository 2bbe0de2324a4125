import { describe, expect, it } from 'vitest';
import { checkWordList, WORD_LIST_LIMITS, type WordListReference } from './word-list-validation';

const problemsOf = (name: string, body: unknown, references: WordListReference[] = []) => {
  const check = checkWordList(name, body, references);
  return 'problems' in check ? check.problems : [];
};

const firstNameUse: WordListReference = {
  scenarioName: 'Lead Default',
  recordType: 'Lead',
  field: 'FirstName',
  referencedAs: 'SYNONYM',
};

describe('checkWordList', () => {
  it('accepts a frequent list and a synonym list as sent', () => {
    expect(
      checkWordList('JOB_TITLES', { kind: 'FREQUENT', entries: ['CEO', 'Ph.D.', 'Vice President'] }, []),
    ).toEqual({ list: { kind: 'FREQUENT', entries: ['CEO', 'Ph.D.', 'Vice President'] } });
    expect(
      checkWordList('DUTCH_NICKNAMES', { kind: 'SYNONYM', entries: [['Johannes', 'Hans', 'Jan']] }, [
        firstNameUse,
      ]),
    ).toEqual({ list: { kind: 'SYNONYM', entries: [['Johannes', 'Hans', 'Jan']] } });
  });

  it('accepts a body that repeats the name of the path', () => {
    expect(problemsOf('TITLES', { name: 'TITLES', kind: 'FREQUENT', entries: ['Dr'] })).toEqual([]);
  });

  it.each([['titles'], ['1TITLES'], ['_TITLES'], ['JOB-TITLES'], ['JOB TITLES'], ['Ä'], ['A'.repeat(41)]])(
    'refuses the name %j',
    (name) => {
      expect(problemsOf(name, { kind: 'FREQUENT', entries: ['Dr'] })).toEqual([
        {
          field: 'name',
          problem:
            'must be 1 to 40 characters: an upper-case letter, then upper-case letters (A–Z), digits and underscores',
        },
      ]);
    },
  );

  it('accepts a name of 40 characters with digits and underscores', () => {
    expect(problemsOf(`A_1${'B'.repeat(37)}`, { kind: 'FREQUENT', entries: ['Dr'] })).toEqual([]);
  });

  it.each([
    [null, '', 'must be a JSON object with kind and entries'],
    [['Dr'], '', 'must be a JSON object with kind and entries'],
    [{ entries: ['Dr'] }, 'kind', 'is required'],
    [{ kind: 'STOP_WORDS', entries: ['Dr'] }, 'kind', 'must be FREQUENT or SYNONYM'],
    [{ kind: 'FREQUENT' }, 'entries', 'is required'],
    [{ kind: 'FREQUENT', entries: 'Dr' }, 'entries', 'must be an array'],
    [{ kind: 'FREQUENT', entries: [] }, 'entries', 'must hold at least one entry'],
    [{ kind: 'FREQUENT', entries: ['Dr'], builtIn: false }, 'builtIn', 'is not a known field'],
    [
      { kind: 'FREQUENT', entries: ['Dr'], name: 'OTHER' },
      'name',
      'must equal the name in the path (TITLES) when given',
    ],
  ])('refuses the body %j at %j', (body, field, problem) => {
    expect(problemsOf('TITLES', body)).toEqual([{ field, problem }]);
  });

  it('refuses more entries than the limit', () => {
    const entries = Array.from({ length: WORD_LIST_LIMITS.entries + 1 }, (_, index) => `word${index}`);
    expect(problemsOf('TITLES', { kind: 'FREQUENT', entries })).toEqual([
      { field: 'entries', problem: `must hold at most 10000 entries, not ${WORD_LIST_LIMITS.entries + 1}` },
    ]);
  });

  it.each([
    [7, 'must be a string'],
    [null, 'must be a string'],
    ['', 'must not be empty'],
    ['   ', 'must not be empty'],
    [' Dr', 'must not begin or end with white space'],
    ['Dr\t', 'must not begin or end with white space'],
    ['x'.repeat(101), 'must be at most 100 characters'],
    ['--', 'must contain a letter or a digit'],
    [
      'Doctor of Philosophy in Law',
      'must be at most 4 words (punctuation separates words): longer phrases never match',
    ],
    ['M.B.A.C.E.', 'must be at most 4 words (punctuation separates words): longer phrases never match'],
  ])('refuses the frequent entry %j, naming its index', (entry, problem) => {
    expect(problemsOf('TITLES', { kind: 'FREQUENT', entries: ['Dr', entry] })).toEqual([
      { field: 'entries.1', problem },
    ]);
  });

  it('refuses a group in a frequent list', () => {
    expect(problemsOf('TITLES', { kind: 'FREQUENT', entries: ['Dr', ['Mr', 'Mister']] })).toEqual([
      { field: 'entries.1', problem: 'must be a string: groups of words belong in a SYNONYM list' },
    ]);
  });

  it('refuses a frequent word listed twice, compared as values are (case, accents, punctuation)', () => {
    expect(
      problemsOf('TITLES', { kind: 'FREQUENT', entries: ['Dr', 'Prof', 'dr.', 'Señor', 'SENOR'] }),
    ).toEqual([
      { field: 'entries.2', problem: "'dr.' repeats entries.0 ('Dr')" },
      { field: 'entries.4', problem: "'SENOR' repeats entries.3 ('Señor')" },
    ]);
  });

  it('names the word at fault inside a synonym group', () => {
    expect(
      problemsOf('NICKS', {
        kind: 'SYNONYM',
        entries: [
          ['Robert', 'Bob'],
          ['Johannes', 5],
          ['Margaret', ' Peggy'],
        ],
      }),
    ).toEqual([
      { field: 'entries.1.1', problem: 'must be a string' },
      { field: 'entries.2.1', problem: 'must not begin or end with white space' },
    ]);
  });

  it.each([
    ['Bob', 'must be an array of two or more interchangeable words (a synonym group)'],
    [['Bob'], 'a synonym group needs at least two words'],
    [[], 'a synonym group needs at least two words'],
    [Array.from({ length: 51 }, (_, index) => `w${index}`), 'a synonym group holds at most 50 words'],
  ])('refuses the synonym group %j', (group, problem) => {
    expect(problemsOf('NICKS', { kind: 'SYNONYM', entries: [['Robert', 'Bob'], group] })).toEqual([
      { field: 'entries.1', problem },
    ]);
  });

  it('refuses a word twice in one group, and a word in two groups', () => {
    expect(
      problemsOf('NICKS', {
        kind: 'SYNONYM',
        entries: [
          ['Robert', 'Bob', 'Rob'],
          ['Roberta', 'bob'],
          ['Jan', 'JAN'],
        ],
      }),
    ).toEqual([
      {
        field: 'entries.1.1',
        problem: "'bob' is already in group entries.0 (entries.0.1); a word belongs to one group only",
      },
      { field: 'entries.2.1', problem: "'JAN' repeats entries.2.0 ('Jan')" },
    ]);
  });

  it('keeps the kind of a list that scenario fields use, naming them', () => {
    expect(problemsOf('NICKS', { kind: 'FREQUENT', entries: ['Bob'] }, [firstNameUse])).toEqual([
      {
        field: 'kind',
        problem: 'must be SYNONYM: Lead Default (Lead) uses NICKS as the synonym list of FirstName',
      },
    ]);
  });

  it('reports every problem of a body, in order', () => {
    expect(problemsOf('bad', { kind: 'FREQUENT', entries: ['', 'ok', 'ok'], extra: 1 })).toEqual([
      { field: 'name', problem: expect.stringMatching(/^must be 1 to 40 characters/) as string },
      { field: 'extra', problem: 'is not a known field' },
      { field: 'entries.0', problem: 'must not be empty' },
      { field: 'entries.2', problem: "'ok' repeats entries.1 ('ok')" },
    ]);
  });
});
