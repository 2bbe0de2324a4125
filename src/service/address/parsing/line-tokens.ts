import { foldCase } from '../../matching/text/normalise-text';

/**
 * A line cut into words and breaks. A break stands for a comma or line break, and for a part the parser has taken
 * out (a unit, a PO box): what it separates is never read as one phrase. The postcode keeps its place as
 * its own token, since which side of it a word is on tells locality from street.
 */
export interface Token {
  kind: 'word' | 'break' | 'postcode';
  /** As written; the postcode in its national spelling. */
  text: string;
  /** Lower case without accents and punctuation ('P.O.' → 'po', 'Ste.' → 'ste', '#3' keeps its '#'); '' if no word. */
  folded: string;
}

const NOT_WORD = /[^\p{L}\p{N}#]/gu;

export const foldWord = (text: string) => foldCase(text).replace(NOT_WORD, '');

export const word = (text: string): Token => ({ kind: 'word', text, folded: foldWord(text) });
export const BREAK: Token = { kind: 'break', text: ',', folded: '' };

/** Words and commas of a line; punctuation inside or around a word stays in its text. */
export function tokenise(text: string): Token[] {
  return [...text.matchAll(/[^\s,]+|,/g)].map((match) => (match[0] === ',' ? BREAK : word(match[0])));
}

/** The folded words of a text, punctuation and commas dropped. */
export const foldedWords = (text: string) =>
  tokenise(text)
    .map((token) => token.folded)
    .filter(Boolean);

/** Without breaks at either end or next to each other. */
export function tidyBreaks(tokens: readonly Token[]): Token[] {
  const tidy: Token[] = [];
  for (const token of tokens) {
    if (token.kind === 'break' && (tidy.length === 0 || tidy.at(-1)!.kind === 'break')) continue;
    tidy.push(token);
  }
  if (tidy.at(-1)?.kind === 'break') tidy.pop();
  return tidy;
}

export const joinWords = (tokens: readonly Token[]) =>
  tokens
    .filter((token) => token.kind === 'word')
    .map((token) => token.text)
    .join(' ');

/** The runs of words between breaks and postcodes, empty runs left out. */
export function parts(tokens: readonly Token[]): Token[][] {
  const found: Token[][] = [[]];
  for (const token of tokens) {
    if (token.kind === 'word') found.at(-1)!.push(token);
    else found.push([]);
  }
  return found.filter((part) => part.length > 0);
}

/** Words read as one thing from a token on: a unit ("Apt 4B"), a PO box ("PO Box 12"). */
export interface Reading {
  /** Tokens it takes. */
  length: number;
  text: string;
}

/**
 * What `read` finds one after another over every word of a text ("Bldg B Ste 8A" → "Bldg B", "Ste 8A"), or
 * undefined when a word is left that it does not read.
 */
export function readAll(
  text: string,
  read: (tokens: readonly Token[], index: number) => Reading | undefined,
): string | undefined {
  const tokens = tokenise(text).filter((token) => token.kind === 'word');
  const found: string[] = [];
  for (let index = 0; index < tokens.length;) {
    const reading = read(tokens, index);
    if (!reading) return undefined;
    found.push(reading.text);
    index += reading.length;
  }
  return found.length > 0 ? found.join(' ') : undefined;
}
