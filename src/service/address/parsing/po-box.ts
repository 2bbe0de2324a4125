import { foldCase } from '../../matching/text/normalise-text';
import { foldedWords, readAll, type Reading, type Token } from './line-tokens';
import { PhraseMap } from './phrase-map';

/**
 * Post office boxes ("PO Box 123", "P.O. Box 123", "Postbus 12", "Postfach 10 20 30", "BP 45") and US rural boxes
 * ("RR 2 Box 152", "HC 1 Box 5"), written with the designator's usual spelling and the number as written.
 */

/** Phrases separated by '|', each with the same value. */
const spelled = <V>(value: V, phrases: string) =>
  phrases.split('|').map((phrase) => [phrase, value] as const);

const BOXES = new PhraseMap<string>([
  ...spelled('PO Box', 'po box|p o box|pobox|pob|po bx|post office box|post office'),
  ...spelled('Box', 'box|route box'),
  ...spelled('Lockbox', 'lockbox|lock box|lbx'),
  ...spelled('Drawer', 'drawer'),
  ...spelled('Postbus', 'postbus'),
  ...spelled('Postfach', 'postfach'),
  ...spelled('BP', 'bp|b p|boite postale'),
  ...spelled('Case postale', 'case postale'),
]);

interface Group {
  display: string;
  /** Whether it is a box on its own ("RR 2"); "Route 2" is a road unless a box follows. */
  alone: boolean;
}
const GROUPS = new PhraseMap<Group>([
  ...spelled({ display: 'RR', alone: true }, 'rr|rural route|rfd|rural free delivery'),
  ...spelled({ display: 'RR', alone: false }, 'route|rte|rt|rural rte'),
  ...spelled(
    { display: 'HC', alone: true },
    'hc|hcr|hc route|hc rte|hc r|highway contract|highway contract route|highway contract rte|hwy contract|' +
      'hwy contract route|hwy contract rte|star route|star rte',
  ),
  ...spelled({ display: 'PSC', alone: true }, 'psc'),
  ...spelled({ display: 'CMR', alone: true }, 'cmr'),
]);

const BOX_NUMBER = /^\p{L}{0,2}\d[\p{L}\d-]{0,9}$/u;
const DIGIT_PAIR = /^\d\d$/;

interface NumberAt {
  number: string;
  end: number;
}

/** The number from token `index` on, after an optional '#' or 'No': "#12", "# 12", and German pairs "10 20 30". */
function numberAt(tokens: readonly Token[], index: number): NumberAt | undefined {
  let at = tokens[index]?.folded === '#' || tokens[index]?.folded === 'no' ? index + 1 : index;
  const token = tokens[at];
  if (token?.kind !== 'word') return undefined;
  const first = token.text.replace(/^#/, '').replace(/\.+$/, '');
  if (!BOX_NUMBER.test(first)) return undefined;
  const pairs = [first];
  if (DIGIT_PAIR.test(first)) {
    while (tokens[at + 1]?.kind === 'word' && DIGIT_PAIR.test(tokens[at + 1]!.text))
      pairs.push(tokens[++at]!.text);
  }
  return { number: pairs.join(' '), end: at + 1 };
}

/** The box written from token `index` on, if one starts there. */
export function poBoxAt(tokens: readonly Token[], index: number): Reading | undefined {
  const group = GROUPS.startingAt(tokens, index);
  const route = group && numberAt(tokens, index + group.length);
  if (group && route) {
    const box = BOXES.startingAt(tokens, route.end);
    const boxNumber = box && numberAt(tokens, route.end + box.length);
    if (boxNumber) {
      return {
        length: boxNumber.end - index,
        text: `${group.value.display} ${route.number} Box ${boxNumber.number}`,
      };
    }
    if (group.value.alone)
      return { length: route.end - index, text: `${group.value.display} ${route.number}` };
  }
  const box = BOXES.startingAt(tokens, index);
  const found = box && numberAt(tokens, index + box.length);
  return found && { length: found.end - index, text: `${box.value} ${found.number}` };
}

/** A box folded for comparison ("P.O. Box 12" and "po box 12" both give "po box 12"); other text is only folded. */
export function canonicalPoBox(text: string): string {
  const read = readAll(text, poBoxAt);
  return read ? foldCase(read) : foldedWords(text).join(' ');
}
