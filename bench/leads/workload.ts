import type { RecordValues } from '../../src/service/records/record-store';
import { leadGenerator, varyLead, workloadFaker } from './lead-data';

/** A request's lead: a varied copy of a stored lead (which it should find) or a new person (who should not). */
export type Job =
  | { objectData: RecordValues; isCopy: true; source: RecordValues }
  | { objectData: RecordValues; isCopy: false };

/**
 * The workload of bench:upsert and bench:search: alternately a varied copy of one of the store's samples and a new
 * person, reproducible from the store's seed.
 */
export function workload(samples: RecordValues[], count: number, seed: number): Job[] {
  const faker = workloadFaker(seed + 1);
  const newLead = leadGenerator(seed + 2);
  return Array.from({ length: count }, (_, index): Job => {
    if (index % 2 === 1) return { objectData: newLead(), isCopy: false };
    const source = faker.helpers.arrayElement(samples);
    return { objectData: varyLead(faker, source), isCopy: true, source };
  });
}
