import { Box, LinearProgress, Typography } from '@mui/material';

interface ScoreBarProps {
  /** 0–100. */
  value: number;
  /** Accessible name of the bar, e.g. "Lead Default score". */
  label: string;
  /** Accessible value, e.g. "96 of 100, reached threshold 75"; defaults to "96 of 100". */
  valueText?: string;
  /** Marked on the bar as a tick when given. */
  threshold?: number;
  /** A score below its threshold is drawn in grey. */
  dimmed?: boolean;
}

/**
 * A 0–100 score as a bar with its number; the threshold, when given, is a tick on the bar. The number is visible, the
 * bar carries the same value (and the threshold) for screen readers.
 */
export function ScoreBar({ value, label, valueText, threshold, dimmed = false }: ScoreBarProps) {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 120 }}>
      <Box sx={{ position: 'relative', flexGrow: 1, py: 0.5 }}>
        <LinearProgress
          variant="determinate"
          value={clamped}
          color={dimmed ? 'inherit' : 'primary'}
          aria-label={label}
          aria-valuetext={valueText ?? `${value} of 100`}
          sx={{ height: 8, borderRadius: 1, color: dimmed ? 'grey.500' : undefined }}
        />
        {threshold !== undefined && (
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              top: 0,
              bottom: 0,
              left: `calc(${Math.max(0, Math.min(100, threshold))}% - 1px)`,
              width: 2,
              bgcolor: 'text.primary',
            }}
          />
        )}
      </Box>
      <Typography
        component="span"
        variant="body2"
        aria-hidden
        sx={{ minWidth: '3ch', textAlign: 'right', fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}
      >
        {value}
      </Typography>
    </Box>
  );
}
