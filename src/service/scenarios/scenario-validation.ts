import { GUARDING_METHODS } from '../../contract/matching';
import type { ScenarioInput } from '../../contract/scenario-admin';
import type { WordListKind } from '../../contract/word-lists';
import type { ValidationProblem } from '../http/validation-message';
import { matchMethod } from '../matching/method-registry';
import type { RecordTypeDefinition } from '../records/record-type';
import type { NewScenario } from './scenario';

/** What a scenario is checked against: its record type, the word lists there are, and its type's other scenarios. */
export interface ScenarioContext {
  type: RecordTypeDefinition;
  wordLists: ReadonlyMap<string, WordListKind>;
  /** Names of the record type's other scenarios: the one being replaced is not among them. */
  otherNames: readonly string[];
}

function checkList(
  name: string | null | undefined,
  kind: WordListKind,
  wordLists: ReadonlyMap<string, WordListKind>,
): string | null {
  if (name === null || name === undefined) return null;
  const found = wordLists.get(name);
  if (found === undefined) return `no word list is named '${name}'`;
  return found === kind ? null : `'${name}' is a ${found} list; this setting takes a ${kind} list`;
}

function checkConfig(field: ScenarioInput['scenarioFields'][number], at: string): ValidationProblem[] {
  const options = matchMethod(field.matchMethod).configOptions ?? {};
  return Object.entries(field.matchConfig ?? {}).flatMap(([key, value]): ValidationProblem[] => {
    const check = options[key];
    if (!check) {
      const known = Object.keys(options);
      return [
        {
          field: `${at}.matchConfig.${key}`,
          problem: `${field.matchMethod} reads no setting '${key}'${known.length > 0 ? ` (it reads ${known.join(', ')})` : ''}`,
        },
      ];
    }
    const problem = check(value);
    return problem ? [{ field: `${at}.matchConfig.${key}`, problem }] : [];
  });
}

/**
 * Every problem of a scenario as an admin gave it, each at its path (`scenarioFields.2.synonymList`), or the
 * scenario to store: unset flags false, the minimum evidence and guards at their defaults, and a field that names no
 * index group given one of its own, so that it is indexed as the original indexes a field by default.
 */
export function checkScenario(
  input: ScenarioInput,
  context: ScenarioContext,
): { problems: ValidationProblem[] } | { scenario: NewScenario } {
  const { type, wordLists } = context;
  const problems: ValidationProblem[] = [];
  const name = input.scenarioName.trim();
  if (!name) problems.push({ field: 'scenarioName', problem: 'must not be blank' });
  else if (context.otherNames.some((other) => other.toLowerCase() === name.toLowerCase()))
    problems.push({ field: 'scenarioName', problem: `another ${type.name} scenario is named '${name}'` });

  const seen = new Map<string, number>();
  input.scenarioFields.forEach((field, index) => {
    const at = `scenarioFields.${index}`;
    if (!type.fields.some((candidate) => candidate.name === field.field))
      problems.push({ field: `${at}.field`, problem: `${type.name} has no field ${field.field}` });
    const pairing = `${field.field}\u0000${field.matchMethod}`;
    const earlier = seen.get(pairing);
    if (earlier !== undefined)
      problems.push({
        field: `${at}.field`,
        problem: `${field.field} is already compared with ${field.matchMethod} (scenarioFields.${earlier})`,
      });
    else seen.set(pairing, index);
    for (const [setting, kind] of [
      ['synonymList', 'SYNONYM'],
      ['frequentList', 'FREQUENT'],
    ] as const) {
      const problem = checkList(field[setting], kind, wordLists);
      if (problem) problems.push({ field: `${at}.${setting}`, problem });
    }
    problems.push(...checkConfig(field, at));
    if (field.guard && !GUARDING_METHODS.includes(field.matchMethod))
      problems.push({
        field: `${at}.guard`,
        problem: `${field.matchMethod} cannot tell different values apart clearly enough to guard; ${GUARDING_METHODS.join(', ')} can`,
      });
  });
  if (input.scenarioFields.every((field) => field.doNotIndex || field.indexGroup?.length === 0))
    problems.push({
      field: 'scenarioFields',
      problem:
        'at least one field must be indexed (doNotIndex false, in an index group): candidates are found through it',
    });
  if (input.scenarioFields.every((field) => field.weight === 0))
    problems.push({
      field: 'scenarioFields',
      problem: 'the weights add up to 0: at least one field must count',
    });
  if (problems.length > 0) return { problems };

  const taken = new Set(input.scenarioFields.flatMap((field) => field.indexGroup ?? []));
  let nextGroup = 1;
  const ownGroup = () => {
    while (taken.has(nextGroup)) nextGroup++;
    taken.add(nextGroup);
    return [nextGroup];
  };
  return {
    scenario: {
      recordType: type.name,
      name,
      threshold: input.threshold,
      ...(input.minimumEvidence === undefined ? {} : { minimumEvidence: input.minimumEvidence }),
      scoreMethod: input.scoreMethod ?? 'SEARCH',
      onApi: input.onApi ?? false,
      onDataApi: input.onDataApi ?? false,
      onBatch: input.onBatch ?? false,
      onSearch: input.onSearch ?? false,
      onInsert: input.onInsert ?? false,
      isHidden: input.isHidden ?? false,
      fields: input.scenarioFields.map((field) => ({
        field: field.field,
        matchMethod: field.matchMethod,
        matchConfig:
          field.matchConfig && Object.keys(field.matchConfig).length > 0 ? field.matchConfig : null,
        synonymList: field.synonymList ?? null,
        frequentList: field.frequentList ?? null,
        weight: field.weight,
        doNotIndex: field.doNotIndex ?? false,
        indexGroups: field.doNotIndex ? [] : (field.indexGroup ?? ownGroup()),
        ...(field.guard === undefined ? {} : { guard: field.guard }),
        ...(field.identifier === undefined ? {} : { identifier: field.identifier }),
      })),
    },
  };
}
