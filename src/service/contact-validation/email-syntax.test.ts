import { describe, expect, it } from 'vitest';
import { partsOf, syntaxProblem } from './email-syntax';

describe('syntaxProblem', () => {
  it.each([
    'john@example.com',
    'john.doe+tag@example.co.uk',
    "o'brien@example.ie",
    '"john doe"@example.com',
    'jörg@bücher.de',
    'john@xn--bcher-kva.de',
    `${'a'.repeat(64)}@example.com`,
  ])('accepts %s as mail systems do', (address) => {
    expect(syntaxProblem(address)).toBeUndefined();
  });

  it.each([
    ['john.example.com', "it has no '@'"],
    ['john@@example.com', "it has more than one '@'"],
    ['@example.com', "nothing comes before the '@'"],
    ['john@', "nothing comes after the '@'"],
    ['john smith@example.com', 'it contains a space'],
    [`${'a'.repeat(65)}@example.com`, "the part before the '@' is longer than 64 characters"],
    [
      `john@${'d'.repeat(62)}.${'e'.repeat(62)}.${'f'.repeat(60)}.${'g'.repeat(60)}.com`,
      'it is longer than 254 characters',
    ],
    ['john@localhost', 'the domain localhost has no dot'],
    ['john@-example.com', 'the domain -example.com is malformed'],
    ['john@example.com.', 'the domain example.com. is malformed'],
    ['john..doe@example.com', "the part before the '@' is malformed"],
    ['.john@example.com', "the part before the '@' is malformed"],
    ['john@[192.168.0.1]', 'the domain [192.168.0.1] is malformed'],
  ])('refuses %s: %s', (address, problem) => {
    expect(syntaxProblem(address)).toBe(problem);
  });
});

describe('partsOf', () => {
  it('splits at the last @, so a quoted local part may hold one', () => {
    expect(partsOf('"a@b"@example.com')).toEqual({ addressee: '"a@b"', domain: 'example.com' });
    expect(partsOf('john')).toEqual({ addressee: 'john', domain: '' });
  });
});
