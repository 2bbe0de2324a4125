import { useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Box, Button, Grid, Paper, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { AdminScenario } from '../../../contract/scenario-admin';
import type { ScenarioPreviewInput } from '../../../contract/scenario-preview';
import type { SObjectDescribeOutput } from '../../../contract/sobjects';
import type { WordListSummary } from '../../../contract/word-lists';
import { scenarioKeys } from '../../api/scenarios-queries';
import { useLicenceSeat } from '../../auth/use-licence-seat';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormTextField } from '../../ui/FormTextField';
import { SaveFailureAlert } from '../../ui/SaveFailureAlert';
import { menuItems } from '../../ui/select-items';
import { mapServerErrors, showRefusedFields } from '../../ui/server-field-errors';
import { SwitchField } from '../../ui/SwitchField';
import { UnsavedChangesGuard } from '../../ui/UnsavedChangesGuard';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { parseLabelledPairsCsv } from './labelled-pairs-csv';
import { PreviewNeedsSeat, PreviewPanel, type LabelledUpload } from './PreviewPanel';
import { pairsToScore } from './preview-figures';
import {
  adminScenarioKeys,
  deleteScenarioMutationOptions,
  saveScenarioMutationOptions,
  scenarioPreviewQueryOptions,
} from './scenario-admin-queries';
import { ScenarioFieldRow, type FieldRowChoices } from './ScenarioFieldRow';
import { loneFields } from './lone-fields';
import { LoneFieldsWarning } from './LoneFieldsWarning';
import { SCORE_METHOD_CHOICES, SCORE_METHOD_HINTS } from './score-methods';
import {
  emptyScenarioField,
  emptyScenarioForm,
  numberProblem,
  scenarioFormPathOf,
  toPreviewedScenario,
  toScenarioFormValues,
  toScenarioInput,
  typedThreshold,
  type ScenarioFormValues,
} from './scenario-form-values';
import { type ScenarioListState } from '../../ui/scenario-paths';
import { pagePaths } from '../../ui/page-paths';

/** Waits this long after the last change before scoring the draft, so typing a number scores it once. */
const PREVIEW_DELAY_MS = 600;

const FLAGS = [
  ['onApi', 'Search API'],
  ['onDataApi', 'Upsert API'],
  ['onSearch', 'UI search'],
  ['onBatch', 'Duplicate jobs'],
  ['onInsert', 'On insert'],
  ['isHidden', 'Hidden from the scenarios list'],
] as const;

const PERCENT_INPUTS = [
  ['threshold', 'Threshold', 'Score from which two records are called duplicates, 0–100'],
  ['minimumEvidence', 'Minimum evidence', 'Share of the weight, in percent, both records must fill'],
] as const;

interface ScenarioFormProps {
  describe: SObjectDescribeOutput;
  wordLists: readonly WordListSummary[];
  /** The stored scenario to change; none creates one. */
  editing: AdminScenario | undefined;
}

function rowChoices(describe: SObjectDescribeOutput, wordLists: readonly WordListSummary[]): FieldRowChoices {
  const listsOf = (kind: WordListSummary['kind']) =>
    wordLists.filter((list) => list.kind === kind).map((list) => ({ value: list.name, label: list.name }));
  return {
    fields: describe.fields
      .filter((field) => field.type !== 'id')
      .map((field) => ({ value: field.name, label: field.label })),
    frequentLists: listsOf('FREQUENT'),
    synonymLists: listsOf('SYNONYM'),
  };
}

/**
 * Creates or changes a scenario of one record type, with a preview beside it of how the draft would have judged
 * the pairs stewards decided, scored again a moment after each change that leaves the form valid.
 */
