import type { ExplainedResult, ExplainOutput } from '../../../contract/explain';
import type { SObjectSummary } from '../../../contract/sobjects';

/** The matches a search found among the records of a type other than the one searched (cross-object search). */
export interface OtherTypeMatches {
  /** Key prefix of the other type, e.g. 001. */
  prefix: string;
  /** Its API name as the matches carry it, e.g. Account; what the scenarios and describe queries need. */
  objectName: string;
  results: ExplainedResult[];
}

/** The answer of one search, as the Search page shows it. */
export interface SearchAnswer {
  /** Possible duplicates among the records of the searched type; empty when there are none. */
  results: ExplainedResult[];
  /** Other types with matches, in the order the service answered them. */
  others: OtherTypeMatches[];
}

/**
 * Splits the service's answer, keyed by prefix, into the searched type's results and the other types' groups. The
 * service always answers the searched prefix and another one only with matches; an empty group is dropped all the
 * same, so the page never shows a section with nothing in it.
 */
export function splitExplainOutput(output: ExplainOutput, searchedPrefix: string): SearchAnswer {
  const others: OtherTypeMatches[] = [];
  for (const [prefix, results] of Object.entries(output)) {
    const objectName = results[0]?.objectData.attributes.type;
    if (prefix === searchedPrefix || !objectName) continue;
    others.push({ prefix, objectName, results });
  }
  return { results: output[searchedPrefix] ?? [], others };
}

/**
 * The search values as they were carried over to the other type's fields, e.g. `{Name: 'Acme'}` for a lead's
 * Company: the service does not echo them, but every explained field holds the value it compared.
 */
export function carriedOverValues(results: readonly ExplainedResult[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const result of results) {
    for (const scenario of result.explanation) {
      for (const field of scenario.fields) {
        const value = field.input.value;
        if (value !== null && value !== '' && !(field.field in values)) values[field.field] = value;
      }
    }
  }
  return values;
}

export interface TypeLabels {
  label: string;
  labelPlural: string;
}

/**
 * A record type's labels by key prefix, from the record types list; while that list is missing, the API name of
 * the matches stands in so the section can still be read.
 */
export function typeLabels(
  recordTypes: readonly SObjectSummary[] | undefined,
  prefix: string,
  objectName: string,
): TypeLabels {
  const type = recordTypes?.find((candidate) => candidate.keyPrefix === prefix);
  return type
    ? { label: type.label, labelPlural: type.labelPlural }
    : { label: objectName, labelPlural: `${objectName} records` };
}

/**
 * What the status region tells screen readers once a search is done, e.g. "3 possible duplicates found, and 2 among
 * Accounts": matches among other types are news too, even when the searched type has none.
 */
export function searchAnnouncement(
  count: number,
  others: readonly { labelPlural: string; count: number }[],
): string {
  const own =
    count === 0 ? 'No duplicates found' : `${count} possible duplicate${count === 1 ? '' : 's'} found`;
  if (others.length === 0) return own;
  const among = others.map((other) => `${other.count} among ${other.labelPlural}`);
  const list = among.length === 1 ? among[0]! : `${among.slice(0, -1).join(', ')} and ${among.at(-1)!}`;
  return `${own}, ${count === 0 ? 'but' : 'and'} ${list}`;
}
