import { describe, expect, it } from 'vitest';
import type { FieldExplanation, ScenarioExplanation } from '../../../contract/explain';
import { matchSummary } from './match-summary';

const side = { value: 'x', normalised: 'x', droppedWords: [] };
const field = (name: string, score: number, extra: Partial<FieldExplanation> = {}): FieldExplanation => ({
  field: name,
  matchMethod: 'FUZZY',
  weight: 20,
  evidence: 'COMPARED',
  countedWeight: 20,
  termFrequency: 1,
  score,
  bits: null,
  guard: false,
  guardFired: false,
  input: side,
  candidateField: name,
  candidate: side,
  synonymMatches: [],
  ...extra,
});
const labels = new Map([
  ['Email', 'Email'],
  ['LastName', 'Last Name'],
  ['FirstName', 'First Name'],
  ['Company', 'Company'],
  ['Phone', 'Phone'],
]);
const explained = (fields: FieldExplanation[]) => ({ fields }) as unknown as ScenarioExplanation;

describe('matchSummary', () => {
  it('says in one line what agrees, what is close and what differs, leaving out what is empty', () => {
    expect(
      matchSummary(
        explained([
          field('Email', 100),
          field('LastName', 100),
          field('FirstName', 96, { synonymMatches: ['bill=william'] }),
          field('Company', 30),
          field('Phone', 0, { evidence: 'MISSING' }),
        ]),
        labels,
      ),
    ).toBe('same Email and Last Name; First Name a nickname (bill = william); Company differs');
  });

  it('names a close value and a guard that held the records apart', () => {
    expect(
      matchSummary(explained([field('LastName', 88), field('FirstName', 20, { guardFired: true })]), labels),
    ).toBe('Last Name close; First Name differs, which holds them apart');
    expect(matchSummary(explained([field('Phone', 0, { evidence: 'MISSING' })]), labels)).toBe(
      'no field to compare',
    );
  });
});
