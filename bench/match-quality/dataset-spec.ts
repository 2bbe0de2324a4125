import fs from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { parse } from 'csv-parse/sync';
import Type, { type Static } from 'typebox';
import { MatchMethod } from '../../src/contract/matching';
import { FIELD_TYPES } from '../../src/contract/record-type-admin';
import type { RecordTypeDefinition } from '../../src/service/records/record-type';
import { searchScenario } from './bench-scenario';
import type { Dataset, LabelledRecord } from './datasets';

/**
 * A customer's own labelled sample, described in a JSON file (`npm run bench:match -- --dataset <spec.json>`; the
 * format is in docs/benchmarks.md): a CSV with a column that names each row's real-world entity, the record type
 * its columns become, and the scenarios to measure, each measured on its own.
 */
const SpecField = Type.Object(
  {
    name: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]*$' }),
    column: Type.Optional(Type.String({ minLength: 1 })),
    type: Type.Optional(Type.Union(FIELD_TYPES.map((type) => Type.Literal(type)))),
  },
  { additionalProperties: false },
);

const SpecScenarioField = Type.Object(
  {
    field: Type.String({ minLength: 1 }),
    matchMethod: MatchMethod,
    weight: Type.Number({ minimum: 0, maximum: 100 }),
    indexGroups: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 99 }))),
    synonymList: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    frequentList: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    guard: Type.Optional(Type.Boolean()),
    identifier: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

const SpecScenario = Type.Object(
  {
    name: Type.String({ minLength: 1 }),
    threshold: Type.Integer({ minimum: 1, maximum: 100 }),
    minimumEvidence: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
    fields: Type.Array(SpecScenarioField, { minItems: 1 }),
  },
  { additionalProperties: false },
);

const DatasetSpec = Type.Object(
  {
    name: Type.String({ minLength: 1 }),
    /** Relative to the spec file. */
    csv: Type.String({ minLength: 1 }),
    labelColumn: Type.String({ minLength: 1 }),
    /** Default: the row's number. */
    idColumn: Type.Optional(Type.String({ minLength: 1 })),
    /** Default US: how phone numbers, postcodes and cities without a country are read. */
    country: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })),
    recordType: Type.Object(
      {
        name: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]*$' }),
        fields: Type.Array(SpecField, { minItems: 1 }),
      },
      { additionalProperties: false },
    ),
    scenarios: Type.Array(SpecScenario, { minItems: 1 }),
  },
  { additionalProperties: false },
);
type DatasetSpec = Static<typeof DatasetSpec>;

const validate = new Ajv({ allErrors: true, strict: false }).compile<DatasetSpec>(DatasetSpec);

/** A spec that cannot be measured: the message names the file and what is wrong, field by field. */
export class SpecError extends Error {}

function readSpec(file: string): DatasetSpec {
  let spec: unknown;
  try {
    spec = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new SpecError(`${file}: ${(error as Error).message}`);
  }
  if (!validate(spec)) {
    const problems = (validate.errors ?? []).map(
      (error) => `${error.instancePath || '/'} ${error.message ?? 'is not valid'}`,
    );
    throw new SpecError(`${file}: ${problems.join('; ')}`);
  }
  const fields = new Set(spec.recordType.fields.map((field) => field.name));
  const problems = spec.scenarios.flatMap((scenario, s) =>
    scenario.fields.flatMap((field, f) =>
      fields.has(field.field)
        ? []
        : [`/scenarios/${s}/fields/${f}/field "${field.field}" is not a field of the record type`],
    ),
  );
  if (problems.length > 0) throw new SpecError(`${file}: ${problems.join('; ')}`);
  return spec;
}

function readRecords(spec: DatasetSpec, csvFile: string, specFile: string): LabelledRecord[] {
  if (!fs.existsSync(csvFile)) throw new SpecError(`${specFile}: /csv ${csvFile} does not exist`);
  const rows = parse(fs.readFileSync(csvFile, 'utf8'), {
    columns: true,
    trim: true,
    skip_empty_lines: true,
  }) as Record<string, string>[];
  const columns = new Set(Object.keys(rows[0] ?? {}));
  const wanted = [
    ['/labelColumn', spec.labelColumn],
    ...(spec.idColumn ? [['/idColumn', spec.idColumn]] : []),
    ...spec.recordType.fields.map((field, f) => [`/recordType/fields/${f}`, field.column ?? field.name]),
  ] as const;
  const missing = wanted.filter(([, column]) => !columns.has(column!));
  if (missing.length > 0) {
    throw new SpecError(
      `${specFile}: ${missing.map(([at, column]) => `${at} names the column "${column}", which ${csvFile} lacks`).join('; ')}`,
    );
  }
  return rows.map((row, index) => ({
    key: spec.idColumn ? row[spec.idColumn]! : String(index + 1),
    entity: row[spec.labelColumn]!,
    values: Object.fromEntries(
      spec.recordType.fields.map((field) => [field.name, row[field.column ?? field.name]!]),
    ),
  }));
}

/** The data sets a spec describes: its records deduplicated, once per scenario. */
export function loadDatasetSpec(file: string): Dataset[] {
  const spec = readSpec(file);
  const records = readRecords(spec, path.resolve(path.dirname(file), spec.csv), file);
  const recordType: RecordTypeDefinition = {
    name: spec.recordType.name,
    keyPrefix: 'a1Z',
    label: spec.recordType.name,
    labelPlural: spec.recordType.name,
    fields: spec.recordType.fields.map((field) => ({
      name: field.name,
      label: field.name,
      type: field.type ?? 'text',
    })),
  };
  return spec.scenarios.map((scenario) => ({
    name: spec.scenarios.length === 1 ? spec.name : `${spec.name}: ${scenario.name}`,
    mode: 'dedupe',
    records,
    queries: records,
    recordType,
    country: spec.country ?? 'US',
    scenarios: [
      searchScenario(
        recordType.name,
        scenario.name,
        scenario.threshold,
        scenario.fields.map((field) => ({
          field: field.field,
          matchMethod: field.matchMethod,
          weight: field.weight,
          indexGroups: field.indexGroups ?? [],
          synonymList: field.synonymList ?? null,
          frequentList: field.frequentList ?? null,
          guard: field.guard,
          identifier: field.identifier,
        })),
        scenario.minimumEvidence,
      ),
    ],
  }));
}
