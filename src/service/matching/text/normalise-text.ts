/**
 * The common base of every text normaliser: lower case, accents removed (é → e, ß → ss, ø → o), punctuation turned
 * into spaces, runs of white space collapsed.
 */
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
};
const SPECIAL = new RegExp(`[${Object.keys(SPECIAL_LETTERS).join('')}]`, 'g');
const COMBINING_MARKS = /\p{M}/gu;
const NOT_ALPHANUMERIC = /[^\p{L}\p{N}]+/gu;

export function foldCase(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .replace(SPECIAL, (letter) => SPECIAL_LETTERS[letter]!);
}

/** Folded words: "  Müller-Lüdenscheidt, GmbH." → ["muller", "ludenscheidt", "gmbh"]. */
export function words(text: string): string[] {
  const folded = foldCase(text).replace(/['’`]/g, '');
  return folded.split(NOT_ALPHANUMERIC).filter(Boolean);
}

export const normaliseText = (text: string) => words(text).join(' ');
