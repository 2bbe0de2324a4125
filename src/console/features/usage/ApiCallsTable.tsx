import { countText, PrincipalDayTable, type PrincipalDayColumn } from './PrincipalDayTable';
import type { ApiCallDay } from './usage-report';

const COLUMNS: readonly PrincipalDayColumn<ApiCallDay>[] = [
  { header: 'Calls', kind: 'total', cell: (line) => countText(line.calls) },
  {
    header: 'Called most',
    cell: (line) => line.busiestOperation,
    sx: { fontFamily: 'monospace', wordBreak: 'break-all' },
  },
];

/** Each principal's API calls per day, with the operation they called most. */
export function ApiCallsTable({ lines }: { lines: readonly ApiCallDay[] }) {
  return <PrincipalDayTable label="API calls per user and day" lines={lines} columns={COLUMNS} />;
}
