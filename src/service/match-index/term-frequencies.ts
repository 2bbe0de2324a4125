import type { PreparedValue } from '../matching/match-method';
import type { FieldPlan, ValueFrequencies } from '../matching/scoring/score-scenario';
import { CountTable } from './count-table';
import { formKey } from './form-codec';
import type { Image } from './index-image';
import type { IndexLayout } from './index-layout';

/**
 * Fewer values than this in a form and their frequencies say nothing yet: a store of three Kellys would make Kelly
 * the commonest name in the world.
 */
export const MIN_VALUES_FOR_FREQUENCIES = 1000;
/** The factor is (chance agreement on any value ÷ share of this value) to this power, */
const STRENGTH = 0.25;
/**
 * bounded: agreement on the commonest value counts at least half its weight, on a value no commoner than the average
 * its whole weight. Never more: a search stops scoring a candidate once its threshold is out of reach, which only a
 * weight that cannot grow lets it tell early.
 */
const MIN_FACTOR = 0.5;

/** Keys of prepared values already computed: a search's input meets many candidates. */
const keys = new WeakMap<PreparedValue, string>();

/** What a value is counted by: its stored form's bytes, as the match index keeps them (form-codec's formKey). */
export function valueKey(field: Pick<FieldPlan, 'method'>, value: PreparedValue): string {
  let key = keys.get(value);
  if (key === undefined) {
    key = formKey(field.method.store(value));
    keys.set(value, key);
  }
  return key;
}

/**
 * How often each value of a form occurs among a record type's records, for the forms whose method adjusts for it
 * (MatchMethodDefinition.termFrequency): agreeing on "Giammatteo" says more than agreeing on "Smith". Kept by the
 * type's match index, so it changes with every write the index takes in.
 */
export class TermFrequencies implements ValueFrequencies {
  private readonly layout: IndexLayout;
  /** By slot: the count of each value, the values held, and the sum of the counts squared. */
  private readonly counts: (CountTable | undefined)[];
  private readonly totals: Float64Array<ArrayBuffer>;
  private readonly squares: Float64Array<ArrayBuffer>;

  constructor(layout: IndexLayout) {
    this.layout = layout;
    this.counts = layout.forms.map((field) => (field.method.termFrequency ? new CountTable() : undefined));
    this.totals = new Float64Array(layout.forms.length);
    this.squares = new Float64Array(layout.forms.length);
  }

  /** The counts as they are, for a snapshot: per counted slot its table. */
  toImage(): Image {
    const parts: Image['parts'] = {};
    this.counts.forEach((counts, slot) => {
      if (counts) parts[`slot${slot}`] = counts.toImage();
    });
    return { values: {}, arrays: { totals: this.totals, squares: this.squares }, parts };
  }

  static fromImage(layout: IndexLayout, { arrays, parts }: Image): TermFrequencies {
    const frequencies = new TermFrequencies(layout);
    frequencies.totals.set(arrays['totals']!);
    frequencies.squares.set(arrays['squares']!);
    frequencies.counts.forEach((_, slot) => {
      const held = parts[`slot${slot}`];
      if (held) frequencies.counts[slot] = CountTable.fromImage(held);
    });
    return frequencies;
  }

  /** Slots whose values are counted. */
  get slots(): number[] {
    return this.counts.flatMap((counts, slot) => (counts ? [slot] : []));
  }

  /**
   * Counts a record's value of a slot in (+1) or out (−1), by its stored form's key (formKey): the index holds its
   * bytes already, so a million records are counted without restoring one value.
   */
  count(slot: number, key: string, change: 1 | -1): void {
    const counts = this.counts[slot];
    if (!counts || !key) return;
    const after = counts.change(key, change);
    const before = after - change;
    this.totals[slot]! += change;
    this.squares[slot]! += after * after - before * before;
  }

  /**
   * The factor on the weight of agreement between two values (Splink's term-frequency adjustment, bounded): the
   * chance that two records agree on some value of the form, over the share of records holding this value (the
   * commoner of the two spellings), to the power ¼, between ½ and 1. 1 for a form that is not counted or holds too
   * few values yet.
   */
  factor(field: FieldPlan, input: PreparedValue, candidate: PreparedValue): number {
    const slot = this.layout.slotOf.get(field.form);
    const counts = slot === undefined ? undefined : this.counts[slot];
    const total = slot === undefined ? 0 : this.totals[slot]!;
    if (!counts || total < MIN_VALUES_FOR_FREQUENCIES) return 1;
    const held = Math.max(1, counts.count(valueKey(field, input)), counts.count(valueKey(field, candidate)));
    const chance = this.squares[slot!]! / (total * total);
    const ratio = chance / (held / total);
    return Math.min(1, Math.max(MIN_FACTOR, ratio ** STRENGTH));
  }
}
