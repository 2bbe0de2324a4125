import { useEffect, useRef } from 'react';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { Box, Grid, IconButton, Stack, Typography } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import { GUARDING_METHODS, MATCH_METHODS } from '../../../contract/matching';
import { FormTextField } from '../../ui/FormTextField';
import { menuItems, selectItems, type SelectOption } from '../../ui/select-items';
import { SwitchField } from '../../ui/SwitchField';
import {
  indexGroupProblem,
  METHOD_SETTINGS,
  numberProblem,
  settingProblem,
  type ScenarioFormValues,
} from './scenario-form-values';

/** The choices of a field row's selects, the same for every row. */
export interface FieldRowChoices {
  fields: readonly SelectOption[];
  frequentLists: readonly SelectOption[];
  synonymLists: readonly SelectOption[];
}

interface ScenarioFieldRowProps {
  index: number;
  count: number;
  choices: FieldRowChoices;
  control: Control<ScenarioFormValues>;
  setValue: UseFormSetValue<ScenarioFormValues>;
  onMove: (to: number) => void;
  /** Undefined for the only field: a scenario compares one at least. */
  onRemove: (() => void) | undefined;
}

const METHOD_CHOICES = MATCH_METHODS.map((method) => ({ value: method, label: method }));

/** The input of the method's one setting, where the method has one. */
function SettingInput({ index, control }: { index: number; control: Control<ScenarioFormValues> }) {
  const method = useWatch({ control, name: `scenarioFields.${index}.matchMethod` });
  const setting = method === '' ? undefined : METHOD_SETTINGS[method];
  if (!setting) return null;
  const name = `scenarioFields.${index}.setting` as const;
  return 'choices' in setting ? (
    <FormTextField control={control} name={name} label={setting.label} select>
      {selectItems(
        setting.choices.map((choice) => ({ value: choice, label: choice })),
        'Default',
      )}
    </FormTextField>
  ) : (
    <FormTextField
      control={control}
      name={name}
      label={setting.label}
      inputMode="decimal"
      rules={{ validate: (text) => settingProblem(method, text) }}
      hint={`${setting.hint}; empty for the default`}
    />
  );
}

function GuardSwitch({ index, control }: { index: number; control: Control<ScenarioFormValues> }) {
  const method = useWatch({ control, name: `scenarioFields.${index}.matchMethod` });
  if (method === '' || !GUARDING_METHODS.includes(method)) return null;
  return <SwitchField control={control} name={`scenarioFields.${index}.guard`} label="Guard" />;
}

/** One field of a scenario: what it compares, how, how much it counts, and how it is indexed. */
export function ScenarioFieldRow({
  index,
  count,
  choices,
  control,
  setValue,
  onMove,
  onRemove,
}: ScenarioFieldRowProps) {
  const position = index + 1;
  const method = useWatch({ control, name: `scenarioFields.${index}.matchMethod` });

  // Another method reads its setting otherwise: what was set for the last one starts afresh.
  const shownMethod = useRef(method);
  useEffect(() => {
    if (shownMethod.current === method) return;
    shownMethod.current = method;
    setValue(`scenarioFields.${index}.setting`, '');
  }, [method, index, setValue]);

  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, mb: 2, minWidth: 0 }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        Scenario field {position}
      </Typography>
      <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <FormTextField
            control={control}
            name={`scenarioFields.${index}.field`}
            label="Field"
            select
            rules={{ required: 'Choose a field.' }}
          >
            {menuItems(choices.fields)}
          </FormTextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <FormTextField
            control={control}
            name={`scenarioFields.${index}.matchMethod`}
            label="Match method"
            select
            rules={{ required: 'Choose a match method.' }}
          >
            {menuItems(METHOD_CHOICES)}
          </FormTextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <FormTextField
            control={control}
            name={`scenarioFields.${index}.weight`}
            label="Weight"
            inputMode="decimal"
            rules={{ validate: (text) => numberProblem(text, 0, 100) }}
            hint="0–100; 0 only guards or counts as evidence"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <FormTextField
            control={control}
            name={`scenarioFields.${index}.frequentList`}
            label="Frequent words"
            select
          >
            {selectItems(choices.frequentLists, 'None')}
          </FormTextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <FormTextField
            control={control}
            name={`scenarioFields.${index}.synonymList`}
            label="Synonyms"
            select
          >
            {selectItems(choices.synonymLists, 'None')}
          </FormTextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <FormTextField
            control={control}
            name={`scenarioFields.${index}.indexGroup`}
            label="Index groups"
            rules={{ validate: indexGroupProblem }}
            hint="e.g. 1, 2; fields of a group find candidates together"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <SettingInput index={index} control={control} />
        </Grid>
        <Grid size={{ xs: 12, lg: 8 }}>
          <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <SwitchField control={control} name={`scenarioFields.${index}.doNotIndex`} label="Do not index" />
            <GuardSwitch index={index} control={control} />
            <SwitchField control={control} name={`scenarioFields.${index}.identifier`} label="Identifier" />
            <Box sx={{ flexGrow: 1 }} />
            <IconButton
              aria-label={`Move scenario field ${position} up`}
              disabled={index === 0}
              onClick={() => onMove(index - 1)}
            >
              <ArrowUpwardIcon />
            </IconButton>
            <IconButton
              aria-label={`Move scenario field ${position} down`}
              disabled={index === count - 1}
              onClick={() => onMove(index + 1)}
            >
              <ArrowDownwardIcon />
            </IconButton>
            {onRemove && (
              <IconButton aria-label={`Remove scenario field ${position}`} onClick={onRemove}>
                <DeleteIcon />
              </IconButton>
            )}
          </Stack>
        </Grid>
      </Grid>
    </Box>
  );
}
