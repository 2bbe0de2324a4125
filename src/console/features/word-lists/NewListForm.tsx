import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Box, Button, Grid, Paper, Typography } from '@mui/material';
import { WORD_LIST_KINDS, type WordListKind } from '../../../contract/word-lists';
import { FormTextField } from '../../ui/FormTextField';
import { SaveFailureAlert } from '../../ui/SaveFailureAlert';
import { menuItems } from '../../ui/select-items';
import { showRefusedFields } from '../../ui/server-field-errors';
import {
  entryPathOf,
  entryProblem,
  KIND_LABELS,
  listNameProblem,
  toWordListInput,
} from './word-list-entries';
import { wordListKeys } from '../../api/word-lists-queries';
import { saveWordListMutationOptions } from './word-list-queries';
import { pagePaths } from '../../ui/page-paths';

interface NewListValues {
  name: string;
  kind: WordListKind;
  firstEntry: string;
}

/** The service's fields of a new list, as this form asks for them: a list starts with one entry. */
function pathOf(field: string): keyof NewListValues | undefined {
  if (field === 'name' || field === 'kind') return field;
  return field === 'entries' || entryPathOf(field) !== undefined ? 'firstEntry' : undefined;
}

const FIRST_ENTRY_HINTS: Record<WordListKind, string> = {
  FREQUENT: 'A word or phrase set aside before comparing, e.g. a job title',
  SYNONYM: 'Words that count as the same, separated by commas, e.g. Bob, Robert',
};

/** Creates a custom list with its first entry, then opens it to add the rest. */
export function NewListForm({ takenNames }: { takenNames: readonly string[] }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { control, handleSubmit, setError } = useForm<NewListValues>({
    defaultValues: { name: '', kind: 'FREQUENT', firstEntry: '' },
  });
  const kind = useWatch({ control, name: 'kind' });
  const create = useMutation({
    ...saveWordListMutationOptions(),
    onSuccess: async (list) => {
      queryClient.setQueryData(wordListKeys.detail(list.name), list);
      await queryClient.invalidateQueries({ queryKey: wordListKeys.list() });
      await navigate(pagePaths.wordList(list.name));
    },
    onError: (error) => showRefusedFields(setError, error, pathOf),
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Create a custom list
      </Typography>
      <Box
        component="form"
        noValidate
        aria-label="Create a custom list"
        onSubmit={(event) =>
          void handleSubmit((values) =>
            create.mutate({
              name: values.name,
              input: toWordListInput(values.kind, [{ text: values.firstEntry }]),
            }),
          )(event)
        }
      >
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>
            <FormTextField
              control={control}
              name="name"
              label="Name"
              rules={{ validate: (name) => listNameProblem(name, takenNames) }}
              fromText={(text) => text.toUpperCase()}
              hint="As scenario fields will name it, e.g. JOB_TITLES"
            />
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <FormTextField control={control} name="kind" label="Kind" select>
              {menuItems(WORD_LIST_KINDS.map((each) => ({ value: each, label: KIND_LABELS[each] })))}
            </FormTextField>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <FormTextField
              control={control}
              name="firstEntry"
              label="First entry"
              rules={{ validate: (text, values) => entryProblem(values.kind, text) }}
              hint={FIRST_ENTRY_HINTS[kind]}
            />
          </Grid>
        </Grid>
        <Button type="submit" variant="contained" loading={create.isPending} sx={{ mt: 2 }}>
          Create list
        </Button>
      </Box>
      {create.isError && (
        <SaveFailureAlert error={create.error} pathOf={pathOf} title="The list was not created" />
      )}
    </Paper>
  );
}
