import { describe, expect, it } from 'vitest';
import { NO_WORD_LISTS, type MatchOptions } from '../match-method';
import { domainMethod } from './domain';

const options: MatchOptions = { lists: NO_WORD_LISTS, defaultCountry: 'US', config: null };
const prepare = (value: string) => domainMethod.prepare(value, options);
const score = (a: string, b: string) => domainMethod.compare(prepare(a), prepare(b), options).score;
const keys = (value: string) => domainMethod.blockingKeys(prepare(value), options);

describe('DOMAIN', () => {
  it.each([
    ['https://www.plauti.com/x', 'info@plauti.com'],
    ['HTTP://WWW.Plauti.com:8080/path?q=1#top', 'plauti.com'],
    ['www2.plauti.com', 'Sales <sales@plauti.com>'],
    ['shop.example.co.uk', 'http://example.co.uk'],
    ['eu.app.example.com', 'example.com.'],
  ])('scores %s and %s 100', (a, b) => {
    expect(score(a, b)).toBe(100);
  });

  it('scores different domains 0', () => {
    expect(score('plauti.com', 'plauti.nl')).toBe(0);
    expect(score('a.example.co.uk', 'b.other.co.uk')).toBe(0);
  });

  it('does not make two people at one free mail provider alike', () => {
    expect(score('john@gmail.com', 'jane@gmail.com')).toBe(0);
    expect(score('john@yahoo.co.uk', 'jane@yahoo.co.uk')).toBe(0);
    expect(score('gmail.com', 'gmail.com')).toBe(0);
  });

  it('scores one address at a free mail provider 100', () => {
    expect(score('John.Smith@gmail.com', 'johnsmith+crm@googlemail.com')).toBe(100);
  });

  it('scores text that is no domain 0', () => {
    expect(score('n/a', 'n/a')).toBe(0);
    expect(score('', 'plauti.com')).toBe(0);
  });

  it('indexes the domain, or the address at a free mail provider', () => {
    expect(keys('https://www.plauti.com/x')).toEqual(['plauti.com']);
    expect(keys('john@gmail.com')).toEqual(['john@gmail.com']);
    expect(keys('gmail.com')).toEqual([]);
    expect(keys('n/a')).toEqual([]);
  });
});
