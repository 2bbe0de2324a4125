import { Box, Stack, Typography } from '@mui/material';
import { CHART_PALETTE } from '../../ui/chart-palette';
import { DateTimeText } from '../../ui/DateTimeText';
import { barPercent, type BarDay } from './usage-report';

interface DailyBarsChartProps {
  title: string;
  /** What is counted, in the plural: "credits", "calls". */
  unit: string;
  days: readonly BarDay[];
  /** Each principal's amount over the period, in the order the legend and the bars' parts follow. */
  totals: readonly { principal: string; amount: number }[];
}

/**
 * An amount per day as horizontal bars, each split by user or client, with the day and its total written beside
 * it; the legend gives each principal's colour and total. The table below holds the same numbers for reading.
 */
export function DailyBarsChart({ title, unit, days, totals }: DailyBarsChartProps) {
  const colourOf = new Map(
    totals.map((total, index) => [total.principal, CHART_PALETTE[index % CHART_PALETTE.length]!]),
  );
  const widest = Math.max(...days.map((day) => day.amount));
  return (
    <Box component="figure" sx={{ m: 0, mb: 4 }}>
      <Typography component="figcaption" variant="h6" gutterBottom>
        {title}
      </Typography>
      <Stack
        direction="row"
        component="ul"
        aria-label="Legend"
        sx={{ listStyle: 'none', p: 0, m: 0, mb: 2, gap: 2, flexWrap: 'wrap' }}
      >
        {totals.map((total) => (
          <Box component="li" key={total.principal} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box sx={{ width: 14, height: 14, bgcolor: colourOf.get(total.principal) }} />
            {total.principal}: {total.amount.toLocaleString('en')} {unit}
          </Box>
        ))}
      </Stack>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {days.map((day) => (
          <Box
            component="li"
            key={day.day}
            sx={{
              display: 'grid',
              gridTemplateColumns: '7.5rem 1fr 5rem',
              alignItems: 'center',
              gap: 1,
              mb: 0.5,
            }}
          >
            <Typography variant="body2">
              <DateTimeText iso={day.day} dateOnly />
            </Typography>
            <Box
              sx={{ display: 'flex', height: 18, width: `${barPercent(day.amount, widest)}%`, minWidth: 2 }}
            >
              {day.shares.map((share) => (
                <Box
                  key={share.principal}
                  title={`${share.principal}: ${share.amount} ${unit}`}
                  sx={{ flexGrow: share.amount, bgcolor: colourOf.get(share.principal) }}
                />
              ))}
            </Box>
            <Typography variant="body2" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
              {day.amount.toLocaleString('en')}
              <span className="visually-hidden"> {unit}</span>
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
