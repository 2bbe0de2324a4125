import { FIELD_TYPES, type NewRecordType, type RecordTypeChange } from '../../contract/record-type-admin';
import type { ValidationProblem } from '../http/validation-message';
import { MAX_SECONDARY_FIELDS, templateFields } from '../records/record-display';
import {
  SYSTEM_FIELDS,
  type FieldDefinition,
  type FieldType,
  type RecordTypeDefinition,
} from '../records/record-type';

const API_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const KEY_PREFIX = /^[0-9A-Za-z]{3}$/;
const API_NAME_PROBLEM = 'must start with a letter and hold only letters, digits and underscores';
const SYSTEM_NAMES = new Set(SYSTEM_FIELDS.map((field) => field.name.toLowerCase()));

/** What a definition is checked against: the record types stored now (in the checking transaction). */
export interface DefinitionContext {
  typeNamed: (name: string) => RecordTypeDefinition | undefined;
  /** The stored definition a change replaces; absent for a new type. */
  stored?: RecordTypeDefinition;
}

const isFieldType = (type: string): type is FieldType => (FIELD_TYPES as readonly string[]).includes(type);
const isBlank = (text: string) => text.trim() === '';

/**
 * Every problem of a new record type, by path: its name and key prefix (free, well formed), then what any
 * definition must be. Key prefixes ids were ever given under (`takenPrefixes`) stay with those ids.
 */
export function checkNewRecordType(
  input: NewRecordType,
  context: DefinitionContext & { all: readonly RecordTypeDefinition[]; takenPrefixes: ReadonlySet<string> },
): ValidationProblem[] {
  const problems: ValidationProblem[] = [];
  const sameName = context.all.find((type) => type.name.toLowerCase() === input.name.toLowerCase());
  if (!API_NAME.test(input.name)) problems.push({ field: 'name', problem: API_NAME_PROBLEM });
  else if (sameName) problems.push({ field: 'name', problem: `${sameName.name} exists already` });
  const prefixOwner = context.all.find((type) => type.keyPrefix === input.keyPrefix);
  if (!KEY_PREFIX.test(input.keyPrefix))
    problems.push({ field: 'keyPrefix', problem: 'must be 3 letters or digits' });
  else if (prefixOwner)
    problems.push({ field: 'keyPrefix', problem: `is the key prefix of ${prefixOwner.name}` });
  else if (context.takenPrefixes.has(input.keyPrefix))
    problems.push({ field: 'keyPrefix', problem: 'is taken: Steward has given ids with it' });
  return [...problems, ...checkDefinition(input.name, input, context)];
}

/** Every problem of a record type's labels, name field and fields, by path (`fields.2.type`). */
export function checkDefinition(
  name: string,
  input: RecordTypeChange,
  context: DefinitionContext,
): ValidationProblem[] {
  const problems: ValidationProblem[] = [];
  const report = (field: string, problem: string) => problems.push({ field, problem });
  if (isBlank(input.label)) report('label', 'is required');
  if (isBlank(input.labelPlural)) report('labelPlural', 'is required');
  input.fields.forEach((field, index) => {
    const at = `fields.${index}`;
    const earlier = input.fields.findIndex((other) => other.name.toLowerCase() === field.name.toLowerCase());
    if (!API_NAME.test(field.name)) report(`${at}.name`, API_NAME_PROBLEM);
    else if (SYSTEM_NAMES.has(field.name.toLowerCase()))
      report(`${at}.name`, `is a system field every record has`);
    else if (earlier < index) report(`${at}.name`, `is the name of fields.${earlier} already`);
    if (isBlank(field.label)) report(`${at}.label`, 'is required');
    if (!isFieldType(field.type)) report(`${at}.type`, `must be one of ${FIELD_TYPES.join(', ')}`);
    const referenceTo = field.referenceTo ?? null;
    if (field.type === 'reference') {
      if (referenceTo === null || isBlank(referenceTo))
        report(`${at}.referenceTo`, 'is required for a reference');
      else if (referenceTo !== name && !context.typeNamed(referenceTo))
        report(`${at}.referenceTo`, `no record type is named '${referenceTo}'`);
    } else if (referenceTo !== null) report(`${at}.referenceTo`, 'is for reference fields only');
    const values = field.picklistValues ?? null;
    if (field.type === 'picklist') {
      if (values === null || values.length === 0) report(`${at}.picklistValues`, 'needs at least one value');
      values?.forEach((value, position) => {
        if (isBlank(value)) report(`${at}.picklistValues.${position}`, 'is blank');
        else if (values.indexOf(value) < position)
          report(`${at}.picklistValues.${position}`, `'${value}' is listed already`);
      });
    } else if (values !== null && values.length > 0) report(`${at}.picklistValues`, 'are for picklists only');
  });
  const nameField = input.nameField;
  const compoundName =
    nameField !== null && nameField === context.stored?.nameField && !hasField(context.stored, nameField);
  if (nameField !== null && !compoundName && !input.fields.some((field) => field.name === nameField))
    report('nameField', `names no field of the definition: ${nameField}`);
  problems.push(...displayProblems(input, context.stored));
  return problems;
}

