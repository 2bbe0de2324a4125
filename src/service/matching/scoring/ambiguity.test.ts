import { describe, expect, it } from 'vitest';
import { NO_WORD_LISTS, type MatchMethodDefinition, type MatchOptions } from '../match-method';
import { dateMethod } from '../methods/date';
import { fuzzyPersonMethod } from '../methods/fuzzy-person';
import { streetMethod } from '../methods/street';
import { AMBIGUITY_CHECKED, markAmbiguous } from './ambiguity';
import { prepareValue, type CandidateValue, type Duplicate, type ScenarioPlan } from './score-scenario';
import { Shared } from '../probabilistic/match-model';

const options: MatchOptions = { lists: NO_WORD_LISTS, defaultCountry: 'US', config: null };

const field = (name: string, method: MatchMethodDefinition, weight: number, guard: boolean) => ({
  scenarioFieldId: name,
  field: name,
  preparation: name,
  form: name,
  weight,
  guard,
  identifier: false,
  shared: method.shared ? Shared.place : Shared.no,
  indexGroups: [],
  method,
  options,
});

/** Names, birth date and address; given name and birth date guarded, as the demo scenarios have them. */
const person: ScenarioPlan = {
  scenarioId: 'person',
  scenarioName: 'Person',
  threshold: 70,
  minimumEvidence: 40,
  model: null,
  searchBoundary: null,
  fields: [
    field('FirstName', fuzzyPersonMethod, 20, true),
    field('LastName', fuzzyPersonMethod, 20, false),
    field('BirthDate', dateMethod, 20, true),
    field('Street', streetMethod, 20, false),
  ],
};

const valueOf =
  (records: Record<string, Record<string, string>>) =>
  (id: string): CandidateValue | undefined => {
    const record = records[id];
    if (!record) return undefined;
    return (plan) => (record[plan.field] ? prepareValue(plan, record[plan.field]!) : null);
  };

const found = (...ids: string[]): Duplicate<string>[] =>
  ids.map((id) => ({ id, score: 90, reached: [{ plan: person, score: 90 }] }));

const home = { LastName: 'Schaefer', Street: '411 Center Road' };

describe('markAmbiguous', () => {
  it('marks two matches a guard says are two people: a father and his junior, the input giving no birth date', () => {
    const records = {
      senior: { FirstName: 'Tyson', BirthDate: '1956-11-18', ...home },
      junior: { FirstName: 'Tyson', BirthDate: '1989-03-02', ...home },
    };
    const marked = markAmbiguous(found('senior', 'junior'), valueOf(records));
    expect(marked.map(({ id, ambiguousWith }) => [id, ambiguousWith])).toEqual([
      ['senior', ['junior']],
      ['junior', ['senior']],
    ]);
  });

  it("marks a third match that could be either: the father's copy without a birth date", () => {
    const records = {
      senior: { FirstName: 'Tyson', BirthDate: '1956-11-18', ...home },
      junior: { FirstName: 'Tyson', BirthDate: '1989-03-02', ...home },
      copy: { FirstName: 'Tyson', BirthDate: '', ...home },
    };
    const marked = markAmbiguous(found('senior', 'junior', 'copy'), valueOf(records));
    expect(marked.map(({ id, ambiguousWith }) => [id, ambiguousWith])).toEqual([
      ['senior', ['junior']],
      ['junior', ['senior']],
      ['copy', ['senior', 'junior']],
    ]);
  });

  it('leaves a third match alone when the input fits one person only', () => {
    const records = {
      senior: { FirstName: 'Tyson', BirthDate: '1956-11-18', ...home },
      copy: { FirstName: 'Tyson', BirthDate: '', ...home },
      other: { FirstName: 'Tyson', BirthDate: '', LastName: 'Schafer', Street: '411 Center Rd' },
    };
    const marked = markAmbiguous(found('senior', 'copy', 'other'), valueOf(records));
    expect(marked.every((duplicate) => duplicate.ambiguousWith === undefined)).toBe(true);
  });

  it('leaves a third match alone that reached only another scenario', () => {
    const records = {
      senior: { FirstName: 'Tyson', BirthDate: '1956-11-18', ...home },
      junior: { FirstName: 'Tyson', BirthDate: '1989-03-02', ...home },
      copy: { FirstName: 'Tyson', BirthDate: '', ...home },
    };
    const other: ScenarioPlan = { ...person, scenarioId: 'other' };
    const [senior, junior, copy] = found('senior', 'junior', 'copy');
    const elsewhere = { ...copy!, reached: [{ plan: other, score: 90 }] };
    const marked = markAmbiguous([senior!, junior!, elsewhere], valueOf(records));
    expect(marked.map(({ ambiguousWith }) => ambiguousWith)).toEqual([['junior'], ['senior'], undefined]);
  });

  it('leaves them alone when the input disagrees with one of them on a guard that other fields outweighed', () => {
    const records = {
      senior: { FirstName: 'Tyson', BirthDate: '1956-11-18', ...home },
      junior: { FirstName: 'Tyson', BirthDate: '1989-03-02', ...home },
    };
    const [senior, junior] = found('senior', 'junior');
    const outweighed = { ...junior!, reached: [{ plan: person, score: 75, outweighedGuard: 'BirthDate' }] };
    const marked = markAmbiguous([senior!, outweighed], valueOf(records));
    expect(marked.every((duplicate) => duplicate.ambiguousWith === undefined)).toBe(true);
  });

  it('leaves two records of one person alone, however they differ in what is not guarded', () => {
    const records = {
      first: { FirstName: 'Tyson', BirthDate: '1956-11-18', ...home },
      second: { FirstName: 'Tyson', BirthDate: '', LastName: 'Schafer', Street: '411 Center Rd' },
    };
    const marked = markAmbiguous(found('first', 'second'), valueOf(records));
    expect(marked.every((duplicate) => duplicate.ambiguousWith === undefined)).toBe(true);
  });

  it('compares only in a scenario both matches reached', () => {
    const records = {
      senior: { FirstName: 'Tyson', BirthDate: '1956-11-18', ...home },
      junior: { FirstName: 'Tyson', BirthDate: '1989-03-02', ...home },
    };
    const other: ScenarioPlan = { ...person, scenarioId: 'other' };
    const [senior, junior] = found('senior', 'junior');
    const elsewhere = { ...junior!, reached: [{ plan: other, score: 90 }] };
    const marked = markAmbiguous([senior!, elsewhere], valueOf(records));
    expect(marked.every((duplicate) => duplicate.ambiguousWith === undefined)).toBe(true);
  });

  it('checks only the best matches, and ignores a record deleted meanwhile', () => {
    const records: Record<string, Record<string, string>> = {
      senior: { FirstName: 'Tyson', BirthDate: '1956-11-18', ...home },
    };
    const ids = Array.from({ length: AMBIGUITY_CHECKED }, (_, i) => `copy${i}`);
    for (const id of ids) records[id] = records['senior']!;
    records['junior'] = { FirstName: 'Tyson', BirthDate: '1989-03-02', ...home };
    const marked = markAmbiguous(found(...ids, 'junior', 'gone'), valueOf(records));
    expect(marked.filter((duplicate) => duplicate.ambiguousWith)).toEqual([]);
    expect(marked.map(({ id }) => id)).toEqual([...ids, 'junior', 'gone']);
  });
});
