import { describe, expect, it } from 'vitest';
import type { AdminRecordType } from '../../../contract/record-type-admin';
import {
  definitionPathOf,
  emptyFieldRow,
  toDefinitionFormValues,
  toNewRecordType,
  toRecordTypeChange,
} from './definition-values';

const gadget: AdminRecordType = {
  name: 'Gadget',
  keyPrefix: 'x01',
  label: 'Gadget',
  labelPlural: 'Gadgets',
  nameField: 'Model',
  displayTemplate: '{Model} ({Colour})',
  defaultDisplayTemplate: '{Model}',
  secondaryFields: ['Colour'],
  fields: [
    {
      name: 'Model',
      label: 'Model',
      type: 'text',
      required: true,
      readOnly: false,
      referenceTo: null,
      picklistValues: null,
      updateRule: 'OVERWRITE',
    },
    {
      name: 'Colour',
      label: 'Colour',
      type: 'picklist',
      required: false,
      readOnly: false,
      referenceTo: null,
      picklistValues: ['Red', 'Blue'],
      updateRule: 'OVERWRITE',
    },
  ],
  crossObjects: [],
  sourceTrust: [],
};

describe('record type form values', () => {
  it('reads a stored type with its picklist one value a line, and sends it back as it was', () => {
    const values = toDefinitionFormValues(gadget);
    expect(values.fields[1]).toMatchObject({ picklistValues: 'Red\nBlue', stored: true, referenceTo: '' });
    expect(toRecordTypeChange(values)).toEqual({
      label: 'Gadget',
      labelPlural: 'Gadgets',
      nameField: 'Model',
      displayTemplate: '{Model} ({Colour})',
      secondaryFields: ['Colour'],
      fields: [
        {
          name: 'Model',
          label: 'Model',
          type: 'text',
          required: true,
          referenceTo: null,
          picklistValues: null,
        },
        {
          name: 'Colour',
          label: 'Colour',
          type: 'picklist',
          required: false,
          referenceTo: null,
          picklistValues: ['Red', 'Blue'],
        },
      ],
    });
  });

  it('sends a lookup target only for a lookup and values only for a picklist, blank lines left out', () => {
    const values = toDefinitionFormValues(gadget);
    values.name = ' Gadget2 ';
    values.nameField = '';
    values.fields = [
      { ...emptyFieldRow(), name: ' OwnerId ', label: 'Owner', type: 'reference', referenceTo: 'Account' },
      { ...emptyFieldRow(), name: 'Kind', label: 'Kind', type: 'picklist', picklistValues: 'A\n\n B \n' },
      { ...emptyFieldRow(), name: 'Note', label: 'Note', referenceTo: 'Account', picklistValues: 'x' },
    ];
    const input = toNewRecordType(values);
    expect(input).toMatchObject({ name: 'Gadget2', keyPrefix: 'x01', nameField: null });
    expect(
      input.fields.map(({ name, referenceTo, picklistValues }) => [name, referenceTo, picklistValues]),
    ).toEqual([
      ['OwnerId', 'Account', null],
      ['Kind', null, ['A', 'B']],
      ['Note', null, null],
    ]);
  });

  it('sends an empty display template as null, the type’s default', () => {
    const values = toDefinitionFormValues({ ...gadget, displayTemplate: null, secondaryFields: [] });
    expect(values.displayTemplate).toBe('');
    values.displayTemplate = '   ';
    expect(toRecordTypeChange(values)).toMatchObject({ displayTemplate: null, secondaryFields: [] });
  });
});

describe('definitionPathOf', () => {
  it('finds the input of each field the service names, a picklist value at its row', () => {
    expect(definitionPathOf('keyPrefix')).toBe('keyPrefix');
    expect(definitionPathOf('fields.2.type')).toBe('fields.2.type');
    expect(definitionPathOf('fields.6.picklistValues.1')).toBe('fields.6.picklistValues');
    expect(definitionPathOf('fields')).toBeUndefined();
    expect(definitionPathOf('fields.1.stored')).toBeUndefined();
    expect(definitionPathOf('displayTemplate')).toBe('displayTemplate');
    expect(definitionPathOf('secondaryFields.2')).toBe('secondaryFields');
    expect(definitionPathOf('label.1')).toBeUndefined();
  });
});
