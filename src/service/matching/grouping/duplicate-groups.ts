/** What a duplicate job's searches said of two records. */
export type PairKind = 'MATCH' | 'AMBIGUOUS' | 'APART';

export interface FoundPair {
  a: string;
  b: string;
  kind: PairKind;
  score: number;
}

export interface ScoredPair {
  a: string;
  b: string;
  score: number;
}

export interface RecordGroup {
  /** Ascending. */
  records: string[];
  /** The duplicate pairs within the group, best first. */
  pairs: ScoredPair[];
  minScore: number;
  maxScore: number;
  averageScore: number;
}

function listOf<Item>(map: Map<string, Item[]>, key: string): Item[] {
  let list = map.get(key);
  if (!list) map.set(key, (list = []));
  return list;
}

const pairKey = (a: string, b: string) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);

/**
 * Groups records connected by duplicate pairs, best pairs first, without ever putting two records a guard held
 * apart into one group: a father and his junior each match their own copies, and a record without a birth date
 * that fits both would otherwise chain the two families of records into one. A pair that either side's search
 * found ambiguous (the record could be either of two people) connects nothing; a pair whose records already sit in
 * groups held apart is left out. Groups of one record are not groups. Deterministic: the same pairs give the same
 * groups, in order of their smallest record id.
 */
export function groupDuplicates(found: readonly FoundPair[]): RecordGroup[] {
  const unsure = new Set<string>();
  const apart = new Map<string, string[]>();
  const best = new Map<string, ScoredPair>();
  for (const pair of found) {
    const key = pairKey(pair.a, pair.b);
    if (pair.kind === 'APART') {
      unsure.add(key);
      listOf(apart, pair.a).push(pair.b);
      listOf(apart, pair.b).push(pair.a);
    } else if (pair.kind === 'AMBIGUOUS') {
      unsure.add(key);
    } else if ((best.get(key)?.score ?? -1) < pair.score) {
      best.set(
        key,
        pair.a < pair.b
          ? { a: pair.a, b: pair.b, score: pair.score }
          : { a: pair.b, b: pair.a, score: pair.score },
      );
    }
  }
  const edges = [...best.entries()]
    .filter(([key]) => !unsure.has(key))
    .map(([, pair]) => pair)
    .sort(
      (x, y) => y.score - x.score || (x.a < y.a ? -1 : x.a > y.a ? 1 : x.b < y.b ? -1 : x.b > y.b ? 1 : 0),
    );

  const parent = new Map<string, string>();
  const members = new Map<string, string[]>();
  const find = (id: string): string => {
    let root = id;
    while (parent.has(root)) root = parent.get(root)!;
    for (let node = id; node !== root;) {
      const next = parent.get(node)!;
      parent.set(node, root);
      node = next;
    }
    return root;
  };
  const heldApart = (small: string, large: string) =>
    (members.get(small) ?? [small]).some((member) =>
      (apart.get(member) ?? []).some((other) => find(other) === large),
    );

  const kept: ScoredPair[] = [];
  for (const edge of edges) {
    let [ra, rb] = [find(edge.a), find(edge.b)];
    if (ra !== rb) {
      if ((members.get(ra)?.length ?? 1) > (members.get(rb)?.length ?? 1)) [ra, rb] = [rb, ra];
      if (heldApart(ra, rb)) continue;
      parent.set(ra, rb);
      const joined = members.get(rb) ?? [rb];
      for (const member of members.get(ra) ?? [ra]) joined.push(member);
      members.set(rb, joined);
      members.delete(ra);
    }
    kept.push(edge);
  }

  const byRoot = new Map<string, ScoredPair[]>();
  for (const edge of kept) listOf(byRoot, find(edge.a)).push(edge);
  return [...byRoot.entries()]
    .map(([root, pairs]) => {
      let [min, max, sum] = [Infinity, -Infinity, 0];
      for (const { score } of pairs)
        [min, max, sum] = [Math.min(min, score), Math.max(max, score), sum + score];
      return {
        records: [...members.get(root)!].sort(),
        pairs,
        minScore: min,
        maxScore: max,
        averageScore: Math.round((sum / pairs.length) * 10) / 10,
      };
    })
    .sort((x, y) => (x.records[0]! < y.records[0]! ? -1 : 1));
}