/**
 * A change that leaves out the display keeps the stored one: its template must still name fields the change keeps,
 * while a secondary field the change removes just stops being shown.
 */
export function displayOf(
  input: RecordTypeChange,
  stored: RecordTypeDefinition | undefined,
): Pick<RecordTypeDefinition, 'displayTemplate' | 'secondaryFields'> {
  const template = input.displayTemplate === undefined ? stored?.displayTemplate : input.displayTemplate;
  const kept = (name: string) => input.fields.some((field) => field.name === name);
  const secondary =
    input.secondaryFields === undefined ? stored?.secondaryFields?.filter(kept) : input.secondaryFields;
  return {
    ...(template === null || template === undefined || isBlank(template)
      ? {}
      : { displayTemplate: template.trim() }),
    ...(secondary === undefined ? {} : { secondaryFields: secondary }),
  };
}

function displayProblems(
  input: RecordTypeChange,
  stored: RecordTypeDefinition | undefined,
): ValidationProblem[] {
  const problems: ValidationProblem[] = [];
  const { displayTemplate, secondaryFields } = displayOf(input, stored);
  const isField = (name: string) => input.fields.some((field) => field.name === name);
  if (displayTemplate !== undefined) {
    const named = templateFields(displayTemplate);
    const unknown = named.filter((name) => !isField(name) && name !== 'Id');
    if (named.length === 0)
      problems.push({
        field: 'displayTemplate',
        problem: 'names no field: write fields in braces, {LastName}',
      });
    else if (unknown.length > 0)
      problems.push({
        field: 'displayTemplate',
        problem: `names no field of the definition: ${unknown.join(', ')}`,
      });
    else if (/[{}]/.test(displayTemplate.replace(/\{[A-Za-z][A-Za-z0-9_]*\}/g, '')))
      problems.push({ field: 'displayTemplate', problem: 'has a brace around no field name' });
  }
  secondaryFields?.forEach((name, index) => {
    const at = `secondaryFields.${index}`;
    if (!isField(name)) problems.push({ field: at, problem: `names no field of the definition: ${name}` });
    else if (secondaryFields.indexOf(name) < index)
      problems.push({ field: at, problem: `${name} is listed already` });
  });
  if ((secondaryFields?.length ?? 0) > MAX_SECONDARY_FIELDS)
    problems.push({ field: 'secondaryFields', problem: `may list at most ${MAX_SECONDARY_FIELDS} fields` });
  return problems;
}

const hasField = (type: RecordTypeDefinition, name: string) =>
  type.fields.some((field) => field.name === name);

/**
 * The fields as stored, once checked. A lookup's relationship is named as Salesforce names it (AccountId's is
 * Account, Partner__c's Partner__r): a record's JSON carries the related record under that name.
 */
export function toFieldDefinitions(input: RecordTypeChange): FieldDefinition[] {
  return input.fields.map((field) => ({
    name: field.name,
    label: field.label.trim(),
    type: field.type as FieldType,
    required: field.required ?? false,
    ...(field.type === 'reference' && field.referenceTo ? lookupOf(field.name, field.referenceTo) : {}),
    ...(field.type === 'picklist' && field.picklistValues
      ? { picklistValues: field.picklistValues.map((value) => value.trim()) }
      : {}),
  }));
}

/** Any other name has no relationship: its own name would hide the field's value in a record's JSON. */
function lookupOf(
  field: string,
  referenceTo: string,
): Pick<FieldDefinition, 'referenceTo' | 'relationshipName'> {
  if (field.endsWith('__c')) return { referenceTo, relationshipName: `${field.slice(0, -3)}__r` };
  if (field.length > 2 && field.endsWith('Id')) return { referenceTo, relationshipName: field.slice(0, -2) };
  return { referenceTo };
}
