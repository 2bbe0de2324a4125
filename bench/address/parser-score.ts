import fs from 'node:fs';
import path from 'node:path';
import { CA, US } from 'country-region-data';
import { normaliseText } from '../../src/service/matching/text/normalise-text';
import { formatHouseNumber, sameHouseNumber } from '../../src/service/address/parsing/house-number';
import { canonicalPoBox } from '../../src/service/address/parsing/po-box';
import { normalisePostcode } from '../../src/service/address/parsing/postcode';
import { parseStreetLine, type StreetLine } from '../../src/service/address/parsing/street-line';
import { sameStreet } from '../../src/service/address/parsing/street-types';
import { sameUnit } from '../../src/service/address/parsing/unit';

/**
 * tsx bench/address/parser-score.ts — how well parseStreetLine splits the labelled US addresses of usaddress
 * (MIT, read in place from ../shared): per-field accuracy over the examples that have the field, whole-parse
 * accuracy, per-file figures and the commonest kinds of failure.
 *
 * Examples with parts a street-line parser has no field for (a recipient, a building or landmark name, an
 * intersection, a subaddress such as a building wing or mail stop, a house-number prefix, text marked as not an
 * address) are out of scope: they count in the "all" figures only, since no split of ours can be right for them.
 * Labels are compared with ours after folding case and punctuation, streets with their types written out
 * (sameStreet), units and boxes with their designators abbreviated (sameUnit, canonicalPoBox), states as codes.
 */
const DATA = path.resolve(import.meta.dirname, '../../../shared/data/address/usaddress-labeled');
const FILES = [
  'labeled.xml',
  'us50_test_tagged.xml',
  'multi_word_state_addresses.xml',
  'simple_address_patterns.xml',
  'training_labeled.xml',
];

const FIELDS = ['houseNumber', 'street', 'unit', 'locality', 'state', 'postcode', 'poBox'] as const;
type Field = (typeof FIELDS)[number];

/** The label prefixes each field takes its words from, in the order the words are written. */
const FIELD_LABELS: Record<Field, readonly string[]> = {
  houseNumber: ['AddressNumber'],
  street: ['StreetName'],
  unit: ['Occupancy'],
  locality: ['PlaceName'],
  state: ['StateName'],
  postcode: ['Zip'],
  poBox: ['USPSBox'],
};
const OUT_OF_SCOPE = [
  'Recipient',
  'BuildingName',
  'LandmarkName',
  'NotAddress',
  'CornerOf',
  'IntersectionSeparator',
  'Subaddress',
  'AddressNumberPrefix',
];
/** Labels whose words the parser drops on purpose. */
const IGNORED = ['CountryName'];

interface LabelledAddress {
  file: string;
  text: string;
  truth: Partial<Record<Field, string>>;
  inScope: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name] ?? whole;
  });
}

/**
 * The files are flat: <AddressString> holds only label elements (one token each) and the spaces and commas
 * between them, so a reader of that shape is enough. Anything else is reported rather than misread.
 */
function readFile(file: string): LabelledAddress[] {
  const xml = fs.readFileSync(path.join(DATA, file), 'utf8');
  return [...xml.matchAll(/<AddressString>([\s\S]*?)<\/AddressString>/g)].map((match) => {
    const inner = match[1]!;
    const tokens = [...inner.matchAll(/<([A-Za-z\d]+)>([^<]*)<\/\1>/g)].map((token) => ({
      label: token[1]!,
      text: decodeEntities(token[2]!).trim(),
    }));
    const leftover = inner.replace(/<([A-Za-z\d]+)>([^<]*)<\/\1>/g, '');
    if (/[<>]/.test(leftover)) throw new Error(`${file}: unexpected markup in ${JSON.stringify(inner)}`);
    const truth: Partial<Record<Field, string>> = {};
    for (const field of FIELDS) {
      const words = tokens
        .filter((token) => FIELD_LABELS[field].some((prefix) => token.label.startsWith(prefix)))
        .map((token) => token.text);
      if (words.length > 0) truth[field] = words.join(' ');
    }
    const known = [...OUT_OF_SCOPE, ...IGNORED, ...Object.values(FIELD_LABELS).flat()];
    const unknown = tokens.find((token) => !known.some((prefix) => token.label.startsWith(prefix)));
    if (unknown) throw new Error(`${file}: label ${unknown.label} is not mapped`);
    return {
      file,
      text: decodeEntities(inner.replace(/<\/?[A-Za-z\d]+>/g, '')).trim(),
      truth,
      inScope: !tokens.some((token) => OUT_OF_SCOPE.some((prefix) => token.label.startsWith(prefix))),
    };
  });
}

