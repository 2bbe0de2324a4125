import { loadDatasets, type Dataset } from '../match-quality/datasets';
import { Engine } from '../match-quality/engine';

export interface GroupQuality {
  dataset: string;
  groups: number;
  pairwise: { precision: number; recall: number; f1: number };
  bcubed: { precision: number; recall: number; f1: number };
}

const f1 = (precision: number, recall: number) =>
  precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);

/**
 * The groups a job makes of a labelled data set, against its labels: every record's pairs found as the job's
 * search finds them, grouped by the job's grouping. Pairwise precision and recall count record pairs put in one
 * group; B-cubed averages, over records, the share of a record's group that is its entity and the share of its
 * entity that is in its group.
 */
export async function groupQuality(name: string): Promise<GroupQuality> {
  const dataset: Dataset = loadDatasets().find((one) => one.name === name)!;
  const engine = await Engine.load(dataset);
  const groups = engine.jobGroups();
  const entityOf = new Map(dataset.records.map((record) => [record.key, record.entity]));
  const groupOf = new Map<string, string[]>();
  for (const group of groups) for (const key of group.records) groupOf.set(key, group.records);
  const entityMembers = new Map<string, string[]>();
  for (const record of dataset.records)
    entityMembers.set(record.entity, [...(entityMembers.get(record.entity) ?? []), record.key]);

  let predicted = 0;
  let correct = 0;
  for (const group of groups) {
    for (let i = 0; i < group.records.length; i++) {
      for (let j = i + 1; j < group.records.length; j++) {
        predicted++;
        if (entityOf.get(group.records[i]!) === entityOf.get(group.records[j]!)) correct++;
      }
    }
  }
  let truePairs = 0;
  for (const members of entityMembers.values()) truePairs += (members.length * (members.length - 1)) / 2;

  let bPrecision = 0;
  let bRecall = 0;
  for (const record of dataset.records) {
    const group = groupOf.get(record.key) ?? [record.key];
    const entity = entityMembers.get(record.entity)!;
    const shared = group.filter((key) => entityOf.get(key) === record.entity).length;
    bPrecision += shared / group.length;
    bRecall += shared / entity.length;
  }
  const pairwisePrecision = predicted === 0 ? 1 : correct / predicted;
  const pairwiseRecall = truePairs === 0 ? 1 : correct / truePairs;
  const n = dataset.records.length;
  return {
    dataset: dataset.name,
    groups: groups.length,
    pairwise: {
      precision: pairwisePrecision,
      recall: pairwiseRecall,
      f1: f1(pairwisePrecision, pairwiseRecall),
    },
    bcubed: { precision: bPrecision / n, recall: bRecall / n, f1: f1(bPrecision / n, bRecall / n) },
  };
}
