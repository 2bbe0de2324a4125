import { Suspense, type ReactNode } from 'react';
import { Skeleton } from '@mui/material';

/** A chart's place while the charts library loads: as tall as the chart, so nothing below it moves. */
export function ChartLoading({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<Skeleton variant="rectangular" height={260} aria-label="Loading the chart" />}>
      {children}
    </Suspense>
  );
}
