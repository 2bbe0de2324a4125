import type { Kysely } from 'kysely';
import type {
  AdminRecordType,
  CrossObjectMappings,
  NewRecordType,
  RecordTypeChange,
} from '../../contract/record-type-admin';
import { DEFAULT_UPDATE_RULE, type FieldUpdateRules, type SourceTrust } from '../../contract/update-rules';
import { ApiError } from '../http/api-error';
import { OWN_KEY_PREFIXES } from '../records/id-allocator';
import { invalidInput, type ValidationProblem } from '../http/validation-message';
import { changeMatchingConfiguration, type ReindexSettings } from '../index-builds/configuration-change';
import type { Database } from '../storage/schema';
import { defaultDisplayTemplate, secondaryFieldsOf } from '../records/record-display';
import type { CrossObjectMapping, FieldDefinition, RecordTypeDefinition } from '../records/record-type';
import {
  deleteRecordType,
  RecordTypeStore,
  replaceCrossObjects,
  replaceRecordType,
  replaceSourceTrust,
  replaceUpdateRules,
} from '../records/record-type-store';
import {
  dropValues,
  fieldUses,
  recordsHoldingValues,
  recordTypeUses,
  type FieldUse,
} from './record-type-usage';
import { checkDefinition, checkNewRecordType, displayOf, toFieldDefinitions } from './record-type-validation';
import { recordTypeInPath } from '../records/records-of-type';

export interface RecordTypeAdminDependencies extends ReindexSettings {
  db: Kysely<Database>;
  recordTypes: RecordTypeStore;
}

export const toAdminRecordType = (type: RecordTypeDefinition): AdminRecordType => ({
  name: type.name,
  keyPrefix: type.keyPrefix,
  label: type.label,
  labelPlural: type.labelPlural,
  nameField: type.nameField ?? null,
  displayTemplate: type.displayTemplate ?? null,
  defaultDisplayTemplate: defaultDisplayTemplate(type),
  secondaryFields: secondaryFieldsOf(type),
  fields: type.fields.map((field) => ({
    name: field.name,
    label: field.label,
    type: field.type,
    required: field.required ?? false,
    readOnly: field.readOnly ?? false,
    referenceTo: field.referenceTo ?? null,
    picklistValues: field.picklistValues ?? null,
    updateRule: field.updateRule ?? DEFAULT_UPDATE_RULE,
  })),
  crossObjects: type.crossObjects ?? [],
  sourceTrust: type.sourceTrust ?? [],
});

export const adminRecordType = recordTypeInPath;

/** Every problem of a set of mappings, by path: each must name another type, and fields both types have. */
export function checkCrossObjects(
  type: RecordTypeDefinition,
  input: CrossObjectMappings,
  typeNamed: (name: string) => RecordTypeDefinition | undefined,
): ValidationProblem[] {
  const problems: ValidationProblem[] = [];
  const has = (definition: RecordTypeDefinition, field: string) =>
    definition.fields.some((candidate) => candidate.name === field);
  input.mappings.forEach((mapping, index) => {
    const at = `mappings.${index}`;
    const target = typeNamed(mapping.objectTo);
    const earlier = input.mappings.findIndex((other) => other.objectTo === mapping.objectTo);
    if (!target)
      problems.push({ field: `${at}.objectTo`, problem: `no record type is named '${mapping.objectTo}'` });
    else if (target.name === type.name)
      problems.push({ field: `${at}.objectTo`, problem: `${type.name} is searched as itself already` });
    else if (earlier < index)
      problems.push({
        field: `${at}.objectTo`,
        problem: `${mapping.objectTo} is mapped already (mappings.${earlier})`,
      });
    mapping.fields.forEach(({ fieldFrom, fieldTo }, position) => {
      if (!has(type, fieldFrom))
        problems.push({
          field: `${at}.fields.${position}.fieldFrom`,
          problem: `${type.name} has no field ${fieldFrom}`,
        });
      if (target && !has(target, fieldTo))
        problems.push({
          field: `${at}.fields.${position}.fieldTo`,
          problem: `${target.name} has no field ${fieldTo}`,
        });
    });
  });
  return problems;
}

/**
 * Replaces the record types a type's records are also searched as, field by field. A configuration change: every
 * process reads record types again with the configuration (app.ts), so a search on any instance uses the new
 * mappings from its next request. The index holds no mapped values, so nothing is rebuilt.
 */
export async function replaceCrossObjectMappings(
  deps: RecordTypeAdminDependencies,
  name: string,
  input: CrossObjectMappings,
): Promise<AdminRecordType> {
  const type = adminRecordType(deps.recordTypes, name);
  const problems = checkCrossObjects(type, input, (other) => deps.recordTypes.byApiName(other));
  if (problems.length > 0) throw invalidInput(problems);
  const mappings: CrossObjectMapping[] = input.mappings;
  await changeMatchingConfiguration(deps.db, deps, async (trx) => {
    await replaceCrossObjects(trx, type.name, mappings);
    return { result: undefined, affectedTypes: [] };
  });
  await deps.recordTypes.load();
  return toAdminRecordType(adminRecordType(deps.recordTypes, name));
}

