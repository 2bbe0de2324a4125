import { Ajv } from 'ajv';
import { ScenarioInput } from '../../contract/scenario-admin';
import { BODY_VALIDATION } from '../http/body-validation';
import { validationProblems, type ValidationProblem } from '../http/validation-message';
import type { NewScenario } from '../scenarios/scenario';
import { checkScenario, type ScenarioContext } from '../scenarios/scenario-validation';

/** The admin API's body schema, compiled with the options Fastify validates bodies with. */
const matchesSchema = new Ajv(BODY_VALIDATION).compile<ScenarioInput>(ScenarioInput);

/**
 * The one check a scenario passes before it is stored, however it arrives: the admin API's schema and bounds
 * (which Fastify also applies to the admin API's bodies, so there the first step finds nothing), then its rules
 * against the record type, the word lists and the type's other scenarios. Answers every problem at its path, or the
 * scenario to store.
 */
export function checkScenarioInput(
  input: unknown,
  context: ScenarioContext,
): { problems: ValidationProblem[] } | { scenario: NewScenario } {
  if (!matchesSchema(input)) return { problems: validationProblems(matchesSchema.errors ?? []) };
  return checkScenario(input, context);
}
