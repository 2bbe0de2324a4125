import { describe, expect, it } from 'vitest';
import { delimiterOption, detectDelimiter } from './delimiter';

describe('delimiter detection', () => {
  it.each([
    ['House number,Street name,Postal code', ','],
    ['Hausnummer;Straße;PLZ;Ort', ';'],
    ['number\tstreet\tpostcode', '\t'],
    ['"Street; name","House; number",Postcode', ','],
    ['"Street, name";"House, number";"Postcode, area"', ';'],
    ['street', ','],
  ])('%j → %j', (header, delimiter) => {
    expect(detectDelimiter(header)).toBe(delimiter);
  });

  it('takes one character or "tab" from --delimiter and refuses anything else', () => {
    expect(delimiterOption(';')).toBe(';');
    expect(delimiterOption('tab')).toBe('\t');
    expect(delimiterOption('\\t')).toBe('\t');
    expect(delimiterOption('|')).toBe('|');
    expect(() => delimiterOption(';;')).toThrow('--delimiter ";;": give one character');
    expect(() => delimiterOption('"')).toThrow('--delimiter');
  });
});
