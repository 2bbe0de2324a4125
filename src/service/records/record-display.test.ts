import { describe, expect, it } from 'vitest';
import {
  defaultDisplayTemplate,
  defaultSecondaryFields,
  recordDetails,
  renderDisplayName,
  templateFields,
} from './record-display';
import type { FieldDefinition, RecordTypeDefinition } from './record-type';

const typeWith = (
  fields: FieldDefinition[],
  extra: Partial<RecordTypeDefinition> = {},
): RecordTypeDefinition => ({
  name: 'Thing',
  keyPrefix: 'a01',
  label: 'Thing',
  labelPlural: 'Things',
  fields,
  ...extra,
});

const text = (name: string): FieldDefinition => ({ name, label: name, type: 'text' });
const ID = '00Q000000000001AAA';

describe('a record type’s default name', () => {
  it('is its name field, else a person’s first and last name, else its first text field, else the id', () => {
    expect(defaultDisplayTemplate(typeWith([text('Title'), text('Model')], { nameField: 'Model' }))).toBe(
      '{Model}',
    );
    expect(defaultDisplayTemplate(typeWith([text('Title'), text('Name')]))).toBe('{Name}');
    // Contact's name field is Salesforce's compound Name, which is no stored field.
    expect(
      defaultDisplayTemplate(typeWith([text('FirstName'), text('LastName')], { nameField: 'Name' })),
    ).toBe('{FirstName} {LastName}');
    expect(defaultDisplayTemplate(typeWith([text('LastName')]))).toBe('{LastName}');
    expect(
      defaultDisplayTemplate(typeWith([{ name: 'Size', label: 'Size', type: 'number' }, text('Code')])),
    ).toBe('{Code}');
    expect(defaultDisplayTemplate(typeWith([{ name: 'Size', label: 'Size', type: 'number' }]))).toBe('{Id}');
  });
});

describe('a name by a template', () => {
  it('fills each field and leaves no stray separator where one is empty', () => {
    const template = '{LastName}, {FirstName} ({Company})';
    expect(templateFields(template)).toEqual(['LastName', 'FirstName', 'Company']);
    expect(renderDisplayName(template, ID, { LastName: 'Doe', FirstName: 'Jane', Company: 'Acme' })).toBe(
      'Doe, Jane (Acme)',
    );
    expect(renderDisplayName('{LastName}, {FirstName}', ID, { LastName: 'Doe', FirstName: null })).toBe(
      'Doe',
    );
    expect(renderDisplayName('{FirstName}   {LastName}', ID, { FirstName: ' Jane ', LastName: 'Doe' })).toBe(
      'Jane Doe',
    );
  });

  it('is null when every field is empty, and reads numbers, flags and the id', () => {
    expect(renderDisplayName('{FirstName} {LastName}', ID, { FirstName: '', LastName: null })).toBeNull();
    expect(renderDisplayName('No. {Size} {Active}', ID, { Size: 12, Active: true })).toBe('No. 12 true');
    expect(renderDisplayName('{Id}', ID, {})).toBe(ID);
  });
});

describe('secondary fields', () => {
  it('default to a way to reach the record and where it is, leaving out what the name shows', () => {
    const fields: FieldDefinition[] = [
      text('LastName'),
      { name: 'Email', label: 'Email', type: 'email' },
      { name: 'Phone', label: 'Phone', type: 'phone' },
      text('MailingCity'),
    ];
    expect(defaultSecondaryFields(typeWith(fields))).toEqual(['Email', 'Phone', 'MailingCity']);
    expect(defaultSecondaryFields(typeWith(fields, { displayTemplate: '{LastName} <{Email}>' }))).toEqual([
      'Phone',
      'MailingCity',
    ]);
  });

  it('show only those that hold a value, in their order', () => {
    const type = typeWith([text('Company'), text('Email'), text('City')], {
      secondaryFields: ['Company', 'Email', 'City'],
    });
    expect(recordDetails(type, { Company: 'Acme', Email: '', City: 'Bath' })).toEqual([
      { field: 'Company', value: 'Acme' },
      { field: 'City', value: 'Bath' },
    ]);
  });
});
