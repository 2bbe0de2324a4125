import { lazy } from 'react';
import { CHART_PALETTE } from '../../ui/chart-palette';
import { ChartLoading } from './ChartLoading';
import { shortDay } from './dashboard-figures';

/** The charts library loads after Home's figures, which need none of it: it is most of the page's code. */
const BarChart = lazy(() =>
  import('@mui/x-charts/BarChart').then((module) => ({ default: module.BarChart })),
);

type Amounts = Record<string, string | number>;

interface PeriodBarChartProps<Row extends Amounts, Key extends keyof Row & string> {
  /** One row per day or week, oldest first. */
  rows: readonly Row[];
  /** The row's day, or the Monday of its week. */
  periodKey: keyof Row & string;
  series: readonly { key: Key; label: string }[];
  /** Parts of one whole, such as the kinds of validation, stand on each other. */
  stacked?: boolean;
  /** What a click on a bar opens; the figures beside the chart link to the same lists for keyboard users. */
  onBarClick?: (row: Row, key: Key) => void;
}

/** Amounts per day or week as bars, one colour per series, as wide as the card it stands in. */
export function PeriodBarChart<Row extends Amounts, Key extends keyof Row & string>({
  rows,
  periodKey,
  series,
  stacked = false,
  onBarClick,
}: PeriodBarChartProps<Row, Key>) {
  return (
    <ChartLoading>
      <BarChart
        height={260}
        colors={CHART_PALETTE}
        dataset={[...rows]}
        xAxis={[{ scaleType: 'band', dataKey: periodKey, valueFormatter: shortDay }]}
        yAxis={[{ tickMinStep: 1, width: 40 }]}
        series={series.map(({ key, label }) => ({
          id: key,
          dataKey: key,
          label,
          ...(stacked ? { stack: 'total' } : {}),
        }))}
        onItemClick={
          onBarClick &&
          ((_, item) => {
            const row = rows[item.dataIndex];
            if (row) onBarClick(row, item.seriesId as Key);
          })
        }
      />
    </ChartLoading>
  );
}
