import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { base, en, Faker } from '@faker-js/faker';
import type { Address, AddressFindOutput, AddressValidationOutput, Advice } from '../../src/contract/address';
import { parseHouseNumber } from '../../src/service/address/parsing/house-number';
import { cityKey, streetKey } from '../../src/service/address/store/address-keys';
import { formatContainer, parseContainer } from '../../src/service/address/find/container-id';
import type { FileResult } from '../../src/service/address/import/import-file';
import type { ImportSummary } from '../../src/service/address/import/import-addresses';
import {
  additionSpellings,
  asGiven,
  CASE_KINDS,
  cityTypo,
  CORRUPTIONS,
  EXPECTED_ADVICE,
  freeFormLine,
  inAnotherCity,
  isTruePoint,
  nonsense,
  otherPostcode,
  postcodeMissing,
  reformatted,
  stateMissing,
  streetAndCitySwapped,
  streetTypo,
  twoStreetTypos,
  withUnit,
  wrongCity,
  type CaseKind,
  type ValidateCase,
} from './address-cases';
import { inParallel, startAddressService, type AddressClient } from './address-client';
import { runLine, writeDocsSection } from '../docs-section';
import { importIntoStore, importRate } from './import-store';
import {
  EXTRACTS,
  extractImportValues,
  extractPath,
  readExtract,
  streetLine,
  type Extract,
  type TruePoint,
} from './osm-extracts';
import { sameUnit } from '../../src/service/address/parsing/unit';
import { scoreParser, type ParserScore } from './parser-score';
import { postalPlaces, type PostalPlace } from './postal-places';

/**
 * npm run bench:address — address validation and type-ahead quality over HTTP on real addresses: the five
 * OpenStreetMap city extracts are imported into a fresh SQLite store with the import module, the service runs on
 * it in its own process, and a sample of the addresses is validated as given, corrupted in the ways people get
 * addresses wrong, and typed into find character by character. Nonsense inputs check that RED stays RED.
 *
 * BENCH_ADDRESS_SAMPLE (default 1,500) is the number of real addresses, spread evenly over the five cities.
 */
const SAMPLE = Number(process.env['BENCH_ADDRESS_SAMPLE'] ?? 1500);
const NONSENSE = Math.round(SAMPLE / 5);
const CONCURRENCY = 8;
const SEED = 20261123;
const TYPED = [3, 5, 8] as const;
const FAILURES_SHOWN = 20;
const FIND_FAILURES_SHOWN = 3;

interface ValidateOutcome {
  case: ValidateCase;
  output: AddressValidationOutput;
  /** The true address is the first answered. */
  rankOne: boolean;
}

interface FindOutcome {
  point: TruePoint;
  line: string;
  /** Per typed length (the full line last): the 1-based rank of the first suggestion leading to the address. */
  ranks: (number | undefined)[];
  outputs: AddressFindOutput[];
  /** Inside the street's container, the number typed: the 1-based rank of the address; undefined when missing. */
  drilledRank?: number;
  /** Whether find offered the street's container at all, typing the street line or its name. */
  streetOffered: boolean;
}

/**
 * OpenStreetMap holds a few addresses under two postcodes; an input without its postcode then has two right
 * answers, so only addresses whose street, number and addition have a single postcode are sampled.
 */
function unambiguous(points: readonly TruePoint[]): TruePoint[] {
  const postcodes = new Map<string, Set<string>>();
  const identity = ({ row }: TruePoint) =>
    [row.city_key, row.street_key, row.number_value, row.number_to, row.addition].join('|');
  for (const point of points) {
    const key = identity(point);
    postcodes.set(key, (postcodes.get(key) ?? new Set()).add(point.row.postcode_key));
  }
  return points.filter(
    (point) => point.row.number_value !== null && postcodes.get(identity(point))!.size === 1,
  );
}

/** Towns of the city's own state (its neighbours), for the wrong-city case. */
function neighbourTowns(extract: Extract, places: readonly PostalPlace[]): string[] {
  const own = places.filter((place) => place.name === extract.city);
  const state = (own.find((place) => place.regionCode === extract.region) ?? own[0])?.state;
  return places.filter((place) => place.state === state).map((place) => place.name);
}

/** Per country and street key, the imported cities that have the street. */
function streetCities(allPoints: Map<Extract, TruePoint[]>): Map<string, Set<string>> {
  const cities = new Map<string, Set<string>>();
  for (const points of allPoints.values())
    for (const { row } of points) {
      const key = `${row.country}|${row.street_key}`;
      cities.set(key, (cities.get(key) ?? new Set()).add(row.city_key));
    }
  return cities;
}

