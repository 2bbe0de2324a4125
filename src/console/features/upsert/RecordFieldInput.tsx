import { useWatch, type Control } from 'react-hook-form';
import { MenuItem } from '@mui/material';
import { FormTextField } from '../../ui/FormTextField';
import { selectItems, YES_NO } from '../../ui/select-items';
import { ClearToggle } from './ClearToggle';
import type { EditableField } from './editable-fields';
import { checkEntry } from './field-checks';
import type { UpsertFormValues } from './upsert-form-values';
import { ReferenceFieldInput } from './ReferenceFieldInput';

/** Where a block of field entries sits in the form: the record's, or a related row's. */
export type EntriesPath = 'values' | `related.${number}.values`;

const INPUT_TYPE: Partial<Record<EditableField['type'], string>> = {
  email: 'email',
  phone: 'tel',
  url: 'url',
  date: 'date',
};

interface RecordFieldInputProps {
  field: EditableField;
  control: Control<UpsertFormValues>;
  entries: EntriesPath;
}

/** A select's value for an entry cleared on purpose; a text input shows it through its clear toggle instead. */
const CLEARED = '\u0000cleared';
const CLEARED_HINT = 'Emptied when saved';

/**
 * One field of a record, entered as its describe type suggests (a lookup picked by its record's name) and checked with the service's own rules. A field
 * left empty is not sent, so an update keeps it; an optional field can also be marked to be emptied (sent as
 * null): a text input by its end button, a select by its last choice.
 */
export function RecordFieldInput(props: RecordFieldInputProps) {
  return props.field.type === 'reference' ? (
    <ReferenceFieldInput {...props} />
  ) : (
    <PlainFieldInput {...props} />
  );
}

/** A field other than a lookup: a text input of its type, or a select. */
function PlainFieldInput({ field, control, entries }: RecordFieldInputProps) {
  const name = `${entries}.${field.name}` as const;
  const entry = useWatch({ control, name });
  const select = field.type === 'picklist' || field.type === 'boolean';
  const clearable = !field.required;
  const cleared = entry === null;
  return (
    <FormTextField
      control={control}
      name={name}
      defaultValue=""
      rules={{ validate: (value) => checkEntry(field, value) ?? true }}
      toText={(value) => (value === null ? (select ? CLEARED : '') : value)}
      fromText={(text) => (text === CLEARED ? null : text)}
      label={field.label}
      required={field.required}
      type={select ? undefined : (INPUT_TYPE[field.type] ?? 'text')}
      select={select}
      multiline={field.type === 'textarea'}
      minRows={field.type === 'textarea' ? 2 : undefined}
      hint={cleared ? CLEARED_HINT : undefined}
      slotProps={{
        htmlInput: {
          'data-field': field.name,
          readOnly: cleared && !select,
          ...(field.type === 'double' ? { inputMode: 'decimal' } : {}),
        },
        ...(field.type === 'date' || select || cleared ? { inputLabel: { shrink: true } } : {}),
        ...(select ? { select: { displayEmpty: true } } : {}),
      }}
      endAdornment={
        clearable && !select
          ? (value, onChange) => (
              <ClearToggle
                label={field.label}
                cleared={value === null}
                onToggle={() => onChange(value === null ? '' : null)}
              />
            )
          : undefined
      }
    >
      {select
        ? [
            ...selectItems(field.type === 'boolean' ? YES_NO : field.options, 'Not set'),
            ...(clearable
              ? [
                  <MenuItem key={CLEARED} value={CLEARED}>
                    <em>{CLEARED_HINT}</em>
                  </MenuItem>,
                ]
              : []),
          ]
        : undefined}
    </FormTextField>
  );
}
