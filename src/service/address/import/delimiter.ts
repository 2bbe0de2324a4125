import { ImportSetupError } from './import-setup-error';

const CANDIDATES = [',', ';', '\t'] as const;

/**
 * The field delimiter of a file, read from its header line: whichever of comma, semicolon and tab occurs most
 * often outside quotes (header names rarely contain any of them); a comma when none occurs.
 */
export function detectDelimiter(headerLine: string): string {
  const counts = new Map<string, number>(CANDIDATES.map((candidate) => [candidate, 0]));
  let quoted = false;
  for (const character of headerLine) {
    if (character === '"') quoted = !quoted;
    else if (!quoted && counts.has(character)) counts.set(character, counts.get(character)! + 1);
  }
  let best: string = ',';
  for (const candidate of CANDIDATES) if (counts.get(candidate)! > counts.get(best)!) best = candidate;
  return best;
}

/** `--delimiter`: one character, or `tab` / `\t` for a tab. */
export function delimiterOption(value: string): string {
  if (value === 'tab' || value === '\\t') return '\t';
  if ([...value].length !== 1 || value === '"' || value === '\n' || value === '\r') {
    throw new ImportSetupError(
      `--delimiter ${JSON.stringify(value)}: give one character other than a quote or line break, or "tab"`,
    );
  }
  return value;
}
