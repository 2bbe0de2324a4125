import { describe, expect, it } from 'vitest';
import { compileFilter } from '../filters/filter-evaluator';
import { checkConditions } from '../filters/filter-validation';
import { DEMO_FILTERS } from './demo-filters';
import { DEMO_RECORD_TYPES } from './demo-record-types';
import { generateDemoRecords, type DemoDataSet } from './generate-demo-records';

/** The seed the service ships with (DEMO_RECORD_SEED's default), so these are the records a demo user sees. */
const SEED = 20261122;
const typeOf = (name: string) => DEMO_RECORD_TYPES.find((type) => type.name === name)!;

describe('demo filters', () => {
  it('are valid filters of the demo record types, stored as written', () => {
    for (const filter of DEMO_FILTERS) {
      expect(checkConditions(typeOf(filter.recordType), filter.conditions), filter.developerName).toEqual({
        conditions: filter.conditions,
      });
    }
  });

  it('each keep some of the demo records, and those meant to narrow them keep fewer than all', () => {
    const data = generateDemoRecords(SEED);
    const kept = Object.fromEntries(
      DEMO_FILTERS.map((filter) => {
        const records = data[filter.recordType as keyof DemoDataSet];
        const accepts = compileFilter(typeOf(filter.recordType), filter.conditions);
        const passing = records.filter((record) => accepts(record.values)).length;
        return [filter.developerName, { passing, of: records.length }];
      }),
    );
    for (const [name, { passing }] of Object.entries(kept)) expect(passing, name).toBeGreaterThan(0);
    for (const name of [
      'Not_Contacted_Leads',
      'Web_Leads',
      'Customers',
      'Born_Before_1980',
      'Emailable_Contacts',
    ]) {
      expect(kept[name]!.passing, name).toBeLessThan(kept[name]!.of);
    }
  });
});