function buildCases(faker: Faker, samples: Map<Extract, TruePoint[]>, allPoints: Map<Extract, TruePoint[]>) {
  const cases: ValidateCase[] = [];
  const places = new Map<string, PostalPlace[]>();
  const postcodesOf = (extract: Extract) => [
    ...new Set(allPoints.get(extract)!.map((point) => point.row.postcode)),
  ];
  const citiesOfStreet = streetCities(allPoints);
  for (const [extract, points] of samples) {
    const postcodes = postcodesOf(extract);
    const otherCity = EXTRACTS.find((other) => other.country === extract.country && other !== extract);
    if (!places.has(extract.country)) places.set(extract.country, postalPlaces(extract.country));
    const towns = neighbourTowns(extract, places.get(extract.country)!);
    for (const truth of points) {
      const add = (kind: CaseKind, input: ValidateCase['input'] | undefined) => {
        if (input) cases.push({ kind, input, truth });
      };
      add('as given', asGiven(truth));
      add('street typo', streetTypo(faker, truth));
      add('city typo', cityTypo(faker, truth));
      add('postcode missing', postcodeMissing(truth));
      add('other postcode of the city', otherPostcode(faker, truth, postcodes));
      add('wrong city', wrongCity(faker, truth, towns));
      add('free-form street line', freeFormLine(truth));
      for (const input of additionSpellings(truth)) add('addition spelled differently', input);
      const flat = withUnit(faker, truth, streetLine(truth));
      cases.push({ kind: 'flat or unit given', input: flat.input, truth, unit: flat.unit });
      add('street and city swapped', streetAndCitySwapped(truth));
      const onlyHere = citiesOfStreet.get(`${truth.row.country}|${truth.row.street_key}`)!.size === 1;
      if (otherCity && onlyHere)
        add(
          'street only in another city',
          inAnotherCity(faker, truth, { city: otherCity.city, postcodes: postcodesOf(otherCity) }),
        );
      add('state missing', stateMissing(truth));
      add('two street typos', twoStreetTypos(faker, truth));
      add('formatting', reformatted(truth));
    }
  }
  for (let i = 0; i < NONSENSE; i++)
    cases.push({ kind: 'nonsense', input: nonsense(faker, EXTRACTS[i % EXTRACTS.length]!) });
  return cases;
}

async function validateAll(client: AddressClient, cases: ValidateCase[]): Promise<ValidateOutcome[]> {
  return inParallel(cases, CONCURRENCY, async (entry) => {
    const { output } = await client.validate(entry.input);
    return {
      case: entry,
      output,
      rankOne: entry.truth !== undefined && isTruePoint(output.addresses[0], entry.truth, entry.unit),
    };
  });
}

async function findAll(client: AddressClient, points: TruePoint[]): Promise<FindOutcome[]> {
  return inParallel(points, CONCURRENCY, async (point) => {
    const { row } = point;
    const address = formatContainer({ country: row.country, kind: 'A', id: row.id });
    // The street's container also names its region, which the row may leave to the bundled places to know.
    const leadsThere = (container: string) => {
      const parsed = parseContainer(container);
      return (
        container === address ||
        (parsed?.kind === 'S' &&
          parsed.country === row.country &&
          parsed.cityKey === row.city_key &&
          parsed.streetKey === row.street_key)
      );
    };
    const line = streetLine(point);
    const characters = Array.from(line);
    // Find keeps no state between keystrokes, so the answers at these lengths are those of a session typing
    // every character.
    const prefixes = [...TYPED.map((length) => characters.slice(0, length).join('')), line];
    const outputs: AddressFindOutput[] = [];
    for (const typed of prefixes)
      outputs.push((await client.find({ address: typed, country: row.country })).output);
    const ranks = outputs.map((output) => {
      const index = output.suggestions.findIndex((suggestion) => leadsThere(suggestion.container));
      return index < 0 ? undefined : index + 1;
    });
    const isStreet = (container: string) => container !== address && leadsThere(container);
    const byName = async () =>
      (await client.find({ address: row.street, country: row.country })).output.suggestions;
    const street = [...outputs.flatMap((output) => output.suggestions), ...(await byName())].find(
      (suggestion) => isStreet(suggestion.container),
    );
    if (!street) return { point, line, ranks, outputs, streetOffered: false };
    const inside = (await client.find({ address: row.number, container: street.container })).output;
    const at = inside.suggestions.findIndex((suggestion) => suggestion.container === address);
    return { point, line, ranks, outputs, streetOffered: true, ...(at >= 0 ? { drilledRank: at + 1 } : {}) };
  });
}

