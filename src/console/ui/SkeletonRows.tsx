import { Skeleton } from '@mui/material';

/** Rows standing in for inputs or table lines that are still loading. */
export function SkeletonRows({ count, height }: { count: number; height: number }) {
  return Array.from({ length: count }, (_, row) => (
    <Skeleton key={row} variant="rectangular" height={height} sx={{ mb: 1 }} />
  ));
}
