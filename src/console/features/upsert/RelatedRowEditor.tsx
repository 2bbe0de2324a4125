import { useWatch, type Control } from 'react-hook-form';
import { Box, Grid, IconButton, MenuItem, Stack, TextField, Tooltip } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { FormTextField } from '../../ui/FormTextField';
import { DuplicateCheckControls } from './DuplicateCheckControls';
import { RecordFieldsEditor } from './RecordFieldsEditor';
import type { RelatedType } from './related-types';
import type { UpsertFormValues } from './upsert-form-values';
import { relatedRowFields } from './upsert-request';

interface RelatedRowEditorProps {
  index: number;
  count: number;
  control: Control<UpsertFormValues>;
  relatedTypes: readonly RelatedType[];
  parentLabel: string;
  onTypeChange: (type: RelatedType) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** One entry of the related list: its type, the lookup that will point to the parent, its fields and options. */
export function RelatedRowEditor({
  index,
  count,
  control,
  relatedTypes,
  parentLabel,
  onTypeChange,
  onMove,
  onRemove,
}: RelatedRowEditorProps) {
  const objectType = useWatch({ control, name: `related.${index}.objectType` });
  const referenceField = useWatch({ control, name: `related.${index}.referenceField` });
  const related = relatedTypes.find((candidate) => candidate.type.name === objectType);
  const name = `related record ${index + 1}`;
  const actions = [
    {
      label: `Move ${name} up`,
      icon: <ArrowUpwardIcon />,
      disabled: index === 0,
      run: () => onMove(index - 1),
    },
    {
      label: `Move ${name} down`,
      icon: <ArrowDownwardIcon />,
      disabled: index === count - 1,
      run: () => onMove(index + 1),
    },
    { label: `Remove ${name}`, icon: <DeleteOutlineIcon />, disabled: false, run: onRemove },
  ];
  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 2, sm: 3 }, m: 0, minWidth: 0 }}
    >
      <Box component="legend" sx={{ px: 1, fontWeight: 500 }}>
        Related record {index + 1}
        {related ? `: ${related.type.label}` : ''}
      </Box>
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <TextField
            select
            fullWidth
            label="Record type"
            value={objectType}
            onChange={(event) => {
              const chosen = relatedTypes.find((candidate) => candidate.type.name === event.target.value);
              if (chosen) onTypeChange(chosen);
            }}
          >
            {relatedTypes.map((candidate) => (
              <MenuItem key={candidate.type.name} value={candidate.type.name}>
                {candidate.type.label}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <FormTextField
            control={control}
            name={`related.${index}.referenceField`}
            select
            label={`Points to the ${parentLabel} through`}
            hint={`Set to the ${parentLabel}’s id when it is saved`}
          >
            {(related?.referenceFields ?? []).map((reference) => (
              <MenuItem key={reference.name} value={reference.name}>
                {reference.label}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack direction="row" spacing={0.5} sx={{ justifyContent: { md: 'flex-end' } }}>
            {actions.map((action) => (
              <Tooltip key={action.label} title={action.label}>
                <span>
                  <IconButton aria-label={action.label} disabled={action.disabled} onClick={action.run}>
                    {action.icon}
                  </IconButton>
                </span>
              </Tooltip>
            ))}
          </Stack>
        </Grid>
      </Grid>
      {related && (
        <RecordFieldsEditor
          fields={relatedRowFields(related.fields, referenceField)}
          control={control}
          entries={`related.${index}.values`}
        />
      )}
      <Grid container spacing={2} sx={{ mt: 1, alignItems: 'center' }}>
        <DuplicateCheckControls control={control} row={index} />
      </Grid>
    </Box>
  );
}
