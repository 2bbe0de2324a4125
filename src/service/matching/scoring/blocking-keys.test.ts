import { describe, expect, it } from 'vitest';
import {
  NO_WORD_LISTS,
  type MatchMethodDefinition,
  type MatchOptions,
  type PreparedValue,
} from '../match-method';
import { namespaceCode, recordKeys, searchKeys } from './blocking-keys';
import type { ScenarioPlan } from './score-scenario';
import { Shared } from '../probabilistic/match-model';

/** Keys are the value's comma-separated parts, so a test states them directly. */
const listedKeys: MatchMethodDefinition = {
  method: 'EQUAL',
  prepare: (raw): PreparedValue => ({ raw, normalised: raw, tokens: [raw], dropped: [] }),
  store: (value) => value.raw,
  restore: (raw) => ({ raw: String(raw), normalised: String(raw), tokens: [String(raw)], dropped: [] }),
  compare: () => ({ score: 0, synonymMatches: [] }),
  blockingKeys: (value) => value.raw.split(',').filter(Boolean),
};
const options: MatchOptions = { lists: NO_WORD_LISTS, defaultCountry: 'US', config: null };
/** A key as a group of these forms yields it. */
const key = (namespace: string, combination: string) => `${namespaceCode(namespace)}=${combination}`;

const plan: ScenarioPlan = {
  scenarioId: 'S1',
  scenarioName: 'Person',
  threshold: 75,
  minimumEvidence: 0,
  model: null,
  searchBoundary: null,
  fields: [
    ['First', [1]],
    ['Last', [1, 2]],
    ['Email', [3]],
    ['Notes', []],
  ].map(([field, indexGroups]) => ({
    scenarioFieldId: field as string,
    field: field as string,
    preparation: 'test',
    form: field as string,
    weight: 1,
    indexGroups: indexGroups as number[],
    method: listedKeys,
    options,
    guard: false,
    identifier: false,
    shared: Shared.no,
  })),
};

const keysOf = (values: Record<string, string>) =>
  recordKeys([plan], ({ scenarioFieldId: id }) =>
    values[id] !== undefined ? listedKeys.prepare(values[id], options) : undefined,
  ).sort();

describe('blocking keys', () => {
  it('joins the keys of all fields of a group, one key per group per combination', () => {
    expect(keysOf({ First: 'JN', Last: 'SM0,XMT', Email: 'j@x.com' })).toEqual(
      [
        key('Email', 'j@x.com'),
        key('First&Last', 'JN|SM0'),
        key('First&Last', 'JN|XMT'),
        key('Last', 'SM0'),
        key('Last', 'XMT'),
      ].sort(),
    );
  });

  it('skips a group when one of its fields has no value, but keeps the other groups', () => {
    expect(keysOf({ Last: 'SM0' })).toEqual([key('Last', 'SM0')]);
  });

  it('gives the same keys to groups of two scenarios with the same fields, once', () => {
    const other: ScenarioPlan = {
      ...plan,
      scenarioId: 'S2',
      fields: plan.fields.filter((f) => f.field === 'Email'),
    };
    const prepared = ({ scenarioFieldId: id }: { scenarioFieldId: string }) =>
      id === 'Email' ? listedKeys.prepare('j@x.com', options) : undefined;
    expect(recordKeys([other], prepared)).toEqual(recordKeys([plan], prepared));
    expect(recordKeys([plan, other], prepared)).toEqual([key('Email', 'j@x.com')]);
  });

  it('never indexes a field outside every group', () => {
    expect(keysOf({ Notes: 'anything' })).toEqual([]);
  });
});

describe('search keys', () => {
  const swappableKeys: MatchMethodDefinition = { ...listedKeys, swappable: true };
  const names: ScenarioPlan = {
    ...plan,
    fields: plan.fields.map((field) =>
      field.field === 'First' || field.field === 'Last'
        ? { ...field, method: swappableKeys, indexGroups: field.field === 'First' ? [1] : [2] }
        : field,
    ),
  };
  const searchKeysOf = (scenario: ScenarioPlan, values: Record<string, string>) =>
    searchKeys(scenario, ({ scenarioFieldId: id }) =>
      values[id] !== undefined ? listedKeys.prepare(values[id], options) : undefined,
    ).sort();

  it('adds the keys of swappable names exchanged, so names entered the wrong way round meet', () => {
    expect(searchKeysOf(names, { First: 'SM0', Last: 'JN' })).toEqual(
      [key('First', 'JN'), key('First', 'SM0'), key('Last', 'JN'), key('Last', 'SM0')].sort(),
    );
  });

  it('are the record keys when no field is swappable', () => {
    expect(searchKeysOf(plan, { First: 'SM0', Last: 'JN' })).toEqual(keysOf({ First: 'SM0', Last: 'JN' }));
  });
});
