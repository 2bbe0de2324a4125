import { describe, expect, it } from 'vitest';
import type { SObjectField } from '../../../contract/sobjects';
import {
  fieldsMappedTwice,
  mappingValuesOf,
  PROPOSED_COLUMN_RULE,
  settingsOf,
  unmappedRequired,
} from './mapping-values';

const field = (name: string, nillable = true): SObjectField => ({
  name,
  label: name,
  type: 'string',
  nillable,
  createable: true,
  updateable: true,
  referenceTo: [],
  relationshipName: null,
  picklistValues: [],
});

describe('mapping values', () => {
  it('round-trips the settings, an unmapped column as the empty choice', () => {
    const settings = {
      mapping: [
        { column: 'Last', field: 'LastName' },
        { column: 'Notes', field: null },
      ],
      mode: 'UPDATE' as const,
    };
    expect(mappingValuesOf(settings).mapping[1]).toMatchObject({ column: 'Notes', field: '' });
    expect(settingsOf(mappingValuesOf(settings))).toEqual(settings);
    expect(settingsOf({ ...mappingValuesOf(settings), duplicateScore: ' 80 ' }).duplicateScore).toBe(80);
  });

  it('sends the rule of every mapped column, and none for a column not imported', () => {
    const proposed = {
      mapping: [
        { column: 'Last', field: 'LastName', updateRule: 'IF_EMPTY' as const },
        { column: 'Notes', field: null },
      ],
      mode: 'UPDATE' as const,
    };
    const values = mappingValuesOf(proposed);
    expect(settingsOf(values)).toEqual(proposed);
    values.mapping[0]!.updateRule = 'OVERWRITE';
    expect(settingsOf(values).mapping[0]).toEqual({
      column: 'Last',
      field: 'LastName',
      updateRule: 'OVERWRITE',
    });
  });

  it('starts a column mapped anew from the proposed rule, not the field’s own', () => {
    const values = mappingValuesOf({ mapping: [{ column: 'Notes', field: null }], mode: 'UPDATE' });
    expect(values.mapping[0]!.updateRule).toBe(PROPOSED_COLUMN_RULE);
    values.mapping[0]!.field = 'Description';
    expect(settingsOf(values).mapping[0]).toEqual({
      column: 'Notes',
      field: 'Description',
      updateRule: PROPOSED_COLUMN_RULE,
    });
  });

  it('keeps a mapped column without a rule on the field’s own rule, sending none', () => {
    const values = mappingValuesOf({ mapping: [{ column: 'Last', field: 'LastName' }], mode: 'UPDATE' });
    expect(values.mapping[0]!.updateRule).toBe('');
    expect(settingsOf(values).mapping[0]).toEqual({ column: 'Last', field: 'LastName' });
  });

  it('names the required fields no column fills', () => {
    const fields = [field('LastName', false), field('Company', false), field('Email')];
    expect(unmappedRequired(fields, [{ field: 'LastName' }, { field: '' }]).map((one) => one.name)).toEqual([
      'Company',
    ]);
  });

  it('finds a field two columns fill', () => {
    expect([
      ...fieldsMappedTwice([{ field: 'Email' }, { field: '' }, { field: '' }, { field: 'Email' }]),
    ]).toEqual(['Email']);
  });
});
