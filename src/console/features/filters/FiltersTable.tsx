import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import {
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { Filter } from '../../../contract/filters';
import type { SObjectDescribeOutput } from '../../../contract/sobjects';
import { filterKeys } from '../../api/filters-queries';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { summariseFilter } from '../../ui/filter-summary';
import { deleteFilterMutationOptions } from './filter-admin-queries';
import { pagePaths } from '../../ui/page-paths';

interface FiltersTableProps {
  filters: readonly Filter[];
  describe: SObjectDescribeOutput;
}

/** A record type's filters with what each keeps, to edit, or delete once confirmed. */
export function FiltersTable({ filters, describe }: FiltersTableProps) {
  const queryClient = useQueryClient();
  const labels = useMemo(
    () => new Map(describe.fields.map((field) => [field.name, field.label])),
    [describe],
  );
  const remove = useMutation({
    ...deleteFilterMutationOptions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: filterKeys.all }),
  });
  const [deleting, setDeleting] = useState<Filter | undefined>();

  if (filters.length === 0) return <Typography>{describe.label} has no filters yet.</Typography>;
  return (
    <>
      {remove.isError && <ApiErrorAlert error={remove.error} />}
      <TableContainer>
        <Table size="small" aria-label={`${describe.label} filters`}>
          <TableHead>
            <TableRow>
              <TableCell>Label</TableCell>
              <TableCell>Developer name</TableCell>
              <TableCell>Keeps records whose</TableCell>
              <TableCell>Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {filters.map((filter) => (
              <TableRow key={filter.developerName} sx={{ verticalAlign: 'top' }}>
                <TableCell component="th" scope="row">
                  {filter.label}
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{filter.developerName}</TableCell>
                <TableCell>{summariseFilter(filter, labels)}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1}>
                    <Button
                      size="small"
                      component={RouterLink}
                      to={pagePaths.filter(filter.recordType, filter.developerName)}
                      aria-label={`Edit ${filter.label}`}
                    >
                      Edit
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      loading={remove.isPending && remove.variables.developerName === filter.developerName}
                      onClick={() => setDeleting(filter)}
                      aria-label={`Delete ${filter.label}`}
                    >
                      Delete
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ConfirmDialog
        open={deleting !== undefined}
        title={`Delete the filter ${deleting?.label ?? ''}?`}
        confirmLabel="Delete"
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting);
          setDeleting(undefined);
        }}
      >
        Searches and integrations that name {deleting?.developerName} are refused from then on.
      </ConfirmDialog>
    </>
  );
}
