const FORMAT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
// A date field holds a calendar day, not an instant: read in UTC, it shows the same day in every time zone.
const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** An ISO time as people read it ("22 Nov 2026, 07:25"); the text itself when it is no time. */
export function formatDateTime(iso: string): string {
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? iso : FORMAT.format(time);
}

/** An ISO date as people read it ("5 Mar 2024"); the text itself when it is no date. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_FORMAT.format(date);
}
