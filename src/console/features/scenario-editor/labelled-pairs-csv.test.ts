import { describe, expect, it } from 'vitest';
import { parseLabelledPairsCsv } from './labelled-pairs-csv';

const A = '00Q000000000001';
const B = '00Q000000000002';

describe('parseLabelledPairsCsv', () => {
  it('reads pairs with or without a header, true/false or 1/0', () => {
    expect(parseLabelledPairsCsv(`firstId,secondId,duplicate\r\n${A},${B},true\n${B},${A},0\n\n`)).toEqual({
      pairs: [
        { firstId: A, secondId: B, duplicate: true },
        { firstId: B, secondId: A, duplicate: false },
      ],
      problems: [],
    });
    expect(parseLabelledPairsCsv(`"${A}","${B}",1`).pairs).toEqual([
      { firstId: A, secondId: B, duplicate: true },
    ]);
  });

  it('names each line it cannot read and keeps the rest', () => {
    const parsed = parseLabelledPairsCsv(`${A},${B},yes\n${A},Acme,true\n${A},${B}\n${A},${B},FALSE`);
    expect(parsed.pairs).toEqual([{ firstId: A, secondId: B, duplicate: false }]);
    expect(parsed.problems).toEqual([
      { line: 1, message: "'yes' is not true, false, 1 or 0." },
      { line: 2, message: "'Acme' is not a record id of 15 or 18 letters and digits." },
      { line: 3, message: 'Expected 3 columns (firstId,secondId,duplicate), found 2.' },
    ]);
  });
});
