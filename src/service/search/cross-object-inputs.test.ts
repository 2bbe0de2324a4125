import { describe, expect, it } from 'vitest';
import type { RecordTypeDefinition } from '../records/record-type';
import { crossObjectInputs } from './cross-object-inputs';

const type = (name: string, fields: string[], crossObjects?: RecordTypeDefinition['crossObjects']) => ({
  name,
  keyPrefix: name.slice(0, 3),
  label: name,
  labelPlural: `${name}s`,
  fields: fields.map((field) => ({ name: field, label: field, type: 'text' as const })),
  ...(crossObjects ? { crossObjects } : {}),
});

const account = type('Account', ['Name', 'BillingCity']);
const contact = type('Contact', ['FirstName', 'LastName']);
const lead = type(
  'Lead',
  ['FirstName', 'LastName', 'Company', 'City'],
  [
    {
      objectTo: 'Account',
      fields: [
        { fieldFrom: 'Company', fieldTo: 'Name' },
        { fieldFrom: 'City', fieldTo: 'BillingCity' },
      ],
    },
    {
      objectTo: 'Contact',
      fields: [
        { fieldFrom: 'FirstName', fieldTo: 'FirstName' },
        { fieldFrom: 'LastName', fieldTo: 'LastName' },
      ],
    },
    { objectTo: 'Retired', fields: [{ fieldFrom: 'Company', fieldTo: 'Name' }] },
  ],
);
const types = new Map([account, contact, lead].map((definition) => [definition.name, definition]));

describe('cross-object inputs', () => {
  it("carries the input's values over to the mapped fields of each other type, in configured order", () => {
    expect(
      crossObjectInputs(lead, { FirstName: 'Jenny', Company: 'Acme', City: 'Leeds' }, (name) =>
        types.get(name),
      ),
    ).toEqual([
      { type: account, values: { Name: 'Acme', BillingCity: 'Leeds' } },
      { type: contact, values: { FirstName: 'Jenny' } },
    ]);
  });

  it('leaves out a type none of whose mapped fields the input fills', () => {
    expect(crossObjectInputs(lead, { Company: 'Acme' }, (name) => types.get(name))).toEqual([
      { type: account, values: { Name: 'Acme' } },
    ]);
  });

  it('searches nothing else for a type without mappings', () => {
    expect(crossObjectInputs(account, { Name: 'Acme' }, (name) => types.get(name))).toEqual([]);
  });
});