const STATE_CODES = new Map<string, string>(
  [...US[2], ...CA[2]].flatMap(([name, code]) => [
    [normaliseText(name), code],
    [code.toLowerCase(), code],
  ]),
);

/** Ours as text in the labels' terms, so both sides go through the same comparison. */
function ourValue(parsed: StreetLine, field: Field): string | undefined {
  if (field === 'houseNumber') {
    if (!parsed.houseNumber) return undefined;
    const parts = { number: parsed.houseNumber, addition: parsed.addition };
    return formatHouseNumber(parsed.houseNumberTo ? { ...parts, rangeTo: parsed.houseNumberTo } : parts);
  }
  const value = parsed[field];
  return value === undefined || value === '' ? undefined : value;
}

const compact = (text: string) => normaliseText(text).replace(/ /g, '');

const SAME: Record<Field, (truth: string, ours: string) => boolean> = {
  houseNumber: (truth, ours) => sameHouseNumber(truth, ours) || compact(truth) === compact(ours),
  street: (truth, ours) => sameStreet(truth, ours, ['en']),
  unit: (truth, ours) => sameUnit(truth, ours, ['en']),
  locality: (truth, ours) => normaliseText(truth) === normaliseText(ours),
  state: (truth, ours) => (STATE_CODES.get(normaliseText(truth)) ?? compact(truth)) === ours,
  postcode: (truth, ours) => (normalisePostcode(truth, 'US') ?? truth) === ours,
  poBox: (truth, ours) => canonicalPoBox(truth) === canonicalPoBox(ours),
};

function fieldCorrect(example: LabelledAddress, parsed: StreetLine, field: Field): boolean {
  const truth = example.truth[field];
  const ours = ourValue(parsed, field);
  if (truth === undefined || ours === undefined) return truth === ours;
  return SAME[field](truth, ours);
}

export interface FieldScore {
  field: Field;
  /** In-scope examples whose labels have the field. */
  labelled: number;
  correct: number;
  /** In-scope examples where we found the field but the labels have none. */
  spurious: number;
}

export interface FileScore {
  file: string;
  examples: number;
  inScope: number;
  /** In-scope examples with every field right. */
  whole: number;
  /** All examples with every field right (out-of-scope parts ignored). */
  wholeAll: number;
}

export interface Failure {
  text: string;
  /** The fields we got wrong, e.g. "street+locality". */
  kind: string;
  truth: Partial<Record<Field, string>>;
  parsed: StreetLine;
}

export interface ParserScore {
  /** Distinct address texts over all files (some files repeat examples of others). */
  examples: number;
  inScope: number;
  whole: number;
  wholeAll: number;
  fields: FieldScore[];
  files: FileScore[];
  failures: Failure[];
  parsesPerSecond: number;
}

