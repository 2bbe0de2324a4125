import type { FastifyInstance } from 'fastify';
import { InputProblem } from '../input/input-problem';

/**
 * C0 control characters other than tab, line feed and carriage return. PostgreSQL cannot store NUL in text and
 * SQLite would keep it, so the stores would disagree; none of them belongs in a CRM value.
 */
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

const codePoint = (text: string) =>
  `U+${text.match(CONTROL)![0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;

/** The path of the first key or string in a parsed body or query that holds a control character. */
export function firstControlCharacter(
  value: unknown,
  path = '',
): { path: string; found: string } | undefined {
  if (typeof value === 'string') return CONTROL.test(value) ? { path, found: codePoint(value) } : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = path === '' ? key : `${path}.${key}`;
    if (CONTROL.test(key)) return { path: at, found: codePoint(key) };
    const inside = firstControlCharacter(item, at);
    if (inside) return inside;
  }
  return undefined;
}

/** One rule for every endpoint and both stores: a control character is refused, naming where it was. */
export function refuseControlCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const problem = firstControlCharacter(request.body) ?? firstControlCharacter(request.query);
    if (problem) {
      throw new InputProblem(
        problem.path || 'body',
        `holds the control character ${problem.found}; only tab, line feed and carriage return may appear in text`,
      );
    }
  });
}