/** Every problem of a set of update rules, by path: each must name a field the type has that input may set, once. */
export function checkUpdateRules(type: RecordTypeDefinition, input: FieldUpdateRules): ValidationProblem[] {
  const problems: ValidationProblem[] = [];
  input.rules.forEach(({ field }, index) => {
    const definition = type.fields.find((candidate) => candidate.name === field);
    const earlier = input.rules.findIndex((other) => other.field === field);
    if (!definition)
      problems.push({ field: `rules.${index}.field`, problem: `${type.name} has no field ${field}` });
    else if (definition.readOnly)
      problems.push({ field: `rules.${index}.field`, problem: `${field} is written by Steward only` });
    else if (earlier < index)
      problems.push({
        field: `rules.${index}.field`,
        problem: `${field} has a rule already (rules.${earlier})`,
      });
  });
  return problems;
}

/**
 * Replaces the update rules of a type's fields (docs/survivorship.md); a field left out is OVERWRITE again. Every
 * process reads record types again with the configuration, so writes on any instance follow the rules from their
 * next request; nothing is rebuilt, since no rule changes what is indexed.
 */
export async function replaceFieldUpdateRules(
  deps: RecordTypeAdminDependencies,
  name: string,
  input: FieldUpdateRules,
): Promise<AdminRecordType> {
  const type = adminRecordType(deps.recordTypes, name);
  const problems = checkUpdateRules(type, input);
  if (problems.length > 0) throw invalidInput(problems);
  await changeMatchingConfiguration(deps.db, deps, async (trx) => {
    await replaceUpdateRules(trx, type.name, input.rules);
    return { result: undefined, affectedTypes: [] };
  });
  await deps.recordTypes.load();
  return toAdminRecordType(adminRecordType(deps.recordTypes, name));
}

/** Every problem of a ranking of sources, by path: each source once. */
export function checkSourceTrust(input: SourceTrust): ValidationProblem[] {
  return input.sources.flatMap((source, index) => {
    const earlier = input.sources.indexOf(source);
    return earlier < index
      ? [{ field: `sources.${index}`, problem: `${source} is ranked already (sources.${earlier})` }]
      : [];
  });
}

/**
 * Replaces a type's ranking of write sources (docs/survivorship.md). Like the update rules it changes nothing
 * indexed, and writes on every instance follow it from their next request.
 */
export async function replaceTypeSourceTrust(
  deps: RecordTypeAdminDependencies,
  name: string,
  input: SourceTrust,
): Promise<AdminRecordType> {
  const type = adminRecordType(deps.recordTypes, name);
  const problems = checkSourceTrust(input);
  if (problems.length > 0) throw invalidInput(problems);
  await changeMatchingConfiguration(deps.db, deps, async (trx) => {
    await replaceSourceTrust(trx, type.name, input.sources);
    return { result: undefined, affectedTypes: [] };
  });
  await deps.recordTypes.load();
  return toAdminRecordType(adminRecordType(deps.recordTypes, name));
}

/**
 * Record types as `db` sees them. A change checks inside its own transaction, after the configuration version is
 * counted: that serialises concurrent changes, so two admins cannot both take one name.
 */
async function storedTypes(db: Kysely<Database>): Promise<RecordTypeStore> {
  const store = new RecordTypeStore(db);
  await store.load();
  return store;
}

/** A checked definition as stored; its cross-object mappings are written on their own. */
const definitionOf = (
  name: string,
  keyPrefix: string,
  input: RecordTypeChange,
  stored?: RecordTypeDefinition,
): RecordTypeDefinition => ({
  name,
  keyPrefix,
  label: input.label.trim(),
  labelPlural: input.labelPlural.trim(),
  ...(input.nameField === null ? {} : { nameField: input.nameField }),
  ...displayOf(input, stored),
  fields: withStoredRules(toFieldDefinitions(input), stored),
});

/** A field that stays keeps the update rule set for it (its own endpoint sets rules; docs/survivorship.md). */
const withStoredRules = (fields: FieldDefinition[], stored?: RecordTypeDefinition): FieldDefinition[] =>
  fields.map((field) => {
    const rule = stored?.fields.find((candidate) => candidate.name === field.name)?.updateRule;
    return rule ? { ...field, updateRule: rule } : field;
  });

