import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';

/** Labelled entity-resolution data, read in place (never copied into the repository). */
const ER_DATA = path.resolve(import.meta.dirname, '../../../shared/data/er');

/** A CSV of ../shared/data/er by its path there, one object a row by the header's column names. */
export function readCsv(file: string): Record<string, string>[] {
  return parse(fs.readFileSync(path.join(ER_DATA, file), 'utf8'), {
    columns: true,
    trim: true,
    skip_empty_lines: true,
  }) as Record<string, string>[];
}
