import { describe, expect, it } from 'vitest';
import { NO_WORD_LISTS, type MatchOptions } from '../match-method';
import { streetMethod } from './street';

const options: MatchOptions = { lists: NO_WORD_LISTS, defaultCountry: 'US', config: null };
const prepare = (value: string) => streetMethod.prepare(value, options);
const score = (a: string, b: string) => streetMethod.compare(prepare(a), prepare(b), options).score;
const keys = (value: string) => streetMethod.blockingKeys(prepare(value), options);

describe('STREET', () => {
  it.each([
    ['10 Downing St', '10 Downing Street'],
    ['123 N Main St', '123 North Main Street'],
    ['500 Sunset Blvd', '500 Sunset Boulevard'],
    ['1 Elm Dr.', '1 Elm Drive'],
    ['5 1st Ave', '5 First Avenue'],
    ['Hauptstraße 5', 'Hauptstr. 5'],
    ['Haupt Strasse 5', 'Hauptstrasse 5'],
    ['Kalverstraat 10', 'Kalverstr 10'],
    ['221 B Baker Street', '221b Baker St.'],
    ['1 St Johns Rd', '1 Saint Johns Road'],
    ['Suite 200, 55 Market St', '55 Market Street Ste 200'],
    ['Nr. 5 Hauptstraße', 'Hauptstraße 5'],
  ])('scores %s and %s 100', (a, b) => {
    expect(score(a, b)).toBe(100);
  });

  it('needs the house number to agree', () => {
    expect(score('12 Downing Street', '10 Downing Street')).toBe(50);
    expect(score('Downing Street', '10 Downing Street')).toBe(80);
  });

  it('forgives a typo in the street name', () => {
    expect(score('10 Dowing Street', '10 Downing Street')).toBe(85);
  });

  it('tells different streets apart', () => {
    expect(score('123 Main St', '123 Oak St')).toBe(0);
    expect(score('123 Main St', '123 Main Ave')).toBe(60);
    expect(score('123 N Main St', '123 S Main St')).toBe(60);
  });

  it('reads words written together or apart', () => {
    expect(score('15 Wright Place', '15 Wrigh tplace')).toBe(90);
    expect(score('21 Fihelly Street Villa2', '21 Fihellystreet Villa 2')).toBeGreaterThanOrEqual(85);
  });

  it('leaves out a description of where the door is', () => {
    expect(score('60 w. 55th st. between 5th and 6th ave.', '60 w. 55th st.')).toBe(100);
    expect(score('95 ave. a at 6th st.', '95 ave. a')).toBe(100);
    expect(score('12 Main Street, corner of Elm Street', '12 Main St')).toBe(100);
    // Early on, such a word is the street's own.
    expect(prepare('At The Green 4').normalised).toBe('4 at the green');
  });

  it('reads a direction word run together with the name', () => {
    expect(score('804 northpoint', '804 north point st.')).toBe(100);
    expect(score('804 northpoint', '804 south point st.')).toBeLessThan(70);
  });

  it('forgives a further line on one side only', () => {
    expect(score('59 Gillespie Street', '59 Gillespie Street Flr 5 John Flynn Medical Centre')).toBe(90);
    expect(score('25 Thomso n Street Warrina Lakes', '25 Thomson Street')).toBe(90);
    expect(score('Flr 5, John Flynn Medical Centre, 59 Gillespie Street', '59 Gillespie Street')).toBe(90);
  });

  it('pairs the words of the name in any order', () => {
    expect(
      score('68 John Cleland Crescent Barkoo', '68 Barkoo John Cleland Crescent'),
    ).toBeGreaterThanOrEqual(90);
  });

  it('counts a different flat number a little', () => {
    expect(score('10 Downing Street Apt 4', '10 Downing St Apt 5')).toBe(90);
  });

  it('reads type and direction at either end of the name', () => {
    expect(prepare('Main St NW 12').normalised).toBe('12 nw main st');
    expect(prepare('Rue de la Paix 3').normalised).toBe('3 de la paix rue');
    expect(prepare('Avenue Road 1').normalised).toBe('1 ave rd');
  });

  it('scores an empty line 0', () => {
    expect(score('', '10 Downing Street')).toBe(0);
  });

  it('indexes the house number with the sound of the street name', () => {
    expect(keys('10 Downing Street')).toEqual(['10 TNNK']);
    expect(keys('Downing Street')).toEqual(['TNNK']);
    expect(keys('')).toEqual([]);
  });
});
