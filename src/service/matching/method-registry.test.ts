import { describe, expect, it } from 'vitest';
import { GUARDING_METHODS, MATCH_METHODS } from '../../contract/matching';
import { NO_WORD_LISTS, type MatchOptions, type StoredForm } from './match-method';
import { matchMethod } from './method-registry';
import { COMPANY, COMPANY_ALIASES } from './word-lists/company-lists';
import { NAME_LIST, NICKNAMES_LIST } from './word-lists/person-lists';
import { buildWordLists } from './word-lists/word-list-index';

const options: MatchOptions = { lists: NO_WORD_LISTS, defaultCountry: 'US', config: null };

describe('match method registry', () => {
  it('has a guard line for exactly the methods the contract lists as guarding', () => {
    expect(MATCH_METHODS.filter((method) => matchMethod(method).guardBelow !== undefined)).toEqual(
      GUARDING_METHODS,
    );
  });

  it.each(MATCH_METHODS)('%s is implemented under its own name', (name) => {
    expect(matchMethod(name).method).toBe(name);
  });

  it.each(MATCH_METHODS)('%s scores a value 100 against itself and 0 against an empty value', (name) => {
    const method = matchMethod(name);
    const sample: Record<string, string> = {
      EMAIL: 'jane.doe@example.com',
      PHONE: '(415) 555-2671',
      DOMAIN: 'https://www.example.com',
      STREET: '10 Downing Street',
      POSTAL_CODE: '6811 AA',
      NUMBER: '1,000.50',
      DATE: '2024-03-05',
    };
    const value = method.prepare(sample[name] ?? 'Jane Doe', options);
    expect(method.compare(value, value, options).score).toBe(100);
    expect(method.compare(value, method.prepare('', options), options).score).toBe(0);
    expect(method.blockingKeys(value, options).length).toBeGreaterThan(0);
  });
});

describe('stored forms', () => {
  const lists = buildWordLists(
    [...NAME_LIST.entries, ...COMPANY.entries],
    [...NICKNAMES_LIST.entries, ...COMPANY_ALIASES.entries],
  );
  const withLists: MatchOptions = { ...options, lists };
  const samples: Record<string, string[]> = {
    EMAIL: ['John.Smith+news@GoogleMail.com', 'not an address', 'Jane <jane@example.co.uk>', ''],
    PHONE: ['(415) 555-2671', '+44 20 7946 0958', '0031 20 555 1234', 'n/a', ''],
    DOMAIN: ['https://www.example.co.uk/about', 'info@gmail.com', 'Plauti', ''],
    STREET: ['10 Downing Street', 'Hauptstraße 5a Whg. 3', 'N Main St NW', '221B Baker St Apt 4', ''],
    POSTAL_CODE: ['94103-1234', '6811 AA', ''],
    NUMBER: ['1,000.50', '-3', 'twelve', ''],
    DATE: ['2024-03-05', '5 March 2024', '31/02/2024', ''],
    CITY: ['St. Louis', 'N Las Vegas', 'Saint-Étienne', ''],
  };
  const names = [
    'Dr. Bob Van der Berg Jr.',
    'Mary Ann',
    'J.',
    'Müller-Lüdenscheidt',
    'The A.B.C. Trading & Co. GmbH',
    'International Business Machines Corp',
    'University',
    '',
  ];

  it.each(MATCH_METHODS)('%s keeps everything compare and blockingKeys read, through JSON', (name) => {
    const method = matchMethod(name);
    const values = samples[name] ?? names;
    for (const text of values) {
      const prepared = method.prepare(text, withLists);
      const restored = method.restore(JSON.parse(JSON.stringify(method.store(prepared))) as StoredForm);
      expect(restored).toEqual({ ...prepared, raw: '' });
      for (const other of values) {
        const otherPrepared = method.prepare(other, withLists);
        expect(method.compare(otherPrepared, restored, withLists)).toEqual(
          method.compare(otherPrepared, prepared, withLists),
        );
      }
      expect(method.blockingKeys(restored, withLists)).toEqual(method.blockingKeys(prepared, withLists));
    }
  });
});
