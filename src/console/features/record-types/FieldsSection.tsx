import { useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import type { AdminRecordType } from '../../../contract/record-type-admin';
import { DefinitionForm } from './DefinitionForm';
import { DeleteRecordTypeButton } from './DeleteRecordTypeButton';
import { FieldsTable } from './FieldsTable';

/**
 * A type's fields as a table, which "Edit fields" turns into the form that changes them. A form of every field
 * is heavy on a type of many, and most visits only read them.
 */
export function FieldsSection({ type, types }: { type: AdminRecordType; types: readonly AdminRecordType[] }) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  return (
    <Box component="section" aria-labelledby="fields-heading" sx={{ mb: 4 }}>
      <Typography id="fields-heading" variant="h5" component="h2" gutterBottom>
        Fields
      </Typography>
      {editing ? (
        <DefinitionForm
          types={types}
          editing={{
            type,
            onClose: (wasSaved) => {
              setEditing(false);
              setSaved(wasSaved);
            },
          }}
        />
      ) : (
        <>
          <FieldsTable type={type} types={types} />
          <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
            <Button
              type="button"
              startIcon={<EditIcon />}
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              Edit fields
            </Button>
            <DeleteRecordTypeButton type={type} />
          </Box>
        </>
      )}
      <Box role="status" sx={{ mt: saved ? 2 : 0 }}>
        {saved && <Alert severity="success">Saved the fields of {type.label}.</Alert>}
      </Box>
    </Box>
  );
}
