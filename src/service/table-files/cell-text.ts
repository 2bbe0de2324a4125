/** A number as a spreadsheet shows it: at most 15 significant digits, so stored binary noise (0.1+0.2) goes. */
export function numberText(value: number): string {
  return String(Number(value.toPrecision(15)));
}

/** A date as an ISO day when it has no time of day (Excel stores dates as UTC midnights), else in full. */
export function dateText(value: Date): string {
  const iso = value.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
}

/** Days from Excel's day 0 (1899-12-30, or 1904-01-01 in a 1904 workbook) to 1970-01-01. */
const UNIX_EPOCH_DAY = 25569;
const DAYS_FROM_1900_TO_1904 = 1462;
const DAY_MS = 24 * 3600 * 1000;

/** The moment an Excel date serial stands for: days since the workbook's day 0, the fraction the time of day. */
export function excelDate(serial: number, date1904: boolean): Date {
  const days = serial - UNIX_EPOCH_DAY + (date1904 ? DAYS_FROM_1900_TO_1904 : 0);
  return new Date(Math.round(days * DAY_MS));
}

/**
 * Excel's built-in number formats that show dates and times: 14–22 and 45–47 everywhere, 27–36 and 50–58 in East
 * Asian editions (ECMA-376 part 1, 18.8.30). A workbook names them by id alone.
 */
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54,
  55, 56, 57, 58,
]);

export const isBuiltInDateFormat = (id: number) => BUILT_IN_DATE_FORMATS.has(id);

/**
 * Whether a custom number format shows a date or time: it has a day, month, year, hour or second code outside
 * quoted text and [brackets] (colours, conditions, elapsed-time units).
 */
export function isDateFormatCode(code: string): boolean {
  return /[ymdhsb]/i.test(
    code
      .replace(/\[[^\]]*]/g, '')
      .replace(/"[^"]*"/g, '')
      .replace(/\\./g, ''),
  );
}
