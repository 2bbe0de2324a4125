import type { Entry } from 'yauzl';
import type { TableLimits, TableRow } from './table-file';
import { TableFileProblem } from './table-file-problem';
import { checkUnzippedSizes } from './unzip-bounds';
import { readDateStyles, readRelationships, readSharedStrings, readWorkbook } from './xlsx-parts';
import { sheetRows } from './xlsx-sheet';
import { spoolZip } from './zip-archive';

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELATIONSHIPS = 'xl/_rels/workbook.xml.rels';

const damaged = () =>
  new TableFileProblem(
    'UNREADABLE',
    "The file looks like an Excel workbook but cannot be opened: it may be damaged. Open it in Excel and save it again as 'Excel Workbook (.xlsx)'.",
  );

/**
 * Streams the rows of a workbook's first worksheet, the header first, each cell as the user sees it, skipping
 * rows without a value. The upload is written to a temporary file first: a zip says what its parts unzip to only
 * in its central directory, at its end, and the parts are read in the order the sheet needs them (shared strings
 * and styles before the sheet) whatever the order they were zipped in. Nothing is unzipped before the parts'
 * declared sizes are checked (`checkUnzippedSizes`), nor past them; the sheet is bounded as it is read
 * (`sheetRows`). A workbook holds at most as many cells and as much text as a CSV of IMPORT_MAX_BYTES could.
 */
export async function* readXlsx(
  input: AsyncIterable<Uint8Array>,
  limits: TableLimits,
): AsyncGenerator<TableRow> {
  const zip = await spoolZip(input, damaged);
  try {
    const workbook = zip.entry(WORKBOOK);
    const relationshipsPart = zip.entry(WORKBOOK_RELATIONSHIPS);
    if (!workbook || !relationshipsPart) throw damaged();
    checkUnzippedSizes([workbook, relationshipsPart], limits.maxBytes);
    const { firstSheetRelationship, date1904 } = await readWorkbook(await zip.open(workbook));
    const relationships = await readRelationships(await zip.open(relationshipsPart), WORKBOOK);
    const partOf = (path: string | undefined) => (path === undefined ? undefined : zip.entry(path));
    const sheet = partOf(firstSheetRelationship && relationships.target(firstSheetRelationship));
    if (!sheet) throw new TableFileProblem('UNREADABLE', 'The workbook has no worksheet to import.');
    const sharedStrings = partOf(relationships.ofType('sharedStrings'));
    const styles = partOf(relationships.ofType('styles'));
    const read = [workbook, relationshipsPart, sheet, sharedStrings, styles].filter(
      (part): part is Entry => part !== undefined,
    );
    checkUnzippedSizes(read, limits.maxBytes);

    const maxCells = limits.maxBytes;
    const strings = sharedStrings
      ? await readSharedStrings(await zip.open(sharedStrings), { maxCells, maxChars: limits.maxBytes })
      : [];
    const dateStyles = styles ? await readDateStyles(await zip.open(styles)) : new Set<number>();
    yield* sheetRows(await zip.open(sheet), {
      sharedStrings: strings,
      dateStyles,
      date1904,
      maxCells,
    });
  } catch (error) {
    throw error instanceof TableFileProblem ? error : damaged();
  } finally {
    await zip.close();
  }
}
