import { formatDate, formatDateTime } from './format-date-time';

/** An ISO time or date as people read it, with the ISO value kept for machines in `<time dateTime>`. */
export function DateTimeText({ iso, dateOnly = false }: { iso: string; dateOnly?: boolean }) {
  return <time dateTime={iso}>{dateOnly ? formatDate(iso) : formatDateTime(iso)}</time>;
}
