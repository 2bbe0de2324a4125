import { describe, expect, it } from 'vitest';
import { NO_WORD_LISTS, type MatchOptions } from '../match-method';
import { dateMethod } from './date';

const us: MatchOptions = { lists: NO_WORD_LISTS, defaultCountry: 'US', config: null };
const nl: MatchOptions = { ...us, defaultCountry: 'NL' };
const iso = (value: string, options = us) => dateMethod.prepare(value, options).normalised;
const score = (a: string, b: string, options = us) =>
  dateMethod.compare(dateMethod.prepare(a, options), dateMethod.prepare(b, options), options).score;

describe('date parsing', () => {
  it.each([
    ['2024-03-05', '2024-03-05'],
    ['2024/3/5', '2024-03-05'],
    ['2024-03-05T10:00:00Z', '2024-03-05'],
    ['2024-03-05 10:00', '2024-03-05'],
    ['20240305', '2024-03-05'],
    ['5 March 2024', '2024-03-05'],
    ['Mar 5, 2024', '2024-03-05'],
    ['March 5th, 2024', '2024-03-05'],
    ['Tuesday, 5th of March 2024', '2024-03-05'],
    ['5. März 2024', '2024-03-05'],
    ['5 maart 2024', '2024-03-05'],
    ['5 août 2024', '2024-08-05'],
    ['5-Mar-24', '2024-03-05'],
  ])('reads %s as %s', (text, expected) => {
    expect(iso(text)).toBe(expected);
  });

  it('reads day and month in the default country order', () => {
    expect(iso('03/05/2024', us)).toBe('2024-03-05');
    expect(iso('05.03.2024', nl)).toBe('2024-03-05');
    expect(iso('5-3-2024', nl)).toBe('2024-03-05');
  });

  it('reads day and month in the configured order', () => {
    expect(iso('05/03/2024', { ...us, config: { order: 'DMY' } })).toBe('2024-03-05');
    expect(iso('03/05/2024', { ...nl, config: { order: 'MDY' } })).toBe('2024-03-05');
  });

  it('takes a part above 12 as the day whatever the order', () => {
    expect(iso('31/12/2024', us)).toBe('2024-12-31');
    expect(iso('12/31/2024', nl)).toBe('2024-12-31');
  });

  it.each(['2024-02-30', '13/13/2024', 'March 2024', 'soon', '1/2/3/4', ''])(
    'reads %j as no date',
    (text) => {
      expect(iso(text)).toBe('');
    },
  );
});

describe('DATE', () => {
  it('scores one date 100 however written', () => {
    expect(score('2024-03-05', '03/05/2024')).toBe(100);
    expect(score('5 March 2024', 'Mar 5, 2024')).toBe(100);
    expect(score('05.03.2024', '2024-03-05', nl)).toBe(100);
  });

  it('scores day and month swapped 80', () => {
    expect(score('2024-03-05', '2024-05-03')).toBe(80);
  });

  it('scores one digit off 60, wherever it is', () => {
    expect(score('2024-03-05', '2024-03-06')).toBe(60);
    expect(score('2024-03-15', '2024-03-16')).toBe(60);
    expect(score('2024-03-05', '2023-03-05')).toBe(60);
    expect(score('1984-03-05', '1948-03-05')).toBe(60);
    expect(score('2024-03-05', '2024-08-05')).toBe(60);
  });

  it('scores dates up to a month apart 50, two digits off 30 and up to a year apart 25', () => {
    expect(score('2024-03-05', '2024-04-02')).toBe(50);
    expect(score('2024-03-05', '2024-03-27')).toBe(50);
    expect(score('1991-04-05', '1991-05-06')).toBe(50);
    expect(score('1977-09-13', '1976-09-15')).toBe(30);
    expect(score('1974-10-05', '1984-10-03')).toBe(30);
    expect(score('2024-03-05', '2023-04-16')).toBe(25);
  });

  it('scores dates further apart, and text that is no date, 0', () => {
    expect(score('1974-10-05', '1985-12-03')).toBe(0);
    expect(score('2024-03-05', 'soon')).toBe(0);
  });

  it('takes 1 January for a year-only date: weak evidence, compared by its year', () => {
    expect(dateMethod.placeholder!(dateMethod.prepare('1859-01-01', us))).toBe(true);
    expect(dateMethod.placeholder!(dateMethod.prepare('1859-01-02', us))).toBe(false);
    expect(score('1859-01-01', '1859-05-12')).toBe(100);
    expect(score('1859-01-01', '1860-05-12')).toBe(50);
    expect(score('2024-03-05', '2022-01-01')).toBe(0);
  });

  it('guards only against a date more than a year away and three digits or more apart', () => {
    const guardFires = (a: string, b: string) => score(a, b) < dateMethod.guardBelow!;
    expect(guardFires('1974-10-05', '1985-12-03')).toBe(true);
    expect(guardFires('1974-10-05', '1984-10-03')).toBe(false);
    expect(guardFires('2024-03-05', '2023-04-16')).toBe(false);
  });

  it('indexes the date, and the date with day and month swapped', () => {
    expect(dateMethod.blockingKeys(dateMethod.prepare('2024-03-05', us), us)).toEqual([
      '2024-03-05',
      '2024-05-03',
    ]);
    expect(dateMethod.blockingKeys(dateMethod.prepare('2024-03-25', us), us)).toEqual(['2024-03-25']);
    expect(dateMethod.blockingKeys(dateMethod.prepare('soon', us), us)).toEqual([]);
  });
});
