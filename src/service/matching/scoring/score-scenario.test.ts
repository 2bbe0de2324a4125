import { describe, expect, it } from 'vitest';
import type { MatchMethodDefinition, MatchOptions, PreparedValue } from '../match-method';
import { NO_WORD_LISTS } from '../match-method';
import { fuzzyPersonMethod } from '../methods/fuzzy-person';
import {
  MAX_COMPARED_LENGTH,
  prepareForms,
  prepareValue,
  rankDuplicates,
  rankGuarded,
  reachedScore,
  scenarioProbe,
  scoreScenario,
  type ScenarioPlan,
} from './score-scenario';
import { Shared } from '../probabilistic/match-model';

/** A transparent method for testing the arithmetic: the candidate's value is the score it gives. */
const fixedScore: MatchMethodDefinition = {
  method: 'EQUAL',
  prepare: (raw): PreparedValue => ({ raw, normalised: raw.trim(), tokens: [raw.trim()], dropped: [] }),
  store: (value) => value.normalised,
  restore: (stored) => ({ raw: '', normalised: String(stored), tokens: [String(stored)], dropped: [] }),
  compare: (_input, candidate) => ({ score: Number(candidate.normalised), synonymMatches: [] }),
  blockingKeys: () => [],
  guardBelow: 50,
};
/** The same for a value people who live together share (an address, a phone). */
const sharedScore: MatchMethodDefinition = { ...fixedScore, shared: true };
const options: MatchOptions = { lists: NO_WORD_LISTS, defaultCountry: 'US', config: null };

