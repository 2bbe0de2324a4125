import { zipFile } from './zip-file';

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** The parts of a one-sheet workbook around its sheet, as Excel names and links them. */
const FRAME = [
  {
    name: '[Content_Types].xml',
    content:
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '</Types>',
  },
  {
    name: '_rels/.rels',
    content:
      `${XML}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
      `<Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  },
  {
    name: 'xl/workbook.xml',
    content:
      `${XML}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">` +
      '<sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
  },
  {
    name: 'xl/_rels/workbook.xml.rels',
    content:
      `${XML}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
      `<Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
  },
];

/** A worksheet's XML around its rows, read piece by piece: `rows` may expand to far more than memory holds. */
function* sheetXml(rows: Iterable<string>, dimension?: string): Generator<string> {
  yield `${XML}<worksheet xmlns="${MAIN}">`;
  if (dimension !== undefined) yield `<dimension ref="${dimension}"/>`;
  yield '<sheetData>';
  yield* rows;
  yield '</sheetData></worksheet>';
}

/**
 * An XLSX workbook with one sheet of `rows` (the XML of its `<row>` elements), deflated as Excel deflates it: the
 * zip is small when the rows repeat themselves, however large they expand to. `dimension` is the used range the
 * sheet declares; `declaredSheetSize` a sheet size the zip's headers claim instead of the true one.
 */
export function workbookFile({
  rows,
  dimension,
  declaredSheetSize,
}: {
  rows: Iterable<string>;
  dimension?: string;
  declaredSheetSize?: number;
}): Promise<Buffer> {
  return zipFile([
    ...FRAME,
    {
      name: 'xl/worksheets/sheet1.xml',
      content: sheetXml(rows, dimension),
      ...(declaredSheetSize === undefined ? {} : { declaredSize: declaredSheetSize }),
    },
  ]);
}

/** Repeats `piece` `count` times, a megabyte of it at a time. */
function* repeated(piece: string, count: number): Generator<string> {
  const perChunk = Math.max(1, Math.floor((1024 * 1024) / piece.length));
  const chunk = piece.repeat(perChunk);
  for (let left = count; left > 0; left -= perChunk) yield left >= perChunk ? chunk : piece.repeat(left);
}

/** A zip bomb: one sheet whose only cell, under a header, holds `cellChars` characters. */
export const singleCellBomb = (cellChars: number, declaredSheetSize?: number) =>
  workbookFile({
    rows: [
      '<row r="1"><c r="A1" t="inlineStr"><is><t>LastName</t></is></c></row>',
      '<row r="2"><c r="A2" t="inlineStr"><is><t>',
      ...repeated('a', cellChars),
      '</t></is></c></row>',
    ],
    dimension: 'A1:A2',
    ...(declaredSheetSize === undefined ? {} : { declaredSheetSize }),
  });

/** A zip bomb of rows: a header, then `rows` rows of one empty cell, which no count of records sees. */
export const manyRowsBomb = (rows: number) =>
  workbookFile({
    rows: [
      '<row r="1"><c r="A1" t="inlineStr"><is><t>LastName</t></is></c></row>',
      ...repeated('<row><c/></row>', rows),
    ],
  });
