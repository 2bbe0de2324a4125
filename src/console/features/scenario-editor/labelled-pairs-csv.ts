import type { LabelledPairInput } from '../../../contract/scenario-preview';
import { MAX_PREVIEW_PAIRS } from '../../../contract/scenario-preview';
import { parseRecordId } from '../../../contract/record-id';

export interface CsvLineProblem {
  /** 1-based, as an editor numbers the file's lines. */
  line: number;
  message: string;
}

export interface ParsedLabelledPairs {
  pairs: LabelledPairInput[];
  problems: CsvLineProblem[];
}

const DUPLICATE_WORDS: Record<string, boolean> = { true: true, '1': true, false: false, '0': false };

const cellsOf = (line: string) => line.split(/[,;\t]/).map((cell) => cell.trim().replace(/^"(.*)"$/, '$1'));

/**
 * Pairs an admin labelled, from CSV with the columns firstId, secondId, duplicate (true/false or 1/0); a header
 * line naming them is optional. Each line that cannot be read is named with why, and left out.
 */
export function parseLabelledPairsCsv(text: string): ParsedLabelledPairs {
  const pairs: LabelledPairInput[] = [];
  const problems: CsvLineProblem[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    const cells = cellsOf(raw);
    if (index === 0 && cells[0]?.toLowerCase() === 'firstid') return;
    if (cells.length !== 3) {
      problems.push({
        line,
        message: `Expected 3 columns (firstId,secondId,duplicate), found ${cells.length}.`,
      });
      return;
    }
    const [firstId, secondId, label] = cells as [string, string, string];
    const badId = [firstId, secondId].find((id) => parseRecordId(id) === null);
    const duplicate = DUPLICATE_WORDS[label.toLowerCase()];
    if (badId !== undefined) {
      problems.push({ line, message: `'${badId}' is not a record id of 15 or 18 letters and digits.` });
    } else if (duplicate === undefined) {
      problems.push({ line, message: `'${label}' is not true, false, 1 or 0.` });
    } else if (pairs.length === MAX_PREVIEW_PAIRS) {
      problems.push({ line, message: `Only the first ${MAX_PREVIEW_PAIRS} pairs are previewed.` });
    } else {
      pairs.push({ firstId, secondId, duplicate });
    }
  });
  return { pairs, problems };
}
