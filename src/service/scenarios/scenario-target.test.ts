import { describe, expect, it } from 'vitest';
import type { RecordTypeDefinition } from '../records/record-type';
import { resolveScenarioTarget, type RecordTypeLookup, type ScenarioTarget } from './scenario-target';

const definition = (name: string, keyPrefix: string): RecordTypeDefinition => ({
  name,
  keyPrefix,
  label: name,
  labelPlural: `${name}s`,
  fields: [],
});

const account = definition('Account', '001');
const lead = definition('Lead', '00Q');
const contact = definition('Contact', '003');

/** Lookups like the record type store's: names ignoring case, key prefixes exactly. */
const recordTypes: RecordTypeLookup = {
  byApiName: (name) =>
    [account, lead, contact].find((type) => type.name.toLowerCase() === name.toLowerCase()),
  byKeyPrefix: (prefix) => [account, lead, contact].find((type) => type.keyPrefix === prefix),
  all: () => [account, lead, contact],
};

const resolve = (query: { prefix?: string; objectName?: string }) =>
  resolveScenarioTarget(query, recordTypes);

function errorOf(target: ScenarioTarget): string {
  if (!('error' in target)) throw new Error(`expected an error, got record type ${target.type.name}`);
  return target.error;
}

describe('resolveScenarioTarget', () => {
  it('finds the record type by key prefix', () => {
    expect(resolve({ prefix: '00Q' })).toEqual({ type: lead });
  });

  it('finds the record type by API name', () => {
    expect(resolve({ objectName: 'Contact' })).toEqual({ type: contact });
  });

  it('finds the record type by API name in another case, as Salesforce does', () => {
    expect(resolve({ objectName: 'lead' })).toEqual({ type: lead });
    expect(resolve({ objectName: 'ACCOUNT' })).toEqual({ type: account });
  });

  it('ignores surrounding blanks in either parameter', () => {
    expect(resolve({ prefix: ' 00Q ', objectName: 'Lead ' })).toEqual({ type: lead });
  });

  it('accepts prefix and objectName together when they name the same type', () => {
    expect(resolve({ prefix: '001', objectName: 'account' })).toEqual({ type: account });
  });

  it('refuses prefix and objectName that name different types, naming both', () => {
    const error = errorOf(resolve({ prefix: '001', objectName: 'Lead' }));
    expect(error).toContain("'001'");
    expect(error).toContain("'Lead'");
    expect(error).toContain('Account');
  });

  it('explains both parameters, and that their names are case-sensitive, when neither is given', () => {
    const error = errorOf(resolve({}));
    expect(error).toContain('prefix');
    expect(error).toContain('objectName');
    expect(error).toMatch(/case-sensitive/);
  });

  it('refuses an unknown prefix, quoting it', () => {
    expect(errorOf(resolve({ prefix: 'a0X' }))).toMatch(/Unknown prefix 'a0X'/);
  });

  it('treats key prefixes as case-sensitive, like record ids', () => {
    expect(errorOf(resolve({ prefix: '00q' }))).toMatch(/Unknown prefix '00q'/);
  });

  it('refuses an unknown objectName, quoting it', () => {
    expect(errorOf(resolve({ objectName: 'Opportunity' }))).toMatch(/Unknown objectName 'Opportunity'/);
  });

  it('refuses an unknown prefix even when objectName is valid', () => {
    expect(errorOf(resolve({ prefix: 'zzz', objectName: 'Lead' }))).toMatch(/Unknown prefix 'zzz'/);
  });

  it.each([
    ['prefix', { prefix: '' }],
    ['prefix', { prefix: '   ' }],
    ['objectName', { objectName: '' }],
    ['objectName', { objectName: ' ', prefix: '00Q' }],
  ])("refuses an empty '%s'", (parameter, query) => {
    expect(errorOf(resolve(query))).toBe(`Parameter '${parameter}' is empty`);
  });
});
