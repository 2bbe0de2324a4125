/** Values kept per column: enough for a steward to recognise what the column holds. */
const PER_COLUMN = 3;
/** Rows read for them: a column blank in its first rows shows none rather than holding up the upload. */
const ROWS_READ = 200;
/** A longer value is cut: a sample names what the column holds, it is not the record. */
const MAX_CHARS = 60;

/**
 * The first distinct non-blank values of each column of a file, gathered as its rows go by, for the mapping step to
 * show beside each column.
 */
export class ColumnSamples {
  private readonly values: Set<string>[];
  private rows = 0;

  constructor(columns: number) {
    this.values = Array.from({ length: columns }, () => new Set<string>());
  }

  add(cells: readonly string[]): void {
    if (this.rows++ >= ROWS_READ) return;
    this.values.forEach((kept, column) => {
      const value = cells[column]?.trim();
      if (!value || kept.size >= PER_COLUMN) return;
      kept.add(value.length > MAX_CHARS ? `${value.slice(0, MAX_CHARS - 1)}…` : value);
    });
  }

  lists(): string[][] {
    return this.values.map((kept) => [...kept]);
  }
}
