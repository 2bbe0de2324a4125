import { describe, expect, it } from 'vitest';
import { firstControlCharacter } from './control-characters';

describe('firstControlCharacter', () => {
  it('names the path of the first value holding a control character', () => {
    expect(
      firstControlCharacter({ input: { objectData: { FirstName: 'Ada', LastName: 'Love\u0000lace' } } }),
    ).toEqual({ path: 'input.objectData.LastName', found: 'U+0000' });
    expect(firstControlCharacter({ related: [{ Name: 'x' }, { Name: 'bell\u0007' }] })).toEqual({
      path: 'related.1.Name',
      found: 'U+0007',
    });
    expect(firstControlCharacter({ 'Bad\u001bKey': 'x' })).toEqual({ path: 'Bad\u001bKey', found: 'U+001B' });
  });

  it('lets tab, line feed, carriage return and every other character through', () => {
    expect(
      firstControlCharacter({ Description: 'line one\r\nline two\tand ü, ß, 東京, \u007f' }),
    ).toBeUndefined();
    expect(firstControlCharacter([1, true, null, { n: 2 }])).toBeUndefined();
    expect(firstControlCharacter(undefined)).toBeUndefined();
  });
});
