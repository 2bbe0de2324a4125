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
    default:
      return { field, problem: error.message ?? 'is invalid' };
  }
}

/**
 * One problem per field, in input order. A nullable field yields an error per alternative of its union; the first
 * alternative's error says what was expected, the rest ("must be null", "must match a schema in anyOf") add noise.
 */
export function validationProblems(errors: FastifySchemaValidationError[]): ValidationProblem[] {
  const byField = new Map<string, ValidationProblem>();
  for (const error of errors) {
    if (error.keyword === 'anyOf') continue;
    const problem = describe(error);
    if (!byField.has(problem.field)) byField.set(problem.field, problem);
  }
  return [...byField.values()];
}

export const validationMessage = (problems: ValidationProblem[]) =>
  problems.map(({ field, problem }) => (field ? `${field}: ${problem}` : `request body ${problem}`)).join('; ');
