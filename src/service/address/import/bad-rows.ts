export interface BadRow {
  /** 1-based line of the file, the header being line 1. */
  line: number;
  problem: string;
}

/** How many bad rows a report lists one by one; the rest are only counted. */
export const LISTED_BAD_ROWS = 20;

/** A problem without the values it quotes: 'house number "2,4" is not a house number' → 'house number "…" is …'. */
export const problemKind = (problem: string) =>
  problem.replace(/"[^"]*"/g, '"…"').replace(/(?<![\p{L}\p{N}])-?\d+(?:\.\d+)?(?![\p{L}\p{N}])/gu, '…');

/** The bad rows of one file: counted per kind of problem, the first few kept with their line. */
export class BadRows {
  total = 0;
  readonly byKind = new Map<string, number>();
  readonly listed: BadRow[] = [];

  add(line: number, problem: string): void {
    this.total++;
    const kind = problemKind(problem);
    this.byKind.set(kind, (this.byKind.get(kind) ?? 0) + 1);
    if (this.listed.length < LISTED_BAD_ROWS) this.listed.push({ line, problem });
  }
}
