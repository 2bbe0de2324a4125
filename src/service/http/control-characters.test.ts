import { describe, expect, it } from 'vitest';
import { firstTextProblem } from './control-characters';

const control = (found: string) =>
  `holds the control character ${found}; only tab, line feed and carriage return may appear in text`;

describe('firstTextProblem', () => {
  it('names the path of the first value holding a control character', () => {
    expect(
      firstTextProblem({ input: { objectData: { FirstName: 'Ada', LastName: 'Love\u0000lace' } } }),
    ).toEqual({ path: 'input.objectData.LastName', problem: control('U+0000') });
    expect(firstTextProblem({ related: [{ Name: 'x' }, { Name: 'bell\u0007' }] })).toEqual({
      path: 'related.1.Name',
      problem: control('U+0007'),
    });
    expect(firstTextProblem({ 'Bad\u001bKey': 'x' })).toEqual({
      path: 'Bad\u001bKey',
      problem: control('U+001B'),
    });
  });

  it('names a lone surrogate, of either half', () => {
    expect(firstTextProblem({ Name: 'a\ud800' })).toEqual({
      path: 'Name',
      problem: expect.stringMatching(/^holds a lone surrogate U\+D800,/),
    });
    expect(firstTextProblem(['\udfffb'])?.problem).toMatch(/^holds a lone surrogate U\+DFFF,/);
  });

  it('lets tab, line feed, carriage return, surrogate pairs and every other character through', () => {
    expect(
      firstTextProblem({ Description: 'line one\r\nline two\tand ü, ß, 東京, \u007f, 😀 \ud83d\ude00' }),
    ).toBeUndefined();
    expect(firstTextProblem([1, true, null, { n: 2 }])).toBeUndefined();
    expect(firstTextProblem(undefined)).toBeUndefined();
  });
});
