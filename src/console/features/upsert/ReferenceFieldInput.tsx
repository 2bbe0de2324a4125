import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useController, type Control } from 'react-hook-form';
import { Autocomplete, TextField } from '@mui/material';
import type { RecordRef } from '../../../contract/record-ref';
import { parseRecordId } from '../../../contract/record-id';
import { recordListQueryOptions } from '../../api/record-list-queries';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { ClearToggle } from './ClearToggle';
import type { EditableField } from './editable-fields';
import { checkEntry } from './field-checks';
import type { EntriesPath } from './RecordFieldInput';
import type { UpsertFormValues } from './upsert-form-values';
import { useReferencedRecord } from './use-referenced-record';

/** Records offered per search: enough to pick from, few enough to read. */
const OFFERED = 10;
/** Letters typed before the records are searched. */
const MIN_LETTERS = 2;

interface ReferenceFieldInputProps {
  field: EditableField;
  control: Control<UpsertFormValues>;
  entries: EntriesPath;
}

/**
 * A lookup field, filled by picking its record by name: the letters typed search the target type's records (the
 * record browser's search) and the one picked is sent by its id. An id pasted in is taken as it is. An optional
 * lookup can be marked to be emptied when saved, as every optional text field can.
 */
export function ReferenceFieldInput({ field, control, entries }: ReferenceFieldInputProps) {
  const target = field.rule.referenceTarget?.name ?? '';
  const targetLabel = field.referenceTo.join(' or ') || 'record';
  const { field: entry, fieldState } = useController({
    control,
    name: `${entries}.${field.name}`,
    defaultValue: '',
    rules: { validate: (value) => checkEntry(field, value) ?? true },
  });
  const referenced = useReferencedRecord(field, entry.value);
  const [typed, setTyped] = useState<string>();
  const search = useDebouncedValue((typed ?? '').trim(), 250);
  const searching = search.length >= MIN_LETTERS && parseRecordId(search) === null && target !== '';
  const found = useQuery({
    ...recordListQueryOptions({ objectType: target, q: search, limit: String(OFFERED) }),
    enabled: searching,
  });
  const options: RecordRef[] = searching ? (found.data?.records.map(({ ref }) => ref) ?? []) : [];
  const cleared = entry.value === null;
  const chosenName = referenced.state === 'found' ? referenced.name : undefined;
  // What the box shows: the letters being typed, else the picked record's name, else the id given.
  const shown = typed ?? chosenName ?? (typeof entry.value === 'string' ? entry.value : '');
  const hint = cleared
    ? 'Emptied when saved'
    : referenced.state === 'missing'
      ? `No ${targetLabel} has this id`
      : referenced.state === 'found'
        ? `${targetLabel}: ${referenced.name}`
        : `Type a name to find the ${targetLabel}, or paste its id`;
  return (
    <Autocomplete<RecordRef, false, false, true>
      freeSolo
      options={options}
      // The service searched: every record it answered holds the letters, in any field.
      filterOptions={(offered) => offered}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.displayName)}
      getOptionKey={(option) => (typeof option === 'string' ? option : option.id)}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        const details = option.details.map(({ value }) => value).join(' · ');
        return (
          <li key={key} {...rest}>
            {option.displayName}
            {details && ` · ${details}`}
          </li>
        );
      }}
      loading={searching && found.isFetching}
      loadingText="Searching…"
      noOptionsText={
        searching ? `No ${targetLabel} holds “${search}”` : `Type ${MIN_LETTERS} letters or more`
      }
      disabled={cleared}
      value={null}
      inputValue={shown}
      onInputChange={(_event, text, reason) => {
        if (reason !== 'input' && reason !== 'clear') return;
        setTyped(text);
        // An id typed or pasted is the entry itself; a name waits to be picked, and no entry is sent meanwhile.
        const trimmed = text.trim();
        entry.onChange(trimmed === '' || parseRecordId(trimmed) !== null ? trimmed : '');
      }}
      onChange={(_event, picked) => {
        if (picked === null || typeof picked === 'string') return;
        entry.onChange(picked.id);
        setTyped(undefined);
      }}
      onBlur={entry.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={entry.ref}
          label={field.label}
          required={field.required}
          error={fieldState.invalid}
          helperText={fieldState.error?.message ?? hint}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-field': field.name },
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {params.slotProps.input.endAdornment}
                  {!field.required && (
                    <ClearToggle
                      label={field.label}
                      cleared={cleared}
                      onToggle={() => {
                        setTyped(undefined);
                        entry.onChange(cleared ? '' : null);
                      }}
                    />
                  )}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
