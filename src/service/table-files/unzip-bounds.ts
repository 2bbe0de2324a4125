import type { Entry } from 'yauzl';
import { sizeInWords, TableFileProblem } from './table-file-problem';

/**
 * How much more than IMPORT_MAX_BYTES the parts of a workbook an import reads may unzip to: a sheet's XML is 4 to
 * 4.5 times the CSV of the same cells for an export of leads (bench:import:limits), so five times admits any
 * workbook whose cells a CSV within the limit would hold.
 */
export const UNZIP_FACTOR = 5;

/**
 * Deflate packs a spreadsheet's XML 5 to 20 times; a part packed more than 100 times tighter is a zip bomb (Apache
 * POI refuses the same ratio). Parts that unzip to less than the grace may be packed as tight as they come.
 */
const MAX_PACKING = 100;
const PACKING_GRACE = 1024 * 1024;

/**
 * Refuses, from what the zip's central directory declares and before anything is unzipped, `parts` that together
 * unzip to more than UNZIP_FACTOR × `maxBytes` or any of which is packed like a zip bomb. The unzipping itself
 * stops at each entry's declared size (ZipArchive.open), so the declaration bounds the work.
 */
export function checkUnzippedSizes(parts: readonly Entry[], maxBytes: number): void {
  for (const part of parts) {
    if (part.uncompressedSize > PACKING_GRACE && part.uncompressedSize > MAX_PACKING * part.compressedSize) {
      throw new TableFileProblem(
        'UNZIPS_TOO_LARGE',
        `The workbook's part ${part.fileName} unzips to ${sizeInWords(part.uncompressedSize)} from ` +
          `${sizeInWords(part.compressedSize)}, packed more than ${MAX_PACKING} times tighter than any spreadsheet ` +
          'is: it is not a workbook a spreadsheet program saved.',
      );
    }
  }
  const unzipped = parts.reduce((total, part) => total + part.uncompressedSize, 0);
  const most = UNZIP_FACTOR * maxBytes;
  if (unzipped > most) {
    throw new TableFileProblem(
      'UNZIPS_TOO_LARGE',
      `The workbook unzips to ${sizeInWords(unzipped)}, more than the ${sizeInWords(most)} one import reads of a ` +
        `workbook (${UNZIP_FACTOR} × IMPORT_MAX_BYTES): save it as CSV, or split it.`,
    );
  }
}