export function scoreParser(): ParserScore {
  const perFile = FILES.map((file) => ({ file, examples: readFile(file) }));
  const unique = new Map<string, LabelledAddress>();
  for (const { examples } of perFile) {
    for (const example of examples) if (!unique.has(example.text)) unique.set(example.text, example);
  }

  const judge = (example: LabelledAddress) => {
    const parsed = parseStreetLine(example.text, 'US');
    const wrong = FIELDS.filter((field) => !fieldCorrect(example, parsed, field));
    return { parsed, wrong };
  };

  const files = perFile.map(({ file, examples }) => {
    const judged = examples.map((example) => ({ example, ...judge(example) }));
    return {
      file,
      examples: examples.length,
      inScope: examples.filter((example) => example.inScope).length,
      whole: judged.filter(({ example, wrong }) => example.inScope && wrong.length === 0).length,
      wholeAll: judged.filter(({ wrong }) => wrong.length === 0).length,
    };
  });

  const fields = FIELDS.map((field) => ({ field, labelled: 0, correct: 0, spurious: 0 }));
  const failures: Failure[] = [];
  let whole = 0;
  let wholeAll = 0;
  for (const example of unique.values()) {
    const { parsed, wrong } = judge(example);
    if (wrong.length === 0) wholeAll += 1;
    if (!example.inScope) continue;
    if (wrong.length === 0) whole += 1;
    else failures.push({ text: example.text, kind: wrong.join('+'), truth: example.truth, parsed });
    for (const score of fields) {
      const labelled = example.truth[score.field] !== undefined;
      if (labelled) score.labelled += 1;
      if (labelled && !wrong.includes(score.field)) score.correct += 1;
      if (!labelled && ourValue(parsed, score.field) !== undefined) score.spurious += 1;
    }
  }

  const texts = [...unique.keys()];
  const rounds = 20;
  const start = performance.now();
  for (let round = 0; round < rounds; round += 1) for (const text of texts) parseStreetLine(text, 'US');
  const parsesPerSecond = (rounds * texts.length) / ((performance.now() - start) / 1000);

  const inScope = [...unique.values()].filter((example) => example.inScope).length;
  return { examples: unique.size, inScope, whole, wholeAll, fields, files, failures, parsesPerSecond };
}

const pct = (part: number, total: number) => (total === 0 ? '–' : `${((part / total) * 100).toFixed(1)} %`);

function report(score: ParserScore): string {
  const lines = [
    '## Street-line parser on usaddress labels (US)',
    '',
    `${score.examples} distinct addresses, ${score.inScope} in scope. Whole parse right: ` +
      `**${pct(score.whole, score.inScope)}** in scope, ${pct(score.wholeAll, score.examples)} of all. ` +
      `${Math.round(score.parsesPerSecond).toLocaleString('en')} parses/s.`,
    '',
    '| field | labelled | right | accuracy | found where none is labelled |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...score.fields.map(
      (field) =>
        `| ${field.field} | ${field.labelled} | ${field.correct} | ${pct(field.correct, field.labelled)} | ${field.spurious} |`,
    ),
    '',
    '| file | examples | in scope | whole parse (in scope) | whole parse (all) |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...score.files.map(
      (file) =>
        `| ${file.file} | ${file.examples} | ${file.inScope} | ${pct(file.whole, file.inScope)} | ${pct(file.wholeAll, file.examples)} |`,
    ),
    '',
    '### Commonest failures (in scope)',
    '',
  ];
  const kinds = new Map<string, Failure[]>();
  for (const failure of score.failures)
    kinds.set(failure.kind, [...(kinds.get(failure.kind) ?? []), failure]);
  const commonest = [...kinds.entries()].sort(([, a], [, b]) => b.length - a.length).slice(0, 8);
  for (const [kind, failures] of commonest) {
    lines.push(`- **${kind}** (${failures.length})`);
    for (const failure of failures.slice(0, 3)) {
      lines.push(`  - \`${failure.text.replace(/\s+/g, ' ')}\``);
      lines.push(`    - labels: \`${JSON.stringify(failure.truth)}\``);
      lines.push(`    - parsed: \`${JSON.stringify(failure.parsed)}\``);
    }
  }
  return lines.join('\n');
}

if (import.meta.filename === path.resolve(process.argv[1] ?? '')) console.log(report(scoreParser()));
