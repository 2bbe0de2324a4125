import { randomBytes } from 'node:crypto';

/** A capitalised run of random letters: two of them never resemble each other or a demo name. */
export const randomWord = (length: number) =>
  Array.from(randomBytes(length), (byte) => String.fromCharCode(97 + (byte % 26)))
    .join('')
    .replace(/^./, (first) => first.toUpperCase());

/** Lead fields of a person no demo record and no other test's person resembles. */
export function randomPerson() {
  const [first, last, company, domain] = [randomWord(7), randomWord(10), randomWord(9), randomWord(8)];
  return {
    FirstName: first,
    LastName: last,
    Company: `${company} Holdings`,
    Email: `${first}.${last}@${domain}.example`.toLowerCase(),
  };
}