/** What a change may not take away: a field something uses, or the type a filter compares a field as. */
function usageProblems(
  uses: readonly FieldUse[],
  removed: readonly FieldDefinition[],
  retyped: readonly { field: FieldDefinition; index: number }[],
): ValidationProblem[] {
  const usersOf = (field: string, kinds: readonly FieldUse['kind'][]) =>
    uses
      .filter((use) => use.field === field && kinds.includes(use.kind))
      .map((use) => use.what)
      .join(', ');
  return [
    ...removed.flatMap((field) => {
      const users = usersOf(field.name, ['scenario', 'filter', 'mapping']);
      return users ? [{ field: 'fields', problem: `${field.name} cannot be removed: ${users} uses it` }] : [];
    }),
    ...retyped.flatMap(({ field, index }) => {
      const users = usersOf(field.name, ['filter']);
      return users
        ? [
            {
              field: `fields.${index}.type`,
              problem: `${field.name} stays ${field.type}: ${users} compares it as one`,
            },
          ]
        : [];
    }),
  ];
}

/**
 * Creates a record type, usable at once on every process: each reads record types again with the configuration,
 * and its match index gains the type's (empty) index on catching up.
 */
export async function createRecordType(
  deps: RecordTypeAdminDependencies,
  input: NewRecordType,
): Promise<AdminRecordType> {
  await changeMatchingConfiguration(deps.db, deps, async (trx) => {
    const stored = await storedTypes(trx);
    const counters = await trx.selectFrom('id_counters').select('prefix').execute();
    const problems = checkNewRecordType(input, {
      all: stored.all(),
      typeNamed: (other) => stored.byApiName(other),
      takenPrefixes: new Set([...Object.values(OWN_KEY_PREFIXES), ...counters.map((row) => row.prefix)]),
    });
    if (problems.length > 0) throw invalidInput(problems);
    await RecordTypeStore.save(trx, [definitionOf(input.name, input.keyPrefix, input)]);
    return { result: undefined, affectedTypes: [] };
  });
  await deps.recordTypes.load();
  return toAdminRecordType(adminRecordType(deps.recordTypes, input.name));
}

/**
 * Replaces a type's labels, name field and fields. A field that scenarios, filters or mappings use cannot go, nor
 * change type under a filter (which compares it as its type). Values records hold in a field that goes or changes
 * type (or lookup target) would no longer read as a field: without `confirmed` that is refused with 409 naming
 * how many records hold one, with it those values are dropped from the records and their index entries rebuilt.
 */
export async function changeRecordType(
  deps: RecordTypeAdminDependencies,
  name: string,
  input: RecordTypeChange,
  confirmed: boolean,
): Promise<AdminRecordType> {
  await changeMatchingConfiguration(deps.db, deps, async (trx) => {
    const stored = await storedTypes(trx);
    const type = adminRecordType(stored, name);
    const problems = checkDefinition(type.name, input, {
      typeNamed: (other) => stored.byApiName(other),
      stored: type,
    });
    const after = new Map(input.fields.map((field, index) => [field.name, { field, index }]));
    const removed = type.fields.filter((field) => !after.has(field.name));
    const retyped = type.fields.flatMap((field) => {
      const now = after.get(field.name);
      const changes =
        now && (now.field.type !== field.type || (now.field.referenceTo ?? undefined) !== field.referenceTo);
      return changes ? [{ field, index: now.index }] : [];
    });
    problems.push(...usageProblems(await fieldUses(trx, type.name), removed, retyped));
    if (problems.length > 0) throw invalidInput(problems);
    const lost = new Set([...removed, ...retyped.map(({ field }) => field)]);
    const holding = await recordsHoldingValues(
      trx,
      type.name,
      type.fields.filter((field) => lost.has(field)).map((field) => field.name),
    );
    if (holding.size > 0 && !confirmed) throw valuesWouldBeLost(holding);
    await dropValues(trx, holding);
    await replaceRecordType(trx, definitionOf(type.name, type.keyPrefix, input, type));
    const rewrittenRecords = [...new Set([...holding.values()].flat())];
    return { result: undefined, affectedTypes: [], rewrittenRecords };
  });
  await deps.recordTypes.load();
  return toAdminRecordType(adminRecordType(deps.recordTypes, name));
}

function valuesWouldBeLost(holding: ReadonlyMap<string, string[]>): ApiError {
  const counts = [...holding].map(
    ([field, ids]) => `${field} in ${ids.length} ${ids.length === 1 ? 'record' : 'records'}`,
  );
  return new ApiError(
    409,
    'INVALID_INPUT',
    `Records hold values in fields this change removes or gives another type: ${counts.join(', ')}. ` +
      'Confirmed (confirm=true), the change drops those values.',
    [...holding.keys()],
  );
}

/** Deletes a record type nothing refers to: no records, scenarios, filters, mappings onto it or lookups to it. */
export async function removeRecordType(deps: RecordTypeAdminDependencies, name: string): Promise<void> {
  await changeMatchingConfiguration(deps.db, deps, async (trx) => {
    const type = adminRecordType(await storedTypes(trx), name);
    const uses = await recordTypeUses(trx, type.name);
    if (uses.length > 0)
      throw new ApiError(409, 'DELETE_FAILED', `${type.name} cannot be deleted: ${uses.join('; ')}.`);
    await deleteRecordType(trx, type.name);
    return { result: undefined, affectedTypes: [] };
  });
  await deps.recordTypes.load();
}
