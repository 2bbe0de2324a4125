import type { RecordValues } from '../../src/service/records/record-store';
import { leadGenerator, varyLead, workloadFaker } from './lead-data';

/** A request's lead: a varied copy of a stored lead (which it should find) or a new person (who should not). */
export type Job =
  | { objectData: RecordValues; isCopy: true; source: RecordValues }
  | { objectData: RecordValues; isCopy: false };

/**
 * The workload of bench:upsert and bench:search: alternately a varied copy of one of the store's samples and a new
 * person, reproducible from the store's seed. With `written` (a store that the copies update, bench:upsert's), a
 * sample copied before is varied from its latest copy, which is what the store holds for it since that copy updated
 * it: every copy is one variation away from its stored lead, however often its sample is drawn. Without, a second
 * copy of a sample would meet a lead an earlier copy had already varied, two variations away.
 */
export function workload(
  samples: RecordValues[],
  count: number,
  seed: number,
  written?: Map<RecordValues, RecordValues>,
): Job[] {
  const faker = workloadFaker(seed + 1);
  const newLead = leadGenerator(seed + 2);
  return Array.from({ length: count }, (_, index): Job => {
    if (index % 2 === 1) return { objectData: newLead(), isCopy: false };
    const sample = faker.helpers.arrayElement(samples);
    const source = written?.get(sample) ?? sample;
    const objectData = varyLead(faker, source);
    written?.set(sample, objectData);
    return { objectData, isCopy: true, source };
  });
}
