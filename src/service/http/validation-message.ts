import { ApiError } from './api-error';
import type { FastifySchemaValidationError } from 'fastify/types/schema';

export interface ValidationProblem {
  /** Dotted path of the offending input field, e.g. `objectData.FirstName`. */
  field: string;
  problem: string;
}

const pathOf = (instancePath: string) =>
  instancePath
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');

const join = (parent: string, child: string) => (parent ? `${parent}.${child}` : child);

const entries = (count: number) => (count === 1 ? '1 entry' : `${count} entries`);

/** A schema's complaint as a sentence's end, in words rather than the validator's ("must NOT have fewer than…"). */
function describe(error: FastifySchemaValidationError): ValidationProblem {
  const field = pathOf(error.instancePath);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { field: join(field, String(params['missingProperty'])), problem: 'is required' };
    case 'additionalProperties':
      return { field: join(field, String(params['additionalProperty'])), problem: 'is not a known field' };
    case 'type':
      return { field, problem: `must be ${String(params['type']).replace(',', ' or ')}` };
    case 'pattern':
      return { field, problem: `is malformed (expected to match ${String(params['pattern'])})` };
    case 'enum':
      return { field, problem: `must be one of ${(params['allowedValues'] as unknown[]).join(', ')}` };
    case 'minItems':
      return { field, problem: `must hold at least ${entries(Number(params['limit']))}` };
    case 'maxItems':
      return { field, problem: `must hold at most ${entries(Number(params['limit']))}` };
    case 'minLength':
      return {
        field,
        problem:
          params['limit'] === 1 ? 'must not be empty' : `must be at least ${params['limit']} characters`,
      };
    case 'maxLength':
      return { field, problem: `must be at most ${params['limit']} characters` };
    case 'minimum':
      return { field, problem: `must be at least ${params['limit']}` };
    case 'maximum':
      return { field, problem: `must be at most ${params['limit']}` };
    case 'exclusiveMinimum':
      return { field, problem: `must be more than ${params['limit']}` };
    case 'exclusiveMaximum':
      return { field, problem: `must be less than ${params['limit']}` };
    default:
      return { field, problem: error.message ?? 'is invalid' };
  }
}

/**
 * One problem per field, in input order. A field of a union type (string, number, boolean or null) yields a type
 * error per alternative: they merge into one list of the accepted types; the summary "must match a schema in
 * anyOf" adds nothing.
 */
export function validationProblems(errors: FastifySchemaValidationError[]): ValidationProblem[] {
  const byField = new Map<string, ValidationProblem>();
  const acceptedTypes = new Map<string, string[]>();
  const typeOnly = new Set<string>();
  for (const error of errors) {
    if (error.keyword === 'anyOf') continue;
    const problem = describe(error);
    if (error.keyword === 'type') {
      const types = [...(acceptedTypes.get(problem.field) ?? []), String(error.params['type'])];
      acceptedTypes.set(problem.field, types);
      // The accepted types add up while nothing but a type error is known of the field; another problem stands.
      if (!byField.has(problem.field) || typeOnly.has(problem.field)) {
        byField.set(problem.field, { field: problem.field, problem: `must be ${listOf(types)}` });
        typeOnly.add(problem.field);
      }
      continue;
    }
    if (!byField.has(problem.field)) byField.set(problem.field, problem);
  }
  return [...byField.values()];
}

const listOf = (types: string[]) => {
  const unique = [...new Set(types.flatMap((type) => type.split(',')))];
  return unique.length === 1 ? unique[0]! : `${unique.slice(0, -1).join(', ')} or ${unique.at(-1)}`;
};

export const validationMessage = (problems: ValidationProblem[]) =>
  problems
    .map(({ field, problem }) => (field ? `${field}: ${problem}` : `request body ${problem}`))
    .join('; ');

/** The 400 for input that breaks rules beyond its schema: every problem in the message, their paths in `fields`. */
export const invalidInput = (problems: ValidationProblem[]) =>
  new ApiError(
    400,
    'INVALID_INPUT',
    validationMessage(problems),
    problems.map((problem) => problem.field),
  );
