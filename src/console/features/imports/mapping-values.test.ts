import { describe, expect, it } from 'vitest';
import type { SObjectField } from '../../../contract/sobjects';
import { fieldsMappedTwice, mappingValuesOf, settingsOf, unmappedRequired } from './mapping-values';

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
    expect(mappingValuesOf(settings).mapping[1]).toEqual({ column: 'Notes', field: '' });
    expect(settingsOf(mappingValuesOf(settings))).toEqual(settings);
    expect(settingsOf({ ...mappingValuesOf(settings), duplicateScore: ' 80 ' }).duplicateScore).toBe(80);
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
