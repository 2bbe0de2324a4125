import { describe, expect, it } from 'vitest';
import type { ScenarioExplanation } from '../../../contract/explain';
import {
  evidenceText,
  formatBits,
  formatSynonymMatch,
  scenarioStatus,
  scoreBasis,
  scoreValueText,
} from './breakdown-format';

describe('breakdown wording', () => {
  it('spaces a synonym match like the chip reads it', () => {
    expect(formatSynonymMatch('jenny=jennifer')).toBe('jenny = jennifer');
    expect(formatSynonymMatch('ibm = international business machines')).toBe(
      'ibm = international business machines',
    );
    expect(formatSynonymMatch('odd')).toBe('odd');
  });

  it('states whether a scenario reached its threshold', () => {
    const verdict = (verdict: ScenarioExplanation['verdict'], threshold = 75) => ({
      verdict,
      threshold,
      comparedWeight: 20,
      requiredWeight: 48,
      fields: [{ field: 'FirstName', guardFired: verdict === 'GUARDED' }],
    });
    expect(scenarioStatus(verdict('DUPLICATE'))).toBe('reached threshold 75');
    expect(scenarioStatus(verdict('BELOW_THRESHOLD', 90))).toBe('below threshold 90');
    expect(scenarioStatus(verdict('NOT_ENOUGH_EVIDENCE'))).toBe(
      'not enough evidence: 20 of the 48 weight needed was compared',
    );
    expect(scenarioStatus({ ...verdict('NOT_ENOUGH_EVIDENCE'), comparedWeight: 0 })).toBe(
      'not enough evidence: none of its weighted fields is filled on both sides',
    );
    expect(scenarioStatus(verdict('GUARDED'), new Map([['FirstName', 'First Name']]))).toBe(
      'held apart: First Name clearly differs, so these are different people',
    );
    expect(scoreValueText(96, verdict('DUPLICATE'))).toBe('96 of 100, reached threshold 75');
    expect(scoreValueText(40)).toBe('40 of 100');
  });

  it('signs a weight of evidence', () => {
    expect(formatBits(6.24)).toBe('+6.2 bits');
    expect(formatBits(-3.06)).toBe('−3.1 bits');
    expect(formatBits(0.01)).toBe('0.0 bits');
  });

  it('names what a score is when it is not the plain weighted mean, and the weighted mean a calibration started from', () => {
    expect(scoreBasis({ scoreMethod: 'SEARCH', calibrated: false, weightedMean: 64 })).toBeNull();
    expect(scoreBasis({ scoreMethod: 'SEARCH', calibrated: true, weightedMean: 64 })).toBe(
      'Weighted mean 64, calibrated by a model learned from the records',
    );
    expect(scoreBasis({ scoreMethod: 'PROBABILISTIC', calibrated: false, weightedMean: 64 })).toBe(
      'Match probability of a model learned from the records',
    );
  });

  it('says how each field counted', () => {
    const field = (evidence: 'COMPARED' | 'WEAK' | 'MISSING', countedWeight: number, termFrequency = 1) => ({
      evidence,
      weight: 20,
      countedWeight,
      termFrequency,
    });
    expect(evidenceText(field('COMPARED', 20))).toBe('20');
    expect(evidenceText(field('COMPARED', 20, 0.618))).toBe('20 × 0.62 (common value)');
    expect(evidenceText(field('WEAK', 5))).toBe('5 of 20 (placeholder)');
    expect(evidenceText(field('MISSING', 0))).toBe('0 of 20 (empty)');
  });
});
