import { describe, expect, it } from 'vitest';
import type { MatchMethodDefinition, MatchOptions, PreparedValue } from '../match-method';
import { NO_WORD_LISTS } from '../match-method';
import { fuzzyPersonMethod } from '../methods/fuzzy-person';
import {
  MAX_COMPARED_LENGTH,
  prepareForms,
  prepareValue,
  rankDuplicates,
  reachedScore,
  scenarioProbe,
  scoreScenario,
  type ScenarioPlan,
} from './score-scenario';

/** A transparent method for testing the arithmetic: the candidate's value is the score it gives. */
const fixedScore: MatchMethodDefinition = {
  method: 'EQUAL',
  prepare: (raw): PreparedValue => ({ raw, normalised: raw.trim(), tokens: [raw.trim()], dropped: [] }),
  store: (value) => value.normalised,
  restore: (stored) => ({ raw: '', normalised: String(stored), tokens: [String(stored)], dropped: [] }),
  compare: (_input, candidate) => ({ score: Number(candidate.normalised), synonymMatches: [] }),
  blockingKeys: () => [],
};
const options: MatchOptions = { lists: NO_WORD_LISTS, defaultCountry: 'US', config: null };

const plan = (threshold: number, weights: Record<string, number>): ScenarioPlan => ({
  scenarioId: `s${threshold}`,
  scenarioName: `Scenario ${threshold}`,
  threshold,
  fields: Object.entries(weights).map(([field, weight]) => ({
    scenarioFieldId: field,
    field,
    preparation: 'test',
    form: field,
    weight,
    indexGroups: [],
    method: fixedScore,
    options,
  })),
});

function score(
  scenario: ScenarioPlan,
  input: Record<string, string | null>,
  candidate: Record<string, string>,
) {
  return scoreScenario(scenario, prepareForms([scenario], input), candidateOf(candidate));
}

const candidateOf = (candidate: Record<string, string>) => (field: { field: string }) =>
  candidate[field.field] ? fixedScore.prepare(candidate[field.field]!, options) : null;

describe('input values', () => {
  it('are prepared once per form, however many scenarios use it', () => {
    const prepared: string[] = [];
    const counting = {
      ...fixedScore,
      prepare: (raw: string) => (prepared.push(raw), fixedScore.prepare(raw, options)),
    };
    const twice = [plan(50, { A: 1 }), plan(60, { A: 1, B: 1 })].map((scenario) => ({
      ...scenario,
      fields: scenario.fields.map((field) => ({ ...field, method: counting })),
    }));
    expect([...prepareForms(twice, { A: 'a', B: 'b', C: 'c' }).keys()]).toEqual(['A', 'B']);
    expect(prepared).toEqual(['a', 'b']);
  });

  it('compare the beginning of a very long text and keep the whole of it', () => {
    const long = 'x'.repeat(10_000);
    const [field] = plan(50, { A: 1 }).fields;
    const value = prepareValue(field!, long);
    expect(value.normalised).toHaveLength(MAX_COMPARED_LENGTH);
    expect(value.raw).toBe(long);
  });
});

describe('scenario score', () => {
  const leadDefault = plan(75, { FirstName: 20, LastName: 20, Company: 30, Email: 50 });

  it('is the weighted mean of the field scores', () => {
    const outcome = score(
      leadDefault,
      { FirstName: 'x', LastName: 'x', Company: 'x', Email: 'x' },
      { FirstName: '100', LastName: '90', Company: '60', Email: '100' },
    );
    // (20·100 + 20·90 + 30·60 + 50·100) / 120 = 88.33
    expect(outcome.score).toBe(88);
    expect(outcome.reached).toBe(true);
  });

  it('counts only the fields the input fills: one good field can decide', () => {
    const outcome = score(
      leadDefault,
      { FirstName: 'Jenniffer', LastName: '', Email: null },
      { FirstName: '92' },
    );
    expect(outcome.score).toBe(92);
    expect(outcome.fields.map((field) => field.plan.field)).toEqual(['FirstName']);
  });

  it('scores a field the candidate leaves empty as 0', () => {
    const outcome = score(leadDefault, { FirstName: 'x', Email: 'x' }, { FirstName: '100' });
    // (20·100 + 50·0) / 70
    expect(outcome.score).toBe(29);
    expect(outcome.fields.find((field) => field.plan.field === 'Email')?.candidate).toBeNull();
  });

  it('reaches the threshold at equality, not below it', () => {
    expect(score(plan(75, { A: 1 }), { A: 'x' }, { A: '75' }).reached).toBe(true);
    expect(score(plan(75, { A: 1 }), { A: 'x' }, { A: '74' }).reached).toBe(false);
  });

  it('does not apply when the input fills none of its fields', () => {
    const outcome = score(leadDefault, { Phone: '555' }, { FirstName: '100' });
    expect(outcome).toMatchObject({ score: 0, reached: false, fields: [] });
  });
});

