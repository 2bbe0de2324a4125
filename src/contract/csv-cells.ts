/**
 * A CSV cell as exports write it, safe to open in a spreadsheet: text that would run as a formula ("=cmd|…") gets
 * an apostrophe when it starts with =, +, - or @, also behind tabs, spaces or line breaks, which spreadsheets skip
 * before reading a formula; then it is quoted when it holds a comma, quote or line break, inner quotes doubled
 * (RFC 4180).
 */
export function csvCell(value: string): string {
  const inert = /^\s*[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert;
}

/** Lines of cells as CSV, lines ended CRLF as RFC 4180 has them. */
export const csvLines = (rows: readonly (readonly string[])[]): string =>
  rows.map((cells) => `${cells.map(csvCell).join(',')}\r\n`).join('');
