import { countText, PrincipalDayTable, type PrincipalDayColumn } from './PrincipalDayTable';
import type { PrincipalDay } from '../../ui/address-usage-summary';

const COLUMNS: readonly PrincipalDayColumn<PrincipalDay>[] = [
  { header: 'Address validations', kind: 'count', cell: (line) => countText(line.validations) },
  { header: 'Retrievals', kind: 'count', cell: (line) => countText(line.retrievals) },
  { header: 'E-mail validations', kind: 'count', cell: (line) => countText(line.emailValidations) },
  { header: 'Phone validations', kind: 'count', cell: (line) => countText(line.phoneValidations) },
  { header: 'Credits', kind: 'total', cell: (line) => countText(line.credits) },
];

/** Each principal's billable calls and credits per day. */
export function UsageTable({ lines }: { lines: readonly PrincipalDay[] }) {
  return <PrincipalDayTable label="Credits per user and day" lines={lines} columns={COLUMNS} />;
}
