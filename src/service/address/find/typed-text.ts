import { foldCase } from '../../matching/text/normalise-text';
import { parseHouseNumber } from '../parsing/house-number';
import { foldWord, WORD, type TypedWord } from './highlight';

export interface ReadText {
  words: TypedWord[];
  /** The first word that reads as a house number ("8", "118b"), if any, and a one-letter addition after it. */
  houseNumber?: { word: number; number: number; addition: string; additionWord?: number; to?: number };
}

/** The words that name something (street, city), without the house number and its addition. */
export function nameWords(read: ReadText): TypedWord[] {
  const house = read.houseNumber;
  return read.words.filter((_, position) => position !== house?.word && position !== house?.additionWord);
}

/** What was typed, as folded words, with the house number picked out. */
export function readTyped(text: string): ReadText {
  const folded = foldCase(text);
  const matches = [...folded.matchAll(WORD)];
  const stillTyping = /[\p{L}\p{N}]$/u.test(folded);
  const words = matches.map((match, index) => ({
    text: foldWord(match[0]),
    typing: stillTyping && index === matches.length - 1,
  }));
  // Five digits after the first word are more likely a ZIP or PLZ than a house number.
  const numberAt = words.findIndex(
    (word, position) => /^\d{1,5}[a-z]?$/.test(word.text) && (position === 0 || !/^\d{5}$/.test(word.text)),
  );
  const parsed = numberAt >= 0 ? parseHouseNumber(words[numberAt]!.text) : undefined;
  if (!parsed) return { words };
  const next = words[numberAt + 1];
  // "Velperweg 118 b": a letter after a number that follows the street; before the street ("152 M Street") the
  // letter is the street's name.
  const spacedAddition =
    numberAt > 0 && parsed.addition === '' && next !== undefined && /^[a-z]$/.test(next.text);
  // "5-7": the second number ends a range of house numbers.
  const between =
    next &&
    folded.slice(matches[numberAt]!.index + matches[numberAt]![0].length, matches[numberAt + 1]!.index);
  const rangeEnd =
    next && /^\d{1,5}$/.test(next.text) && /^\s*-\s*$/.test(between!) ? Number(next.text) : undefined;
  return {
    words,
    houseNumber: {
      word: numberAt,
      number: Number(parsed.number),
      addition: spacedAddition ? next.text.toUpperCase() : parsed.addition,
      ...(spacedAddition ? { additionWord: numberAt + 1 } : {}),
      ...(rangeEnd !== undefined && rangeEnd > Number(parsed.number)
        ? { additionWord: numberAt + 1, to: rangeEnd }
        : {}),
    },
  };
}
