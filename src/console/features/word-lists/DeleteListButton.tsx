import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Box, Button, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import type { WordList } from '../../../contract/word-lists';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { wordListKeys } from '../../api/word-lists-queries';
import { deleteWordListMutationOptions } from './word-list-queries';
import { pagePaths } from '../../ui/page-paths';

/** Deletes a custom list once confirmed; a list scenario fields use cannot go, as the service refuses it too. */
export function DeleteListButton({ list }: { list: WordList }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    ...deleteWordListMutationOptions(),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: wordListKeys.detail(list.name) });
      await queryClient.invalidateQueries({ queryKey: wordListKeys.list() });
      await navigate(pagePaths.wordLists());
    },
  });
  const inUse = list.usedBy.length > 0;

  return (
    <Box sx={{ mt: 4 }}>
      <Button
        color="error"
        variant="outlined"
        startIcon={<DeleteIcon />}
        disabled={inUse}
        loading={remove.isPending}
        onClick={() => setConfirming(true)}
      >
        Delete list
      </Button>
      {inUse && (
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          Scenario fields use {list.name}: point them at another list before deleting it.
        </Typography>
      )}
      {remove.isError && (
        <Box sx={{ mt: 2 }}>
          <ApiErrorAlert error={remove.error} />
        </Box>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Delete ${list.name}?`}
        confirmLabel="Delete"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          remove.mutate(list.name);
        }}
      >
        The list and its {list.entries.length} entries are deleted. No scenario field uses it.
      </ConfirmDialog>
    </Box>
  );
}