const pct = (part: number, total: number) => (total === 0 ? '–' : `${((part / total) * 100).toFixed(1)} %`);
const count = (value: number) => value.toLocaleString('en');

function importTable({ files: results, indexSeconds }: ImportSummary): string {
  const rows = results.map(
    (result) =>
      `| ${path.basename(result.file)} | ${count(result.rowsRead)} | ${count(result.inserted)} | ${count(result.bad.total)} | ${count(Math.round(result.rowsRead / result.seconds))} |`,
  );
  const total = (pick: (result: FileResult) => number) =>
    results.reduce((sum, result) => sum + pick(result), 0);
  return [
    '| file | rows | stored | bad | rows/s |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows,
    ...(indexSeconds === undefined
      ? []
      : [`| indexes, built at the end (${indexSeconds.toFixed(1)} s) | | | | |`]),
    `| **all** | ${count(total((r) => r.rowsRead))} | ${count(total((r) => r.inserted))} | ${count(total((r) => r.bad.total))} | ${count(Math.round(importRate(results, indexSeconds)))} |`,
  ].join('\n');
}

function validateTable(outcomes: ValidateOutcome[]): string {
  const advices: Advice[] = ['GREEN', 'AMBER', 'RED'];
  const rows = CASE_KINDS.map((kind) => {
    const of = outcomes.filter((outcome) => outcome.case.kind === kind);
    const expected = of.filter((outcome) => outcome.output.advice === EXPECTED_ADVICE[kind]);
    const rankOne =
      kind === 'nonsense' ? '–' : pct(of.filter((outcome) => outcome.rankOne).length, of.length);
    const both =
      kind === 'nonsense'
        ? pct(expected.length, of.length)
        : pct(expected.filter((outcome) => outcome.rankOne).length, of.length);
    const distribution = advices.map((advice) =>
      pct(of.filter((outcome) => outcome.output.advice === advice).length, of.length),
    );
    return `| ${kind} | ${count(of.length)} | ${EXPECTED_ADVICE[kind]} | ${rankOne} | ${distribution.join(' | ')} | ${both} |`;
  });
  const corrupted = outcomes.filter((outcome) => CORRUPTIONS.includes(outcome.case.kind));
  const allAdvice = advices.map((advice) =>
    pct(corrupted.filter((outcome) => outcome.output.advice === advice).length, corrupted.length),
  );
  const corruptedBoth = corrupted.filter((outcome) => outcome.rankOne && outcome.output.advice === 'AMBER');
  return [
    '| input | cases | expected advice | true address at rank 1 | GREEN | AMBER | RED | expected advice and rank 1 |',
    '| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    `| **all corruptions** | ${count(corrupted.length)} | AMBER | **${pct(corrupted.filter((o) => o.rankOne).length, corrupted.length)}** | ${allAdvice.join(' | ')} | ${pct(corruptedBoth.length, corrupted.length)} |`,
  ].join('\n');
}

function headline(outcomes: ValidateOutcome[]): string {
  const green = outcomes.filter((outcome) => outcome.output.advice === 'GREEN');
  const asGivenCases = outcomes.filter((outcome) => outcome.case.kind === 'as given');
  const corrupted = outcomes.filter((outcome) => CORRUPTIONS.includes(outcome.case.kind));
  const nonsenseCases = outcomes.filter((outcome) => outcome.case.kind === 'nonsense');
  const flats = outcomes.filter((outcome) => outcome.case.unit !== undefined);
  const flatKept = flats.filter((outcome) => {
    const first = outcome.output.addresses[0];
    const written = first?.housenumberAddition ?? '';
    return (
      first !== undefined &&
      sameUnit(written.slice(outcome.case.truth!.row.addition.length), outcome.case.unit!)
    );
  });
  const worstKind = CORRUPTIONS.map((kind) => {
    const of = corrupted.filter((outcome) => outcome.case.kind === kind);
    return { kind, share: of.filter((outcome) => outcome.rankOne).length / Math.max(1, of.length) };
  }).sort((a, b) => a.share - b.share)[0]!;
  return [
    '| figure | value | target |',
    '| --- | ---: | ---: |',
    `| GREEN precision (GREEN answers whose first address is the true one) | **${pct(green.filter((o) => o.rankOne).length, green.length)}** of ${count(green.length)} | ≥ 99.5 % |`,
    `| GREEN recall on addresses as given (GREEN and the true address) | **${pct(asGivenCases.filter((o) => o.rankOne && o.output.advice === 'GREEN').length, asGivenCases.length)}** | |`,
    `| corruptions: true address at rank 1 | **${pct(corrupted.filter((o) => o.rankOne).length, corrupted.length)}** | ≥ 95 % |`,
    `| the kind of input with the fewest true addresses at rank 1 (${worstKind.kind}) | **${pct(worstKind.share, 1)}** | ≥ 95 % |`,
    `| flats and units kept in the first answer | **${pct(flatKept.length, flats.length)}** | 100 % |`,
    `| nonsense answered RED | **${pct(nonsenseCases.filter((o) => o.output.advice === 'RED').length, nonsenseCases.length)}** | |`,
  ].join('\n');
}

