import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import {
  Alert,
  Box,
  Button,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import type { WordList } from '../../../contract/word-lists';
import { FormTextField } from '../../ui/FormTextField';
import { SaveFailureAlert } from '../../ui/SaveFailureAlert';
import { mapServerErrors, showServerFieldErrors } from '../../ui/server-field-errors';
import { entriesOnPage, pageOfEntry } from './entry-pages';
import { EntriesPagination } from './EntriesPagination';
import {
  entryIndexOf,
  entryPathOf,
  entryProblem,
  entryRowsOf,
  KIND_LABELS,
  toWordListInput,
  withEntryNumbers,
  type EntriesFormValues,
} from './word-list-entries';
import { wordListKeys } from '../../api/word-lists-queries';
import { saveWordListMutationOptions } from './word-list-queries';

const ENTRY_HINTS = {
  FREQUENT: undefined,
  SYNONYM: 'Words that mean the same, separated by commas',
} as const;

/**
 * The entries of a custom list as rows to change, add and remove, saved together. A refusal is shown at the rows
 * concerned, turning to the page of the first.
 */
export function EntriesEditor({ list }: { list: WordList }) {
  const queryClient = useQueryClient();
  const { control, handleSubmit, reset, setError, setFocus, formState } = useForm<EntriesFormValues>({
    defaultValues: { entries: entryRowsOf(list) },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'entries' });
  const [page, setPage] = useState(0);
  // A refused row on another page can take the focus only once that page is shown.
  const focusOnTurn = useRef<FieldPath<EntriesFormValues> | undefined>(undefined);
  useEffect(() => {
    if (focusOnTurn.current === undefined) return;
    setFocus(focusOnTurn.current);
    focusOnTurn.current = undefined;
  }, [page, setFocus]);

  const save = useMutation({
    ...saveWordListMutationOptions(),
    onSuccess: (stored) => {
      reset({ entries: entryRowsOf(stored) });
      queryClient.setQueryData(wordListKeys.detail(stored.name), stored);
      return queryClient.invalidateQueries({ queryKey: wordListKeys.list() });
    },
    onError: (error) => {
      const refused = (mapServerErrors<EntriesFormValues>(error, entryPathOf)?.fields ?? []).map((field) => ({
        ...field,
        message: withEntryNumbers(field.message),
      }));
      const firstIndex = refused[0] && entryIndexOf(refused[0].path);
      if (firstIndex !== undefined && pageOfEntry(firstIndex) !== page) {
        focusOnTurn.current = refused[0]!.path;
        setPage(pageOfEntry(firstIndex));
      }
      showServerFieldErrors(setError, refused);
    },
  });

  const saved = save.isSuccess && !formState.isDirty;
  const addEntry = () => {
    setPage(pageOfEntry(fields.length));
    append({ text: '' });
  };
  const removeEntry = (index: number) => {
    remove(index);
    setPage(Math.min(page, pageOfEntry(Math.max(0, fields.length - 2))));
  };
  const discard = () => {
    reset();
    setPage(0);
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={`Edit ${list.name}`}
      onSubmit={(event) =>
        void handleSubmit((values) =>
          save.mutate({ name: list.name, input: toWordListInput(list.kind, values.entries) }),
        )(event)
      }
    >
      <TableContainer>
        <Table size="small" aria-label={`Entries of ${list.name}`}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 80 }}>#</TableCell>
              <TableCell>{KIND_LABELS[list.kind]}</TableCell>
              <TableCell sx={{ width: 80 }}>
                <span className="visually-hidden">Actions</span>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entriesOnPage(page, fields.length).map((index) => (
              <TableRow key={fields[index]!.id} sx={{ verticalAlign: 'top' }}>
                <TableCell sx={{ pt: 2 }}>{index + 1}</TableCell>
                <TableCell>
                  <FormTextField
                    control={control}
                    name={`entries.${index}.text`}
                    rules={{ validate: (text) => entryProblem(list.kind, text) }}
                    hint={ENTRY_HINTS[list.kind]}
                    size="small"
                    slotProps={{ htmlInput: { 'aria-label': `Entry ${index + 1}` } }}
                  />
                </TableCell>
                <TableCell>
                  <IconButton aria-label={`Remove entry ${index + 1}`} onClick={() => removeEntry(index)}>
                    <DeleteIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <EntriesPagination count={fields.length} page={page} onPageChange={setPage} />
      <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
        <Button type="button" startIcon={<AddIcon />} onClick={addEntry}>
          Add entry
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button type="button" disabled={!formState.isDirty} onClick={discard}>
          Discard changes
        </Button>
        <Button type="submit" variant="contained" loading={save.isPending}>
          Save
        </Button>
      </Box>
      <Box role="status" sx={{ mt: saved ? 2 : 0 }}>
        {saved && (
          <Alert severity="success">
            Saved {save.data.entries.length} entries. Searches use them from now on.
          </Alert>
        )}
      </Box>
      {save.isError && (
        <SaveFailureAlert error={save.error} pathOf={entryPathOf} title="The list was not saved" />
      )}
    </Box>
  );
}
