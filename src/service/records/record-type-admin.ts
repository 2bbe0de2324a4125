import type { Kysely } from 'kysely';
import type { AdminRecordType, CrossObjectMappings } from '../../contract/record-type-admin';
import { ApiError } from '../http/api-error';
import { invalidInput, type ValidationProblem } from '../http/validation-message';
import { changeMatchingConfiguration, type ReindexSettings } from '../matching-config/configuration-change';
import type { Database } from '../storage/schema';
import type { CrossObjectMapping, RecordTypeDefinition } from './record-type';
import { replaceCrossObjects, type RecordTypeStore } from './record-type-store';

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
  fields: type.fields.map((field) => ({
    name: field.name,
    label: field.label,
    type: field.type,
    required: field.required ?? false,
    readOnly: field.readOnly ?? false,
    referenceTo: field.referenceTo ?? null,
    picklistValues: field.picklistValues ?? null,
  })),
  crossObjects: type.crossObjects ?? [],
});

export function adminRecordType(recordTypes: RecordTypeStore, name: string): RecordTypeDefinition {
  const type = recordTypes.byApiName(name);
  if (!type) throw new ApiError(404, 'NOT_FOUND', `No record type is named '${name}'`);
  return type;
}

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
