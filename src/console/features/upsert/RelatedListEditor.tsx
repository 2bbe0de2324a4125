import { useFieldArray, type Control } from 'react-hook-form';
import { Box, Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { RelatedType } from './related-types';
import { RelatedRowEditor } from './RelatedRowEditor';
import { emptyRelatedRow, type UpsertFormValues } from './upsert-form-values';

interface RelatedListEditorProps {
  control: Control<UpsertFormValues>;
  relatedTypes: readonly RelatedType[];
  parentLabel: string;
}

const newRow = (related: RelatedType) => emptyRelatedRow(related.type.name, related.referenceFields[0]!.name);

/** Records of other types saved with the record and pointing to it, e.g. a lead's campaign memberships. */
export function RelatedListEditor({ control, relatedTypes, parentLabel }: RelatedListEditorProps) {
  const { fields: rows, append, remove, move, update } = useFieldArray({ control, name: 'related' });
  const first = relatedTypes[0];
  return (
    <Box component="section" aria-labelledby="related-list-heading" sx={{ mt: 3 }}>
      <Typography id="related-list-heading" variant="h6" component="h3" gutterBottom>
        Related records
      </Typography>
      {first ? (
        <Typography sx={{ mb: 2, maxWidth: '70ch' }}>
          Records of other types saved after the {parentLabel}, each pointing to it, in this order.
        </Typography>
      ) : (
        <Typography sx={{ mb: 2 }}>
          No record type points to a {parentLabel}, so there is nothing to add.
        </Typography>
      )}
      <Stack spacing={2}>
        {rows.map((row, index) => (
          <RelatedRowEditor
            key={row.id}
            index={index}
            count={rows.length}
            control={control}
            relatedTypes={relatedTypes}
            parentLabel={parentLabel}
            onTypeChange={(related) => update(index, newRow(related))}
            onMove={(to) => move(index, to)}
            onRemove={() => remove(index)}
          />
        ))}
      </Stack>
      {first && (
        <Button
          startIcon={<AddIcon />}
          onClick={() => append(newRow(first))}
          sx={{ mt: rows.length > 0 ? 2 : 0 }}
        >
          Add related record
        </Button>
      )}
    </Box>
  );
}
