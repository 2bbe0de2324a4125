import { useQuery } from '@tanstack/react-query';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { ReactNode } from 'react';
import { Box, MenuItem, Stack, TextField } from '@mui/material';
import { filtersQueryOptions } from '../../api/filters-queries';
import { describeQueryOptions, recordTypesQueryOptions } from '../../api/record-types-queries';
import { scenariosQueryOptions } from '../../api/scenarios-queries';
import { ScenarioSelect } from '../ScenarioSelect';
import { AutoMergeRehearsalPanel } from './AutoMergeRehearsalPanel';
import { AUTO_MERGE_SCORES, MASTER_RULES, type JobSettingsForm } from './job-settings-values';

/**
 * A duplicate job's settings, inside a form whose values hold them under `job` (FormProvider): a record type,
 * optionally a filter, and what its records are compared with — each other, or the records of a type it maps its
 * fields onto (leads with contacts) — with that type's scenarios; within one type, optionally merging the groups at
 * or above a score when it ends. `children` follow in the same row, a form's button for one.
 */
export function JobSettingsFields({ children }: { children?: ReactNode }) {
  const { control, setValue } = useFormContext<JobSettingsForm>();
  const types = useQuery(recordTypesQueryOptions());
  const objectType = useWatch({ control, name: 'job.objectType' });
  const crossObjectType = useWatch({ control, name: 'job.crossObjectType' });
  const autoMergeScore = useWatch({ control, name: 'job.autoMergeScore' });
  const describe = useQuery(describeQueryOptions(objectType));
  const scenarios = useQuery(scenariosQueryOptions(crossObjectType || objectType));
  const filters = useQuery(filtersQueryOptions(objectType));

  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ alignItems: { md: 'flex-start' }, flexWrap: 'wrap' }}
    >
      <Controller
        name="job.objectType"
        control={control}
        render={({ field }) => (
          <TextField
            select
            label="Record type"
            sx={{ minWidth: 200 }}
            {...field}
            onChange={(event) => {
              // Scenarios and filters belong to a type: another type starts from its defaults.
              field.onChange(event);
              setValue('job.scenarioIds', []);
              setValue('job.filterDeveloperName', '');
              setValue('job.crossObjectType', '');
            }}
          >
            {(types.data ?? [{ name: objectType, label: objectType, keyPrefix: '' }]).map((type) => (
              <MenuItem key={type.name} value={type.name}>
                {type.label}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        name="job.crossObjectType"
        control={control}
        render={({ field }) => (
          <TextField
            select
            label="Compare with"
            sx={{ minWidth: 200 }}
            {...field}
            onChange={(event) => {
              // The scenarios are the compared type's.
              field.onChange(event);
              setValue('job.scenarioIds', []);
            }}
            helperText={field.value ? `Each ${objectType} against the ${field.value} records` : ' '}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">Each other</MenuItem>
            {(describe.data?.crossObjects ?? []).map((name) => (
              <MenuItem key={name} value={name}>
                {name} records
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Box sx={{ flexGrow: 1, minWidth: 240 }}>
        <ScenarioSelect
          scenarios={scenarios.data ?? []}
          control={control}
          name="job.scenarioIds"
          endpoint="job"
        />
      </Box>
      <Controller
        name="job.filterDeveloperName"
        control={control}
        render={({ field }) => (
          <TextField
            select
            label="Filter"
            sx={{ minWidth: 200 }}
            {...field}
            helperText="Only the records it accepts"
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">All records</MenuItem>
            {(filters.data ?? []).map((filter) => (
              <MenuItem key={filter.developerName} value={filter.developerName}>
                {filter.label}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        name="job.autoMergeScore"
        control={control}
        render={({ field }) => (
          <TextField
            select
            label="Merge automatically"
            sx={{ minWidth: 200 }}
            {...field}
            disabled={crossObjectType !== ''}
            helperText={
              crossObjectType !== ''
                ? 'Not across two types'
                : field.value
                  ? 'When the job ends; undo them together'
                  : 'Every group waits for review'
            }
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">No</MenuItem>
            {AUTO_MERGE_SCORES.map((score) => (
              <MenuItem key={score} value={score}>
                Groups scoring {score === '100' ? '100' : `${score} or more`}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {autoMergeScore !== '' && crossObjectType === '' && (
        <Controller
          name="job.autoMergeRule"
          control={control}
          render={({ field }) => (
            <TextField select label="Master" sx={{ minWidth: 200 }} {...field}>
              {MASTER_RULES.map((rule) => (
                <MenuItem key={rule.value} value={rule.value}>
                  {rule.label}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      )}
      {autoMergeScore !== '' && crossObjectType === '' && <AutoMergeRehearsalPanel />}
      {children}
    </Stack>
  );
}
