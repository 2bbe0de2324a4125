import { describe, expect, it } from 'vitest';
import { MATCH_METHODS } from '../../contract/matching';
import { NO_WORD_LISTS, type MatchOptions } from './match-method';
import { matchMethod } from './method-registry';

const options: MatchOptions = { lists: NO_WORD_LISTS, defaultCountry: 'US', config: null };

describe('match method registry', () => {
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
