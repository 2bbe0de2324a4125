/** A text as address comparisons read it: case and spacing do not count ("ba21db" is "BA2 1DB"). */
export const comparableText = (text: string | null | undefined): string =>
  (text ?? '').normalize('NFC').toLocaleLowerCase('en').replace(/\s+/g, '');
