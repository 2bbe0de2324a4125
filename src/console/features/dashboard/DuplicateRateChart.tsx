import { lazy } from 'react';
import type { DuplicateRatePoint } from '../../../contract/dashboard';
import { CHART_PALETTE } from '../../ui/chart-palette';
import { ChartFigure } from './ChartFigure';
import { ChartLoading } from './ChartLoading';
import { formatDateTime } from '../../ui/format-date-time';
import {
  percentText,
  rateSeries,
  rateSummary,
  shortDay,
  spansDays,
  type TypeLabel,
} from './dashboard-figures';
import { DashboardCard } from './DashboardCard';
import { StartJobHint } from './StartJobHint';

const TITLE = 'Duplicate rate per job';

/** The charts library loads after Home's figures, which need none of it (PeriodBarChart likewise). */
const LineChart = lazy(() =>
  import('@mui/x-charts/LineChart').then((module) => ({ default: module.LineChart })),
);

interface DuplicateRateChartProps {
  points: readonly DuplicateRatePoint[];
  labelOf: TypeLabel;
  /** What to say when no job finished in the period. */
  emptyLead: string;
}

/** Whether duplicates are falling: each finished job's share of records in groups, a line per record type. */
export function DuplicateRateChart({ points, labelOf, emptyLead }: DuplicateRateChartProps) {
  if (points.length === 0)
    return (
      <DashboardCard title={TITLE}>
        <StartJobHint lead={emptyLead} />
      </DashboardCard>
    );
  const { times, series } = rateSeries(points);
  const inDays = spansDays(times);
  return (
    <DashboardCard title={TITLE}>
      <ChartFigure caption={rateSummary(points, labelOf)}>
        <ChartLoading>
          <LineChart
            height={260}
            colors={CHART_PALETTE}
            xAxis={[
              {
                scaleType: 'time',
                data: times,
                // Jobs of one day, as right after a first run, are told apart by the library's times of day.
                valueFormatter: (time: Date, context) =>
                  context.location !== 'tick'
                    ? formatDateTime(time.toISOString())
                    : inDays
                      ? shortDay(time.toISOString().slice(0, 10))
                      : context.defaultTickLabel,
              },
            ]}
            yAxis={[{ min: 0, valueFormatter: percentText, width: 56 }]}
            series={series.map(({ objectType, rates }) => ({
              id: objectType,
              label: labelOf(objectType),
              data: rates,
              connectNulls: true,
              showMark: true,
              valueFormatter: (rate: number | null) => (rate === null ? null : percentText(rate)),
            }))}
          />
        </ChartLoading>
      </ChartFigure>
    </DashboardCard>
  );
}
