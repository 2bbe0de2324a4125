import { describe, expect, it } from 'vitest';
import { parseImportArguments } from './import-arguments';
import { ImportSetupError } from './import-setup-error';

describe('import:addresses arguments', () => {
  it('reads files, fixed values, column maps, the delimiter and the source', () => {
    expect(
      parseImportArguments([
        'a.csv',
        'b.csv',
        '--city',
        'Boston',
        '--region',
        'MA',
        '--country',
        'us',
        '--map',
        'number=Hausnummer',
        '--map',
        'city=',
        '--delimiter',
        'tab',
        '--source',
        'osm',
      ]),
    ).toEqual({
      help: false,
      files: ['a.csv', 'b.csv'],
      options: {
        map: { number: 'Hausnummer', city: '' },
        fixed: { city: 'Boston', region: 'MA', country: 'US' },
        delimiter: '\t',
        source: 'osm',
      },
    });
  });

  it('answers help', () => {
    expect(parseImportArguments(['--help'])).toEqual({ help: true });
    expect(parseImportArguments(['-h', 'a.csv'])).toEqual({ help: true });
  });

  it.each([
    [['a.csv', '--town', 'X'], "Unknown option '--town'"],
    [[], 'no file given'],
    [['a.csv', '--country', 'UK'], '--country UK: not an ISO 3166-1 alpha-2 country code'],
    [['a.csv', '--country', 'USA'], '--country USA: not an ISO 3166-1 alpha-2 country code'],
    [['a.csv', '--city', ' '], '--city is empty'],
    [
      ['a.csv', '--map', 'town=Ort'],
      '--map town=Ort: expected <field>=<column> with a field among country, region',
    ],
    [['a.csv', '--map', 'city'], '--map city: expected <field>=<column>'],
    [['a.csv', '--map', 'city=A', '--map', 'city=B'], '--map city is given twice'],
    [['a.csv', '--city'], "Option '--city <value>' argument missing"],
  ])('refuses %j', (argv, message) => {
    expect(() => parseImportArguments(argv)).toThrow(ImportSetupError);
    expect(() => parseImportArguments(argv)).toThrow(message);
  });
});