function cityTable(outcomes: ValidateOutcome[]): string {
  const rows = EXTRACTS.map((extract) => {
    const of = outcomes.filter((outcome) => outcome.case.truth?.extract === extract);
    const given = of.filter((outcome) => outcome.case.kind === 'as given');
    const corrupted = of.filter((outcome) => CORRUPTIONS.includes(outcome.case.kind));
    return `| ${extract.city} (${extract.country}) | ${given.length} | ${pct(given.filter((o) => o.rankOne && o.output.advice === 'GREEN').length, given.length)} | ${pct(corrupted.filter((o) => o.rankOne).length, corrupted.length)} |`;
  });
  return [
    '| city | addresses | as given: GREEN and true | corruptions: true at rank 1 |',
    '| --- | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}

/** Why the first answer is not the true address: the first part, in this order, where it differs. */
function missCause(address: Address | undefined, point: TruePoint, unit?: string): string {
  const { row } = point;
  if (!address || address.housenumber === '') return 'answered above house-number level';
  if (streetKey(address.street, row.country) !== row.street_key) return 'another street';
  if (cityKey(address.city) !== row.city_key) return 'another city';
  const number = parseHouseNumber(address.housenumber);
  if (Number(number?.number) !== row.number_value) return 'another house number';
  if ((number?.rangeTo === undefined ? null : Number(number.rangeTo)) !== row.number_to)
    return 'a range where none was, or another range';
  const written = address.housenumberAddition ?? '';
  if (unit !== undefined && !sameUnit(written.slice(row.addition.length), unit)) return 'the flat dropped';
  const addition = (unit === undefined ? written : written.slice(0, row.addition.length)).toUpperCase();
  if (addition !== row.addition)
    return row.addition === '' ? 'an addition the input lacks' : 'another addition';
  return 'another postcode';
}

function missTable(outcomes: ValidateOutcome[]): string {
  const kinds = CASE_KINDS.filter((kind) => kind !== 'nonsense');
  const misses = outcomes.filter((outcome) => outcome.case.truth && !outcome.rankOne);
  const causes = new Map<string, Map<CaseKind, number>>();
  for (const outcome of misses) {
    const cause = missCause(outcome.output.addresses[0], outcome.case.truth!, outcome.case.unit);
    const perKind = causes.get(cause) ?? new Map<CaseKind, number>();
    perKind.set(outcome.case.kind, (perKind.get(outcome.case.kind) ?? 0) + 1);
    causes.set(cause, perKind);
  }
  const total = (perKind: Map<CaseKind, number>) => [...perKind.values()].reduce((a, b) => a + b, 0);
  const rows = [...causes.entries()]
    .sort(([, a], [, b]) => total(b) - total(a))
    .map(([cause, perKind]) => `| ${cause} | ${kinds.map((kind) => perKind.get(kind) ?? 0).join(' | ')} |`);
  return [
    `| first answer has … | ${kinds.join(' | ')} |`,
    `| --- | ${kinds.map(() => '---:').join(' | ')} |`,
    ...rows,
  ].join('\n');
}

function findTable(outcomes: FindOutcome[]): string {
  const labels = [...TYPED.map((length) => `${length} characters`), 'full line'];
  const countries = [...new Set(EXTRACTS.map((extract) => extract.country))];
  const rows = labels.map((label, at) => {
    const ranks = outcomes.map((outcome) => outcome.ranks[at]);
    const within = (limit: number, of = ranks) =>
      pct(of.filter((rank) => rank !== undefined && rank <= limit).length, of.length);
    const found = ranks.filter((rank): rank is number => rank !== undefined);
    const mean = found.length === 0 ? '–' : (found.reduce((a, b) => a + b, 0) / found.length).toFixed(2);
    const perCountry = countries.map((country) =>
      within(
        5,
        outcomes
          .filter((outcome) => outcome.point.row.country === country)
          .map((outcome) => outcome.ranks[at]),
      ),
    );
    return `| ${label} | ${within(1)} | ${within(5)} | ${within(10)} | ${mean} | ${perCountry.join(' | ')} |`;
  });
  return [
    `| typed | top 1 | top 5 | top 10 | mean rank (when found) | ${countries.map((c) => `top 5 ${c}`).join(' | ')} |`,
    `| --- | ---: | ---: | ---: | ---: | ${countries.map(() => '---:').join(' | ')} |`,
    ...rows,
  ].join('\n');
}

function drilledLine(outcomes: FindOutcome[]): string {
  const offered = outcomes.filter((outcome) => outcome.streetOffered);
  const first = offered.filter((outcome) => outcome.drilledRank === 1).length;
  const listed = offered.filter((outcome) => outcome.drilledRank !== undefined).length;
  return (
    `Drilling into the street's container and typing the house number ("220" inside Hofholzallee, Kiel): the ` +
    `street offered for **${pct(offered.length, outcomes.length)}** of ${count(outcomes.length)} addresses; ` +
    `inside it, the address first **${pct(first, offered.length)}**, listed ${pct(listed, offered.length)} ` +
    `(target: every typed address reachable).`
  );
}

function parserLine(score: ParserScore): string {
  const fields = score.fields
    .map((field) => `${field.field} ${pct(field.correct, field.labelled)}`)
    .join(', ');
  return (
    `Street-line parser on the usaddress labels (\`bench/address/parser-score.ts\`): ${count(score.examples)} ` +
    `distinct addresses, ${count(score.inScope)} in scope; whole parse right **${pct(score.whole, score.inScope)}** ` +
    `in scope (${pct(score.wholeAll, score.examples)} of all); per field: ${fields}.`
  );
}

const oneLine = (text: string) => text.replace(/\n/g, ', ');

function describeTruth(point: TruePoint) {
  const { row } = point;
  return `${row.street} ${row.number}, ${row.postcode} ${row.city} ${row.country}`;
}

function describeAnswer(output: AddressValidationOutput, truth?: TruePoint, unit?: string): string {
  const first = output.addresses[0];
  const truthAt = truth ? output.addresses.findIndex((address) => isTruePoint(address, truth, unit)) : -1;
  const where = truth
    ? truthAt < 0
      ? '; true address not among the answers'
      : `; true address at rank ${truthAt + 1}`
    : '';
  return (
    `${output.advice} ${output.status.code} "${output.status.message}"; first: ` +
    `${first ? oneLine(first.fullAddress) : 'none'}${where}`
  );
}

/** What went wrong with an answer, or undefined when it is right. */
function failureOf(outcome: ValidateOutcome): string | undefined {
  const { kind, truth } = outcome.case;
  const { advice } = outcome.output;
  if (!truth) return advice === 'RED' ? undefined : `answered ${advice}`;
  if (!outcome.rankOne && advice === 'GREEN') return 'GREEN for another address';
  if (!outcome.rankOne) return missCause(outcome.output.addresses[0], truth, outcome.case.unit);
  return advice === EXPECTED_ADVICE[kind] ? undefined : `answered ${advice}`;
}

/**
 * One failure of every kind and cause in turn, wrong GREENs first, then the commonest causes; an address shown
 * once is not shown again, since one cause seen from many sides teaches less. What the lead needs to improve
 * the engine.
 */
function failures(validated: ValidateOutcome[], found: FindOutcome[]): string[] {
  const groups = new Map<string, ValidateOutcome[]>();
  for (const outcome of validated) {
    const failure = failureOf(outcome);
    if (failure === undefined) continue;
    const key = `${outcome.case.kind} · ${failure}`;
    groups.set(key, [...(groups.get(key) ?? []), outcome]);
  }
  const ordered = [...groups.entries()].sort(
    ([a, listA], [b, listB]) =>
      Number(b.endsWith('GREEN for another address')) - Number(a.endsWith('GREEN for another address')) ||
      listB.length - listA.length,
  );
  const budget = FAILURES_SHOWN - FIND_FAILURES_SHOWN;
  const picked: { group: string; size: number; outcome: ValidateOutcome }[] = [];
  const shown = new Set<string>();
  for (let added = true; added && picked.length < budget;) {
    added = false;
    for (const [group, list] of ordered) {
      const next = list.find(
        (outcome) =>
          !picked.some((entry) => entry.outcome === outcome) &&
          !(outcome.case.truth && shown.has(outcome.case.truth.row.id)),
      );
      if (!next || picked.length >= budget) continue;
      picked.push({ group, size: list.length, outcome: next });
      if (next.case.truth) shown.add(next.case.truth.row.id);
      added = true;
    }
  }
  const lines = picked.map(
    ({ group, size, outcome }) =>
      `- [${group}: ${size}] input ${JSON.stringify({ ...outcome.case.input, addressOptions: undefined })}\n` +
      `  expected ${EXPECTED_ADVICE[outcome.case.kind]}${outcome.case.truth ? ` ${describeTruth(outcome.case.truth)}` : ''}\n` +
      `  got      ${describeAnswer(outcome.output, outcome.case.truth, outcome.case.unit)}`,
  );
  const fullRank = (outcome: FindOutcome) => outcome.ranks.at(-1) ?? Infinity;
  const streets = new Set<string>();
  const lost = found
    .filter((outcome) => fullRank(outcome) > 1)
    .sort((a, b) => fullRank(b) - fullRank(a))
    .filter(({ point }) => !streets.has(point.row.street_key) && streets.add(point.row.street_key))
    .slice(0, FIND_FAILURES_SHOWN);
  for (const outcome of lost) {
    const suggestions = outcome.outputs
      .at(-1)!
      .suggestions.slice(0, 3)
      .map((suggestion) => `${suggestion.type} "${suggestion.address}" (${suggestion.description})`);
    lines.push(
      `- [find, full line, rank ${outcome.ranks.at(-1) ?? 'none'}] typed "${outcome.line}" (${outcome.point.row.country})\n` +
        `  expected ${describeTruth(outcome.point)}\n` +
        `  got      ${suggestions.length ? suggestions.join('; ') : 'no suggestions'}`,
    );
  }
  return lines;
}

async function main() {
  const faker = new Faker({ locale: [en, base], seed: SEED });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'steward-bench-address-quality-'));
  try {
    process.stdout.write(`Importing the five OSM extracts into ${dataDir}\n`);
    const imported = await importIntoStore(
      dataDir,
      EXTRACTS.map((extract) => ({ file: extractPath(extract), fixed: extractImportValues(extract) })),
    );
    process.stdout.write(`${importTable(imported)}\n`);

    const allPoints = new Map<Extract, TruePoint[]>();
    for (const extract of EXTRACTS) allPoints.set(extract, await readExtract(extract));
    const perCity = Math.ceil(SAMPLE / EXTRACTS.length);
    const samples = new Map(
      EXTRACTS.map((extract) => [
        extract,
        faker.helpers.arrayElements(unambiguous(allPoints.get(extract)!), perCity),
      ]),
    );
    const sampled = [...samples.values()].flat();
    const cases = buildCases(faker, samples, allPoints);

    const client = await startAddressService(dataDir);
    let validated: ValidateOutcome[];
    let found: FindOutcome[];
    try {
      process.stdout.write(
        `Validating ${count(cases.length)} inputs from ${count(sampled.length)} addresses\n`,
      );
      validated = await validateAll(client, cases);
      process.stdout.write(`Typing ${count(sampled.length)} street lines into find\n`);
      found = await findAll(client, sampled);
    } finally {
      await client.service.close();
    }
    process.stdout.write('Scoring the street-line parser\n');
    const parser = scoreParser();

    const text = [
      runLine(`${count(sampled.length)} addresses (seed ${SEED}), concurrency ${CONCURRENCY}`),
      '',
      'Import of the five extracts into a fresh store (`importAddresses`, as `npm run import:addresses`):',
      '',
      importTable(imported),
      '',
      headline(validated),
      '',
      'Validate, per kind of input:',
      '',
      validateTable(validated),
      '',
      'Why the true address was not first (cases):',
      '',
      missTable(validated),
      '',
      'Per city:',
      '',
      cityTable(validated),
      '',
      'Find, typing the street line ("438 Washington Street", "Johannesstraße 1") with the country set: rank of the first suggestion that leads to the address (the Address itself or the Street container of its street):',
      '',
      findTable(found),
      '',
      drilledLine(found),
      '',
      parserLine(parser),
    ].join('\n');
    process.stdout.write(`\n${text}\n\nInstructive failures:\n${failures(validated, found).join('\n')}\n`);
    await writeDocsSection('address', text);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
