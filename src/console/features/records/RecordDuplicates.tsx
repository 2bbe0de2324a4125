import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import {
  Alert,
  Box,
  Button,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { SObjectRecord } from '../../../contract/records';
import type { SObjectDescribeOutput } from '../../../contract/sobjects';
import { notDuplicateMutationOptions } from '../../api/not-duplicate-queries';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { mergePath } from '../../ui/merge-paths';
import { recordName } from '../../ui/record-text';
import { ScoreBar } from '../../ui/ScoreBar';
import { storedRecordSearch } from '../../ui/stored-record-search';
import { duplicateKeys, recordDuplicatesQueryOptions } from './duplicate-queries';
import { pagePaths } from '../../ui/page-paths';

interface RecordDuplicatesProps {
  record: SObjectRecord;
  describe: SObjectDescribeOutput;
  typeLabel: string;
}

/**
 * "Find duplicates of this record": the record's own values searched with the type's scenarios, its matches with
 * their scores, each one click from its page, from merging it with this record, or from a not-a-duplicate decision that
 * keeps it out of the next search.
 */
export function RecordDuplicates({ record, describe, typeLabel }: RecordDuplicatesProps) {
  const [asked, setAsked] = useState(false);
  const queryClient = useQueryClient();
  const input = storedRecordSearch(record, describe);
  const matches = useQuery({ ...recordDuplicatesQueryOptions(input), enabled: asked });
  const decide = useMutation({
    ...notDuplicateMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: duplicateKeys.of(record.Id!) }),
  });
  const subject = recordName(record);

  return (
    <Stack spacing={2}>
      <Box>
        <Button
          variant="outlined"
          loading={matches.isFetching}
          onClick={() => (asked ? void matches.refetch() : setAsked(true))}
        >
          {asked ? 'Search again' : 'Find duplicates of this record'}
        </Button>
      </Box>
      <div role="status" className="visually-hidden">
        {matches.isFetching
          ? 'Searching for duplicates…'
          : matches.data
            ? `${matches.data.length} possible ${matches.data.length === 1 ? 'duplicate' : 'duplicates'} found`
            : ''}
      </div>
      {matches.isError && <ApiErrorAlert error={matches.error} onRetry={() => void matches.refetch()} />}
      {decide.isError && <ApiErrorAlert error={decide.error} />}
      {matches.data?.length === 0 && (
        <Alert severity="success">
          No other {typeLabel} reaches a scenario’s threshold with this record’s values, leaving out those
          decided not to be its duplicates.
        </Alert>
      )}
      {matches.data && matches.data.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label={`Possible duplicates of ${subject}`}>
            <TableHead>
              <TableRow>
                <TableCell>Record</TableCell>
                <TableCell sx={{ minWidth: 160 }}>Score</TableCell>
                <TableCell>Scenarios</TableCell>
                <TableCell>
                  <span className="visually-hidden">Actions</span>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {matches.data.map((match) => {
                const id = match.objectData.Id!;
                const name = recordName(match.objectData);
                return (
                  <TableRow key={id}>
                    <TableCell>
                      <Link component={RouterLink} to={pagePaths.record(describe.name, id)}>
                        {name}
                      </Link>
                      <Typography variant="body2" sx={{ color: 'text.secondary', fontFamily: 'monospace' }}>
                        {id}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <ScoreBar value={match.score} label={`Score of ${name}`} />
                    </TableCell>
                    <TableCell>
                      {match.scenarioScores
                        .map((scenario) => `${scenario.scenarioName} ${scenario.scenarioScore}`)
                        .join(' · ')}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Button
                        size="small"
                        component={RouterLink}
                        to={mergePath(describe.name, [record.Id!, id])}
                        aria-label={`Merge ${name} with ${subject}`}
                      >
                        Merge
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        loading={decide.isPending && decide.variables.recordIds.includes(id)}
                        onClick={() =>
                          decide.mutate({ objectType: describe.name, recordIds: [record.Id!, id] })
                        }
                        aria-label={`${name} is not a duplicate of ${subject}`}
                      >
                        Not a duplicate
                      </Button>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
