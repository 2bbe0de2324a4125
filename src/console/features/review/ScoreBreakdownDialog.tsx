import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Skeleton,
  Stack,
} from '@mui/material';
import type { SObjectRecord } from '../../../contract/records';
import type { SObjectDescribeOutput } from '../../../contract/sobjects';
import { describeQueryOptions } from '../../api/record-types-queries';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { ScenarioBreakdown } from '../../ui/match-breakdown/ScenarioBreakdown';
import { recordName } from '../../ui/record-text';
import { storedRecordSearch } from '../../ui/stored-record-search';
import { breakdownQueryOptions } from './review-queries';

interface ScoreBreakdownDialogProps {
  /** The record searched with its stored values. */
  record: SObjectRecord;
  /** The record whose scores are explained. */
  other: SObjectRecord;
  /** The scenarios that scored the pair; the record type's search scenarios when undefined. */
  scenarioIds: string[] | undefined;
  onClose: () => void;
}

const Loading = ({ label }: { label: string }) => (
  <Box role="status" aria-label={label}>
    <Skeleton variant="text" width="40%" />
    <Skeleton variant="rectangular" height={160} />
  </Box>
);

/**
 * Why two records scored as they did, field by field: a search of the first with its stored values, decided pairs
 * included, and the explanation of the second among its matches.
 */
export function ScoreBreakdownDialog({ record, other, scenarioIds, onClose }: ScoreBreakdownDialogProps) {
  const describe = useQuery(describeQueryOptions(record.attributes.type));
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth scroll="paper">
      <DialogTitle>Score breakdown</DialogTitle>
      {/* Focusable, so that keyboard users can scroll the breakdown, which holds nothing else to focus. */}
      <DialogContent dividers tabIndex={0} sx={{ overflowX: 'auto' }}>
        <DialogContentText sx={{ mb: 2 }}>
          How a search of {recordName(record)} ({record.Id}) with its stored values scores {recordName(other)}{' '}
          ({other.Id}) now, scenario by scenario.
        </DialogContentText>
        {describe.isPending ? (
          <Loading label="Loading the fields" />
        ) : describe.isError ? (
          <ApiErrorAlert error={describe.error} onRetry={() => void describe.refetch()} />
        ) : (
          <ExplainedMatch record={record} other={other} scenarioIds={scenarioIds} describe={describe.data} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function ExplainedMatch({
  record,
  other,
  scenarioIds,
  describe,
}: Omit<ScoreBreakdownDialogProps, 'onClose'> & { describe: SObjectDescribeOutput }) {
  const input = storedRecordSearch(record, describe, { scenarioIds, includeDecided: true });
  const explained = useQuery(breakdownQueryOptions(input));
  const labels = useMemo(
    () => new Map(describe.fields.map((field) => [field.name, field.label])),
    [describe.fields],
  );
  if (explained.isPending) return <Loading label="Loading the score breakdown" />;
  if (explained.isError) {
    return <ApiErrorAlert error={explained.error} onRetry={() => void explained.refetch()} />;
  }
  const match = explained.data.find((result) => result.objectData.Id === other.Id);
  if (!match) {
    return (
      <Alert severity="info">
        {recordName(other)} ({other.Id}) is not among the matches a search of {recordName(record)} finds now,
        so there is no breakdown to show. Their values may have changed since they were found together.
      </Alert>
    );
  }
  return (
    <Stack spacing={1.5}>
      {match.explanation.map((explanation) => (
        <ScenarioBreakdown
          key={explanation.scenarioId}
          explanation={explanation}
          labels={labels}
          recordName={recordName(other)}
        />
      ))}
    </Stack>
  );
}
