import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Box, Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import type { AdminRecordType } from '../../../contract/record-type-admin';
import { recordTypeKeys } from '../../api/record-types-queries';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { deleteRecordTypeMutationOptions, recordTypeAdminKeys } from './record-type-queries';
import { pagePaths } from '../../ui/page-paths';

/** What the list of record types says after a type was deleted. */
export interface DeletedRecordTypeState {
  deletedLabel: string;
}

/**
 * Deletes a record type after asking. The service refuses while anything refers to it (records, scenarios,
 * filters, mappings, lookups) and says what: that is shown beneath.
 */
export function DeleteRecordTypeButton({ type }: { type: AdminRecordType }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const remove = useMutation({
    ...deleteRecordTypeMutationOptions(),
    onSuccess: async () => {
      await navigate(pagePaths.recordTypes(), {
        state: { deletedLabel: type.label } satisfies DeletedRecordTypeState,
      });
      queryClient.removeQueries({ queryKey: recordTypeAdminKeys.all });
      await queryClient.invalidateQueries({ queryKey: recordTypeKeys.all });
    },
  });
  return (
    <>
      <Button type="button" color="error" startIcon={<DeleteIcon />} onClick={() => setAsking(true)}>
        Delete record type
      </Button>
      <ConfirmDialog
        open={asking}
        title={`Delete ${type.label}?`}
        confirmLabel="Delete"
        onConfirm={() => {
          setAsking(false);
          remove.mutate(type.name);
        }}
        onCancel={() => setAsking(false)}
      >
        The record type {type.name} and its fields are deleted. Only a type no record, scenario, filter,
        mapping or lookup refers to can be.
      </ConfirmDialog>
      {remove.isError && (
        <Box sx={{ flexBasis: '100%', order: 1 }}>
          <ApiErrorAlert error={remove.error} />
        </Box>
      )}
    </>
  );
}
