import { describe, expect, it } from 'vitest';
import { formatContainer, parseContainer, type Container } from './container-id';

describe('container ids', () => {
  it.each<[string, Container]>([
    ['NL|A|hGc3kQ9x0Jb2Zr1T', { country: 'NL', kind: 'A', id: 'hGc3kQ9x0Jb2Zr1T' }],
    ['NL|A|a-b_c', { country: 'NL', kind: 'A', id: 'a-b_c' }],
    [
      'US|S|boston~washingtonstreet~MA',
      { country: 'US', kind: 'S', cityKey: 'boston', streetKey: 'washingtonstreet', regionCode: 'MA' },
    ],
    [
      'NL|S|den_haag~langevoorhout',
      { country: 'NL', kind: 'S', cityKey: 'den haag', streetKey: 'langevoorhout', regionCode: '' },
    ],
    ['GB|P|BA21DB', { country: 'GB', kind: 'P', postcodeKey: 'BA21DB' }],
    ['US|P|02135', { country: 'US', kind: 'P', postcodeKey: '02135' }],
    ['NL|L|arnhem~GE', { country: 'NL', kind: 'L', cityKey: 'arnhem', regionCode: 'GE' }],
    ['US|L|new_york_city~NY', { country: 'US', kind: 'L', cityKey: 'new york city', regionCode: 'NY' }],
    ['NL|L|velp~', { country: 'NL', kind: 'L', cityKey: 'velp', regionCode: '' }],
  ])('%s is formatted from and parsed back to the same container', (text, container) => {
    expect(formatContainer(container)).toBe(text);
    expect(parseContainer(text)).toEqual(container);
  });

  it('writes the spaces of a city key as _ and reads them back as spaces', () => {
    const street: Container = {
      country: 'US',
      kind: 'S',
      cityKey: 'salt lake city',
      streetKey: 'mainstreet',
      regionCode: 'UT',
    };
    const text = formatContainer(street);
    expect(text).not.toContain(' ');
    expect(parseContainer(text)).toEqual(street);
  });

  it('reads an id with white space around it', () => {
    expect(parseContainer('  GB|P|BA21DB\n')).toEqual({ country: 'GB', kind: 'P', postcodeKey: 'BA21DB' });
  });

  it('reads a locality id without a region as a locality of no region', () => {
    expect(parseContainer('NL|L|arnhem')).toEqual({
      country: 'NL',
      kind: 'L',
      cityKey: 'arnhem',
      regionCode: '',
    });
  });

  it.each([
    ['', 'empty'],
    ['rubbish', 'no grammar'],
    ['NL|Q|nothing', 'unknown kind'],
    ['NL|a|abc', 'lower-case kind'],
    ['nl|P|6811AA', 'lower-case country'],
    ['NLD|P|6811AA', 'three-letter country'],
    ['NL|P|', 'empty postcode key'],
    ['NL|A|', 'empty address id'],
    ['NL|S|~velperweg', 'empty city key'],
    ['NL|S|arnhem~', 'empty street key'],
    ['NL|S|arnhem', 'street without its city'],
    ['NL|L|~GE', 'empty locality city key'],
    ['NL|S|arnhem~velperweg~GE~8', 'extra ~ in a street'],
    ['NL|L|arnhem~GE~x', 'extra ~ in a locality'],
    ['NL|S|arn|hem~velperweg', '| inside a city key'],
    ['NL|S|arnhem~velper|weg', '| inside a street key'],
    ['NL|A|abc|def', '| inside an address id'],
    ['NL|P|6811|AA', '| inside a postcode key'],
    ['NL|L|arnhem~G|E', '| inside a region code'],
    ['NL|S|Arnhem~velperweg', 'upper-case city key'],
    ['NL|S|arnhem~Velperweg', 'upper-case street key'],
    ['NL|S|den haag~lange_voorhout', 'a space where _ belongs'],
    ['NL|S|arnhem~velper-weg', 'punctuation in a key'],
    ['GB|P|ba21db', 'lower-case postcode key'],
    ['GB|P|BA2 1DB', 'space in a postcode key'],
    ['NL|L|arnhem~ge', 'lower-case region code'],
    [`NL|A|${'x'.repeat(65)}`, 'address id over 64 characters'],
  ])('rejects %j (%s)', (text) => {
    expect(parseContainer(text)).toBeUndefined();
  });
});
