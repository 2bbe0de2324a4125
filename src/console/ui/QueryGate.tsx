import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { ApiErrorAlert } from './ApiErrorAlert';

/** What the gate reads of a query; TanStack's query and infinite query results both have it. */
export interface GatedQuery<Data> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: Data | undefined;
  refetch: () => unknown;
}

interface QueryGateProps<Data extends readonly unknown[]> {
  queries: readonly [...{ [Index in keyof Data]: GatedQuery<Data[Index]> }];
  /** Says what is loading to a screen reader, which cannot see the placeholder. */
  loadingLabel: string;
  /** Shapes standing in for the content while it loads, so the page does not jump when it comes. */
  placeholder: ReactNode;
  /** The content, given every query's data once all have answered. */
  children: (data: NoInfer<Data>) => ReactNode;
}

/**
 * The content of one or more queries once all have answered; until then a placeholder, and if one failed, its
 * error with a retry of that query (the first failed one, as one alert says enough).
 */
export function QueryGate<Data extends readonly unknown[]>({
  queries,
  loadingLabel,
  placeholder,
  children,
}: QueryGateProps<Data>) {
  if (queries.some((query) => query.isPending)) {
    return (
      <Box role="status" aria-label={loadingLabel}>
        {placeholder}
      </Box>
    );
  }
  const failed = queries.find((query) => query.isError);
  if (failed) return <ApiErrorAlert error={failed.error} onRetry={() => void failed.refetch()} />;
  return children(queries.map((query) => query.data) as unknown as Data);
}