describe('OR over scenarios', () => {
  const strict = plan(90, { A: 1 });
  const loose = plan(60, { A: 1 });

  const reachedWith = (value: string) =>
    [strict, loose].flatMap((scenario) => {
      const outcome = score(scenario, { A: 'x' }, { A: value });
      return outcome.reached ? [{ plan: scenario, score: outcome.score }] : [];
    });

  it('returns a candidate reaching any scenario, with the highest reached score and every reached scenario', () => {
    const [first] = rankDuplicates([{ id: 'a', reached: reachedWith('95') }]);
    expect(first!.score).toBe(95);
    expect(first!.reached.map((outcome) => outcome.plan.scenarioName)).toEqual([
      'Scenario 90',
      'Scenario 60',
    ]);
  });

  it('drops candidates that reach none', () => {
    const results = rankDuplicates([
      { id: 'b', reached: reachedWith('70') },
      { id: 'c', reached: reachedWith('50') },
    ]);
    expect(results.map((result) => result.id)).toEqual(['b']);
    expect(results[0]!.reached.map((outcome) => outcome.plan.scenarioName)).toEqual(['Scenario 60']);
  });

  it('sorts by score, then by id', () => {
    const results = rankDuplicates([
      { id: 'z', reached: reachedWith('80') },
      { id: 'y', reached: reachedWith('99') },
      { id: 'x', reached: reachedWith('80') },
    ]);
    expect(results.map((result) => [result.id, result.score])).toEqual([
      ['y', 99],
      ['x', 80],
      ['z', 80],
    ]);
  });
});

describe('scoring that stops once the threshold is out of reach', () => {
  const leadDefault = plan(75, { FirstName: 20, LastName: 20, Company: 30, Email: 50 });
  const input = prepareForms([leadDefault], { FirstName: 'x', LastName: 'x', Company: 'x', Email: 'x' });

  it('compares the heaviest field first and stops when even perfect scores elsewhere could not reach it', () => {
    const compared: string[] = [];
    const candidate = candidateOf({ FirstName: '100', LastName: '100', Company: '100', Email: '0' });
    const reached = reachedScore(scenarioProbe(leadDefault, input), (field) => {
      compared.push(field.field);
      return candidate(field);
    });
    expect(reached).toBeUndefined();
    expect(compared).toEqual(['Email']);
  });

  it('gives exactly the full score of every candidate that reaches the threshold, and only of those', () => {
    const probe = scenarioProbe(leadDefault, input);
    for (const first of ['0', '49', '100'])
      for (const company of ['0', '50', '73', '100'])
        for (const email of ['0', '60', '90', '100']) {
          const candidate = candidateOf({ FirstName: first, LastName: '88', Company: company, Email: email });
          const full = scoreScenario(leadDefault, input, candidate);
          expect(reachedScore(probe, candidate)).toBe(full.reached ? full.score : undefined);
        }
  });

  it('does not apply when the input fills none of the fields', () => {
    const probe = scenarioProbe(leadDefault, prepareForms([leadDefault], { Phone: '555' }));
    expect(reachedScore(probe, candidateOf({ FirstName: '100' }))).toBeUndefined();
  });
});

describe('names entered the wrong way round', () => {
  const names: ScenarioPlan = {
    scenarioId: 'names',
    scenarioName: 'Names',
    threshold: 80,
    fields: [
      { field: 'FirstName', weight: 20 },
      { field: 'LastName', weight: 30 },
    ].map(({ field, weight }) => ({
      scenarioFieldId: field,
      field,
      preparation: 'test',
      form: field,
      weight,
      indexGroups: [],
      method: fuzzyPersonMethod,
      options,
    })),
  };
  const person = (values: Record<string, string>) => (field: { field: string }) =>
    values[field.field] ? fuzzyPersonMethod.prepare(values[field.field]!, options) : null;
  const scoreNames = (input: Record<string, string>, candidate: Record<string, string>) =>
    scoreScenario(names, prepareForms([names], input), person(candidate));

  it('compares first and last names crosswise and keeps the better reading', () => {
    const outcome = scoreNames(
      { FirstName: 'Hall', LastName: 'Isla' },
      { FirstName: 'Isla', LastName: 'Hall' },
    );
    expect(outcome.reached).toBe(true);
    expect(outcome.score).toBe(95);
    expect(outcome.fields.map((field) => [field.plan.field, field.candidateField])).toEqual([
      ['FirstName', 'LastName'],
      ['LastName', 'FirstName'],
    ]);
  });

  it('ranks the swapped reading below the same names entered the right way round', () => {
    const right = scoreNames(
      { FirstName: 'Isla', LastName: 'Hall' },
      { FirstName: 'Isla', LastName: 'Hall' },
    );
    const swapped = scoreNames(
      { FirstName: 'Hall', LastName: 'Isla' },
      { FirstName: 'Isla', LastName: 'Hall' },
    );
    expect(right.score).toBeGreaterThan(swapped.score);
  });

  it('keeps the direct reading when the names are merely alike', () => {
    const outcome = scoreNames(
      { FirstName: 'Jon', LastName: 'Smyth' },
      { FirstName: 'John', LastName: 'Smith' },
    );
    expect(outcome.fields.every((field) => field.candidateField === field.plan.field)).toBe(true);
  });

  it('finds a first name the record holds as its last name when its first name is empty', () => {
    const outcome = scoreNames({ FirstName: 'White', LastName: 'Jean-Claude' }, { LastName: 'White' });
    expect(outcome.fields[0]).toMatchObject({ candidateField: 'LastName', result: { score: 95 } });
    expect(outcome.fields[1]).toMatchObject({ candidateField: 'FirstName', candidate: null });
  });

  it('reads names crosswise as well when scoring stops early', () => {
    const input = prepareForms([names], { FirstName: 'Hall', LastName: 'Isla' });
    const candidate = person({ FirstName: 'Isla', LastName: 'Hall' });
    expect(reachedScore(scenarioProbe(names, input), candidate)).toBe(
      scoreScenario(names, input, candidate).score,
    );
  });

  it('does not cross fields of methods that are not swappable', () => {
    const outcome = score(plan(50, { A: 1, B: 1 }), { A: 'x', B: 'x' }, { A: '0', B: '100' });
    expect(outcome.fields.map((field) => field.candidateField)).toEqual(['A', 'B']);
  });
});