const plan = (
  threshold: number,
  weights: Record<string, number>,
  {
    minimumEvidence = 0,
    guarded = [] as string[],
    identifiers = [] as string[],
    shared = [] as string[],
  } = {},
): ScenarioPlan => ({
  scenarioId: `s${threshold}`,
  scenarioName: `Scenario ${threshold}`,
  threshold,
  minimumEvidence,
  model: null,
  searchBoundary: null,
  fields: Object.entries(weights).map(([field, weight]) => ({
    scenarioFieldId: field,
    field,
    preparation: 'test',
    form: field,
    weight,
    guard: guarded.includes(field),
    identifier: identifiers.includes(field),
    shared: shared.includes(field) ? Shared.place : Shared.no,
    indexGroups: [],
    method: shared.includes(field) ? sharedScore : fixedScore,
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
    expect(outcome).toMatchObject({ reached: true, verdict: 'DUPLICATE', comparedWeight: 120 });
  });

  it('is calibrated once a model placed its boundary: that weighted mean scores 70, the weighted mean is kept', () => {
    const calibrated = { ...plan(70, { A: 1, B: 1 }), searchBoundary: 50 };
    const at = (a: string, b: string) => score(calibrated, { A: 'x', B: 'x' }, { A: a, B: b });
    expect(at('40', '60')).toMatchObject({ weightedMean: 50, score: 70, verdict: 'DUPLICATE' });
    expect(at('40', '50')).toMatchObject({ weightedMean: 45, score: 63, verdict: 'BELOW_THRESHOLD' });
    expect(at('100', '50')).toMatchObject({ weightedMean: 75, score: 85 });
    expect(at('100', '100')).toMatchObject({ weightedMean: 100, score: 100 });
    expect(score(plan(70, { A: 1, B: 1 }), { A: 'x', B: 'x' }, { A: '40', B: '60' })).toMatchObject({
      weightedMean: 50,
      score: 50,
    });
  });

  it('counts only the fields both records fill: empty on either side is missing evidence, not disagreement', () => {
    const outcome = score(leadDefault, { FirstName: 'x', Email: 'x' }, { FirstName: '92', Company: '0' });
    expect(outcome.score).toBe(92);
    expect(outcome.comparedWeight).toBe(20);
    expect(outcome.fields.map((field) => [field.plan.field, field.evidence, field.weight])).toEqual([
      ['FirstName', 'COMPARED', 20],
      ['LastName', 'MISSING', 0],
      ['Company', 'MISSING', 0],
      ['Email', 'MISSING', 0],
    ]);
  });

  it('scores a pair alike whichever of the two is the input', () => {
    const symmetric = plan(75, { A: 1, B: 1, C: 1 });
    const one = { A: '90', B: '80' };
    const other = { A: '90', C: '70' };
    // The fixture's candidate value is the score, so each side is scored by the other's values.
    expect(score(symmetric, one, other).comparedWeight).toBe(score(symmetric, other, one).comparedWeight);
    expect(score(symmetric, one, other).score).toBe(90);
    expect(score(symmetric, other, one).score).toBe(90);
  });

  it('reaches no verdict when the records share less of its weight than its minimum evidence', () => {
    const wanting = plan(
      75,
      { FirstName: 20, LastName: 20, Company: 30, Email: 50 },
      { minimumEvidence: 40 },
    );
    const names = score(wanting, { FirstName: 'x', LastName: 'x' }, { FirstName: '100', LastName: '100' });
    expect(names).toMatchObject({
      score: 100,
      reached: false,
      verdict: 'NOT_ENOUGH_EVIDENCE',
      comparedWeight: 40,
      requiredWeight: 48,
    });
    const withEmail = score(wanting, { FirstName: 'x', Email: 'x' }, { FirstName: '100', Email: '100' });
    expect(withEmail.verdict).toBe('DUPLICATE');
  });

  it('answers a query on what it asks, but holds a record to the minimum whatever it fills', () => {
    const wanting = plan(
      75,
      { FirstName: 20, LastName: 20, Company: 30, Email: 50 },
      { minimumEvidence: 40 },
    );
    const input = prepareForms([wanting], { FirstName: 'Jenniffer' });
    const jennifer = candidateOf({ FirstName: '92', LastName: '100', Email: '100' });
    expect(scoreScenario(wanting, input, jennifer, 'query')).toMatchObject({
      verdict: 'DUPLICATE',
      requiredWeight: 20,
    });
    expect(scoreScenario(wanting, input, jennifer, 'record')).toMatchObject({
      verdict: 'NOT_ENOUGH_EVIDENCE',
      requiredWeight: 48,
    });
    // A query that asks for more than the minimum needs the minimum compared, as a record does.
    const asked = prepareForms([wanting], { FirstName: 'Jenniffer', Company: 'Acme' });
    expect(scoreScenario(wanting, asked, jennifer, 'query')).toMatchObject({
      verdict: 'NOT_ENOUGH_EVIDENCE',
      comparedWeight: 20,
      requiredWeight: 48,
    });
  });

  it('counts a placeholder on either side as weak evidence, a quarter of its weight', () => {
    const outcome = score(plan(75, { A: 40, B: 40 }), { A: 'unknown', B: 'x' }, { A: '0', B: '100' });
    expect(outcome.fields[0]).toMatchObject({ evidence: 'WEAK', weight: 10 });
    // (10·0 + 40·100) / 50
    expect(outcome.score).toBe(80);
  });

  it('reaches the threshold at equality, not below it', () => {
    expect(score(plan(75, { A: 1 }), { A: 'x' }, { A: '75' }).reached).toBe(true);
    expect(score(plan(75, { A: 1 }), { A: 'x' }, { A: '74' })).toMatchObject({
      reached: false,
      verdict: 'BELOW_THRESHOLD',
    });
  });

  it('does not apply when the input fills none of its fields', () => {
    const outcome = score(leadDefault, { Phone: '555' }, { FirstName: '100' });
    expect(outcome).toMatchObject({
      score: 0,
      reached: false,
      verdict: 'NOT_ENOUGH_EVIDENCE',
      comparedWeight: 0,
    });
  });
});

describe('guards', () => {
  const family = plan(
    70,
    { GivenName: 20, Surname: 20, Street: 30, Phone: 30, SocialSecurity: 20 },
    {
      guarded: ['GivenName'],
      identifiers: ['SocialSecurity'],
      shared: ['Surname', 'Street', 'Phone'],
    },
  );
  const household = { GivenName: '30', Surname: '100', Street: '100', Phone: '100' };
  const input = { GivenName: 'x', Surname: 'x', Street: 'x', Phone: 'x', SocialSecurity: 'x' };

  it('hold a pair apart when a guarded field clearly disagrees, whatever the shared fields say', () => {
    const outcome = score(family, input, household);
    expect(outcome.score).toBe(86);
    expect(outcome).toMatchObject({ reached: false, verdict: 'GUARDED' });
    expect(outcome.fields.filter((field) => field.guardFired).map((field) => field.plan.field)).toEqual([
      'GivenName',
    ]);
  });

  it('do not fire on a field that agrees well enough, or that one record leaves empty', () => {
    expect(score(family, input, { ...household, GivenName: '50' }).verdict).toBe('DUPLICATE');
    const { GivenName: _none, ...noGivenName } = household;
    expect(score(family, input, noGivenName).verdict).toBe('DUPLICATE');
  });

  it('give way to an identifier that agrees exactly', () => {
    expect(score(family, input, { ...household, SocialSecurity: '100' }).verdict).toBe('DUPLICATE');
    expect(score(family, input, { ...household, SocialSecurity: '99' }).verdict).toBe('GUARDED');
  });

  const person = plan(
    70,
    { GivenName: 20, Surname: 20, BirthDate: 20, Street: 10, Email: 10, Number: 20 },
    { guarded: ['GivenName', 'BirthDate'], shared: ['Surname', 'Street'] },
  );
  const personInput = { GivenName: 'x', Surname: 'x', BirthDate: 'x', Street: 'x', Email: 'x', Number: 'x' };

  it('give way to two fields that tell people apart and agree, weighing enough against the disagreeing guard', () => {
    // A given name replaced by another: the birth date and a personal number still agree.
    const replaced = { GivenName: '0', Surname: '100', BirthDate: '100', Street: '100', Number: '90' };
    const outcome = score(person, personInput, replaced);
    expect(outcome).toMatchObject({ verdict: 'DUPLICATE', reached: true });
    expect(outcome.fields.some((field) => field.guardFired)).toBe(false);
    // (20·0 + 20·100 + 20·100 + 10·100 + 20·90) / 90
    expect(outcome.score).toBe(76);
  });

  it('hold apart what one field shared with a family member cannot outweigh: a twin, a junior', () => {
    const twin = { GivenName: '0', Surname: '100', BirthDate: '100', Street: '100', Email: '0' };
    expect(score(person, personInput, twin).verdict).toBe('GUARDED');
    const junior = { GivenName: '100', Surname: '100', BirthDate: '0', Street: '100' };
    expect(score(person, personInput, junior).verdict).toBe('GUARDED');
  });

  it('hold apart when the corroborating fields weigh too little against the guards that disagree', () => {
    const light = plan(
      50,
      { GivenName: 20, BirthDate: 20, State: 5, Number: 20 },
      { guarded: ['GivenName', 'BirthDate'] },
    );
    const input = { GivenName: 'x', BirthDate: 'x', State: 'x', Number: 'x' };
    // The birth date and the state agree, 25 < 1.5 × 20.
    expect(score(light, input, { GivenName: '0', BirthDate: '100', State: '100', Number: '0' }).verdict).toBe(
      'GUARDED',
    );
    expect(
      score(light, input, { GivenName: '0', BirthDate: '100', State: '100', Number: '80' }).verdict,
    ).toBe('DUPLICATE');
  });

  it('tell the search which guard was outweighed, so that it can tell the record from another person', () => {
    const replaced = candidateOf({
      GivenName: '0',
      Surname: '100',
      BirthDate: '100',
      Street: '100',
      Number: '90',
    });
    const probe = scenarioProbe(person, prepareForms([person], personInput));
    expect(reachedScore(probe, replaced)).toMatchObject({ score: 76, outweighedGuard: 'GivenName' });
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

  it('leaves out scenarios a guard held the candidate apart in, and answers those only a guard held apart', () => {
    const reached = [
      { id: 'family', reached: [{ plan: strict, score: 95, guard: 'FirstName' }] },
      {
        id: 'same',
        reached: [
          { plan: strict, score: 92, guard: 'FirstName' },
          { plan: loose, score: 80 },
        ],
      },
    ];
    expect(rankDuplicates(reached).map(({ id, reached }) => [id, reached.length])).toEqual([['same', 1]]);
    expect(rankGuarded(reached).map(({ id, score }) => [id, score])).toEqual([['family', 95]]);
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

  it('gives exactly the full score of every candidate that reaches a verdict, and only of those', () => {
    const guarded = plan(
      75,
      { FirstName: 20, LastName: 20, Company: 30, Email: 50 },
      {
        minimumEvidence: 40,
        guarded: ['FirstName'],
      },
    );
    const probe = scenarioProbe(guarded, input);
    const guardedProbe = scenarioProbe(guarded, input);
    for (const first of ['', '0', '49', '100'])
      for (const company of ['', '0', '73', '100'])
        for (const email of ['', '0', '60', '100']) {
          const candidate = candidateOf({ FirstName: first, LastName: '88', Company: company, Email: email });
          const full = scoreScenario(guarded, input, candidate);
          expect(reachedScore(probe, candidate)?.score).toBe(full.reached ? full.score : undefined);
          const kept = reachedScore(guardedProbe, candidate, new Map(), true);
          const wouldReach = full.verdict === 'DUPLICATE' || (full.verdict === 'GUARDED' && full.score >= 75);
          expect(kept?.score).toBe(wouldReach ? full.score : undefined);
          expect(kept?.guard).toBe(wouldReach && full.verdict === 'GUARDED' ? 'FirstName' : undefined);
        }
  });

  it('stops where the calibrated score, not the weighted mean, is out of reach, and gives the full score', () => {
    // A boundary of 50 lifts a weighted mean of 62 to 77: above this threshold of 75, which the mean itself is not.
    const calibrated = { ...leadDefault, searchBoundary: 50 };
    const probe = scenarioProbe(calibrated, input);
    for (const email of ['0', '40', '55', '62', '100'])
      for (const company of ['0', '50', '100']) {
        const candidate = candidateOf({ FirstName: '70', LastName: '70', Company: company, Email: email });
        const full = scoreScenario(calibrated, input, candidate);
        expect(reachedScore(probe, candidate)?.score).toBe(full.reached ? full.score : undefined);
      }
    const lifted = candidateOf({ FirstName: '62', LastName: '62', Company: '62', Email: '62' });
    expect(reachedScore(probe, lifted)?.score).toBe(77);
    expect(reachedScore(scenarioProbe(leadDefault, input), lifted)).toBeUndefined();
  });

  it('does not apply when the input fills none of the fields', () => {
    const probe = scenarioProbe(leadDefault, prepareForms([leadDefault], { Phone: '555' }));
    expect(reachedScore(probe, candidateOf({ FirstName: '100' }))).toBeUndefined();
  });

  it('scores no candidate when the input fills too little for a verdict', () => {
    const wanting = plan(75, { A: 10, B: 90 }, { minimumEvidence: 50 });
    const probe = scenarioProbe(wanting, prepareForms([wanting], { A: 'x' }));
    expect(probe.applies).toBe(false);
    expect(reachedScore(probe, candidateOf({ A: '100', B: '100' }))).toBeUndefined();
  });
});

describe('names entered the wrong way round', () => {
  const names: ScenarioPlan = {
    scenarioId: 'names',
    scenarioName: 'Names',
    threshold: 80,
    minimumEvidence: 0,
    model: null,
    searchBoundary: null,
    fields: [
      { field: 'FirstName', weight: 20 },
      { field: 'LastName', weight: 30 },
    ].map(({ field, weight }) => ({
      scenarioFieldId: field,
      field,
      preparation: 'test',
      form: field,
      weight,
      guard: field === 'FirstName',
      identifier: false,
      shared: Shared.no,
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
    expect(outcome.fields[1]).toMatchObject({
      candidateField: 'FirstName',
      candidate: null,
      evidence: 'MISSING',
    });
    expect(outcome.score).toBe(95);
  });

  it('takes one name shared crosswise for a coincidence, not a swap', () => {
    const outcome = scoreNames(
      { FirstName: 'Thomas', LastName: 'Labreche' },
      { FirstName: 'Sarah', LastName: 'Thomas' },
    );
    expect(outcome.fields.every((field) => field.candidateField === field.plan.field)).toBe(true);
    expect(outcome.verdict).toBe('GUARDED');
  });

  it('reads names crosswise as well when scoring stops early', () => {
    const input = prepareForms([names], { FirstName: 'Hall', LastName: 'Isla' });
    const candidate = person({ FirstName: 'Isla', LastName: 'Hall' });
    expect(reachedScore(scenarioProbe(names, input), candidate)?.score).toBe(
      scoreScenario(names, input, candidate).score,
    );
  });

  it('reads a name entered alone as the other name of the candidate when scoring stops early, as in full', () => {
    const input = prepareForms([names], { FirstName: 'Oscar' });
    const candidate = person({ FirstName: 'Moore', LastName: 'Oscar' });
    const full = scoreScenario(names, input, candidate, 'query');
    expect(full).toMatchObject({ verdict: 'DUPLICATE', score: 95 });
    expect(reachedScore(scenarioProbe(names, input, 'query'), candidate)?.score).toBe(full.score);
  });

  it('does not cross fields of methods that are not swappable', () => {
    const outcome = score(plan(50, { A: 1, B: 1 }), { A: 'x', B: 'x' }, { A: '0', B: '100' });
    expect(outcome.fields.map((field) => field.candidateField)).toEqual(['A', 'B']);
  });
});

describe('term frequencies', () => {
  const counted: MatchMethodDefinition = { ...fixedScore, termFrequency: true };
  const rarity = plan(75, { A: 50, B: 50 });
  rarity.fields.forEach((field) => (field.method = counted));
  // A holds a value no commoner than most, B a common one.
  const frequencies = { factor: (field: { field: string }) => (field.field === 'A' ? 1 : 0.5) };
  const input = prepareForms([rarity], { A: 'x', B: 'x' });
  const scored = (a: string, b: string) =>
    scoreScenario(rarity, input, candidateOf({ A: a, B: b }), 'record', frequencies);

  it('weigh an agreeing field by how common its value is, and leave a disagreeing one alone', () => {
    expect(scored('100', '60').fields.map((field) => field.termFrequency)).toEqual([1, 1]);
    expect(scored('60', '100').fields.map((field) => field.termFrequency)).toEqual([1, 0.5]);
    // (50·60 + 25·100) / 75
    expect(scored('60', '100').score).toBe(73);
    expect(scored('100', '100').score).toBe(100);
  });

  it('do not change how much evidence was compared', () => {
    expect(scored('100', '100').comparedWeight).toBe(100);
  });

  it('give the same score when scoring stops early', () => {
    const probe = scenarioProbe(rarity, input, 'record', frequencies);
    for (const a of ['0', '60', '90', '100'])
      for (const b of ['0', '60', '90', '100']) {
        const full = scored(a, b);
        expect(reachedScore(probe, candidateOf({ A: a, B: b }))?.score).toBe(
          full.reached ? full.score : undefined,
        );
      }
  });
});