export function ScenarioForm({ describe, wordLists, editing }: ScenarioFormProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const objectName = describe.name;
  const choices = useMemo(() => rowChoices(describe, wordLists), [describe, wordLists]);
  const { control, handleSubmit, setError, setValue, formState } = useForm<ScenarioFormValues>({
    mode: 'onChange',
    defaultValues: editing ? toScenarioFormValues(editing) : emptyScenarioForm(),
  });
  const fields = useFieldArray({ control, name: 'scenarioFields' });
  const values = useWatch({ control }) as ScenarioFormValues;
  const [upload, setUpload] = useState<LabelledUpload>();

  // The threshold the preview's figures are worked out at: while the input holds no number, the last one it held.
  const typed = typedThreshold(values.threshold);
  const [threshold, setThreshold] = useState(typed ?? 0);
  if (typed !== undefined && typed !== threshold) setThreshold(typed);

  // Text, so that the debounced value only changes when the draft does, not with each render's new object.
  const draftText = formState.isValid ? JSON.stringify(toPreviewedScenario(values, objectName)) : null;
  const settledDraft = useDebouncedValue(draftText, PREVIEW_DELAY_MS);
  // The preview names the records of the pairs it scores, so an admin without a licence seat is not shown one.
  const mayPreview = useLicenceSeat() !== 'none';
  const previewInput = useMemo((): ScenarioPreviewInput | undefined => {
    if (settledDraft === null || !mayPreview) return undefined;
    return {
      scenario: JSON.parse(settledDraft) as ScenarioPreviewInput['scenario'],
      ...(editing ? { compareWith: editing.scenarioId } : {}),
      ...(upload && upload.parsed.pairs.length > 0 ? { labelledPairs: upload.parsed.pairs } : {}),
    };
  }, [settledDraft, mayPreview, editing, upload]);
  const preview = useQuery(scenarioPreviewQueryOptions(previewInput));

  // A refused draft's problems go to their inputs, as a refused save's do, but without taking the focus from
  // where the admin is typing; the form is then invalid, so no further preview is asked until they are put right.
  useEffect(() => {
    for (const { path, message } of mapServerErrors<ScenarioFormValues>(preview.error, scenarioFormPathOf)
      ?.fields ?? []) {
      setError(path, { type: 'server', message });
    }
  }, [preview.error, setError]);

  const backToList = async (notice: string) => {
    const previews = adminScenarioKeys.previews();
    await Promise.all([
      // Previews are scored again where next shown, not here: that takes seconds and would hold up the way back.
      queryClient.invalidateQueries({ queryKey: previews, refetchType: 'none' }),
      queryClient.invalidateQueries({
        queryKey: adminScenarioKeys.all,
        predicate: (query) => !previews.every((part, index) => query.queryKey[index] === part),
      }),
      queryClient.invalidateQueries({ queryKey: scenarioKeys.all }),
    ]);
    const state: ScenarioListState = { notice };
    await navigate(pagePaths.scenarioList({ type: objectName }), { state });
  };
  const save = useMutation({
    ...saveScenarioMutationOptions(),
    onSuccess: (scenario) => backToList(`Scenario “${scenario.scenarioName}” saved.`),
    onError: (error) => showRefusedFields(setError, error, scenarioFormPathOf),
  });
  const remove = useMutation({
    ...deleteScenarioMutationOptions(),
    onSuccess: () => backToList(`Scenario “${editing?.scenarioName}” deleted.`),
  });
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const readUpload = async (file: File) =>
    setUpload({ fileName: file.name, parsed: parseLabelledPairsCsv(await file.text()) });

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, lg: 7 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Box
            component="form"
            noValidate
            aria-label={editing ? `Edit ${editing.scenarioName}` : `New ${describe.label} scenario`}
            onSubmit={(event) =>
              void handleSubmit((submitted) =>
                save.mutate({
                  scenarioId: editing?.scenarioId,
                  input: toScenarioInput(submitted, objectName),
                }),
              )(event)
            }
          >
            <Grid container spacing={2} sx={{ mb: 2 }}>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormTextField
                  control={control}
                  name="scenarioName"
                  label="Name"
                  rules={{
                    validate: (name) =>
                      name.trim() === ''
                        ? 'Enter a name.'
                        : name.trim().length > 80
                          ? 'Use at most 80 characters.'
                          : undefined,
                  }}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormTextField
                  control={control}
                  name="scoreMethod"
                  label="Score method"
                  select
                  hint={SCORE_METHOD_HINTS[values.scoreMethod]}
                >
                  {menuItems(SCORE_METHOD_CHOICES)}
                </FormTextField>
              </Grid>
              {PERCENT_INPUTS.map(([name, label, hint]) => (
                <Grid key={name} size={{ xs: 12, md: 6 }}>
                  <FormTextField
                    control={control}
                    name={name}
                    label={label}
                    inputMode="decimal"
                    rules={{ validate: (text) => numberProblem(text, 0, 100) }}
                    hint={hint}
                  />
                </Grid>
              ))}
            </Grid>
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
              <Typography component="legend" variant="subtitle2">
                Used by
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
                {FLAGS.map(([name, label]) => (
                  <SwitchField key={name} control={control} name={name} label={label} />
                ))}
              </Stack>
            </Box>
            <Typography variant="h6" component="h2" gutterBottom>
              Fields
            </Typography>
            {fields.fields.map((field, index) => (
              <ScenarioFieldRow
                key={field.id}
                index={index}
                count={fields.fields.length}
                choices={choices}
                control={control}
                setValue={setValue}
                onMove={(to) => fields.move(index, to)}
                onRemove={fields.fields.length > 1 ? () => fields.remove(index) : undefined}
              />
            ))}
            <Button
              type="button"
              startIcon={<AddIcon />}
              disabled={fields.fields.length >= 30}
              onClick={() => fields.append(emptyScenarioField())}
            >
              Add field
            </Button>
            <LoneFieldsWarning
              lone={loneFields(values)}
              labelOf={(field) => choices.fields.find((choice) => choice.value === field)?.label ?? field}
            />
            <Box sx={{ display: 'flex', gap: 1, mt: 3, flexWrap: 'wrap' }}>
              <Button type="submit" variant="contained" loading={save.isPending}>
                Save scenario
              </Button>
              <Button component={RouterLink} to={pagePaths.scenarioList({ type: objectName })}>
                Cancel
              </Button>
              {editing && (
                <Button
                  color="error"
                  sx={{ ml: 'auto' }}
                  loading={remove.isPending}
                  onClick={() => setConfirmingDelete(true)}
                >
                  Delete scenario
                </Button>
              )}
            </Box>
          </Box>
          {save.isError && (
            <SaveFailureAlert
              error={save.error}
              pathOf={scenarioFormPathOf}
              title="The scenario was not saved"
            />
          )}
          {remove.isError && (
            <Box sx={{ mt: 2 }}>
              <ApiErrorAlert error={remove.error} />
            </Box>
          )}
        </Paper>
      </Grid>
      <Grid size={{ xs: 12, lg: 5 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, position: { lg: 'sticky' }, top: { lg: 16 } }}>
          {mayPreview ? (
            <PreviewPanel
              objectName={objectName}
              preview={preview.data}
              draftValid={formState.isValid}
              scoring={preview.isFetching}
              pairsToScore={pairsToScore(preview.data, upload?.parsed.pairs.length ?? 0)}
              threshold={threshold}
              onThresholdChange={(value) =>
                setValue('threshold', String(value), { shouldDirty: true, shouldValidate: true })
              }
              error={preview.error}
              upload={upload}
              onUpload={(file) => void readUpload(file)}
            />
          ) : (
            <PreviewNeedsSeat />
          )}
        </Paper>
      </Grid>
      <UnsavedChangesGuard
        when={formState.isDirty && !save.isPending && !remove.isPending}
        what={editing ? editing.scenarioName : 'the new scenario'}
      />
      {editing && (
        <ConfirmDialog
          open={confirmingDelete}
          title={`Delete ${editing.scenarioName}?`}
          confirmLabel="Delete"
          onCancel={() => setConfirmingDelete(false)}
          onConfirm={() => {
            setConfirmingDelete(false);
            remove.mutate(editing.scenarioId);
          }}
        >
          Searches, upserts and jobs stop using it at once. This cannot be undone.
        </ConfirmDialog>
      )}
    </Grid>
  );
}
