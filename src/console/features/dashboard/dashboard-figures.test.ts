import { describe, expect, it } from 'vitest';
import type { DuplicateRatePoint, OpenReviewCount, WeeklyActivity } from '../../../contract/dashboard';
import {
  activitySummary,
  dailySummary,
  latestRates,
  openForText,
  openReviewSummary,
  percentText,
  rateSeries,
  rateSummary,
  shortDay,
  spansDays,
  validationTotals,
  weekDays,
} from './dashboard-figures';

const open = (
  objectType: string,
  source: OpenReviewCount['source'],
  count: number,
  oldestDetectedAt: string | null = null,
): OpenReviewCount => ({ objectType, source, open: count, oldestDetectedAt });

const point = (objectType: string, jobId: string, finishedAt: string, rate: number): DuplicateRatePoint => ({
  objectType,
  jobId,
  finishedAt,
  records: 100,
  recordsInGroups: rate * 100,
  rate,
});

const week = (monday: string, merges: number, undos = 0, decisions = 0): WeeklyActivity => ({
  week: monday,
  merges,
  undos,
  decisions,
});

const labelOf = (type: string) => `${type}s`;

describe('openReviewSummary', () => {
  it('sums the open items, splits them per type by source, the most first, and finds the oldest', () => {
    const summary = openReviewSummary([
      open('Contact', 'JOB', 2, '2026-11-20T10:00:00.000Z'),
      open('Lead', 'JOB', 5, '2026-11-21T10:00:00.000Z'),
      open('Lead', 'UPSERT', 3, '2026-11-19T08:00:00.000Z'),
      open('Lead', 'IMPORT', 4, '2026-11-21T09:00:00.000Z'),
      open('Account', 'JOB', 0),
      open('Account', 'UPSERT', 0),
      open('Account', 'IMPORT', 0),
      open('Contact', 'UPSERT', 0),
      open('Contact', 'IMPORT', 0),
    ]);
    expect(summary).toEqual({
      total: 14,
      byType: [
        { objectType: 'Lead', job: 5, upsert: 3, import: 4, total: 12 },
        { objectType: 'Contact', job: 2, upsert: 0, import: 0, total: 2 },
      ],
      oldest: { objectType: 'Lead', source: 'UPSERT', detectedAt: '2026-11-19T08:00:00.000Z' },
    });
  });

  it('has nothing on a fresh store', () => {
    expect(
      openReviewSummary([open('Lead', 'JOB', 0), open('Lead', 'UPSERT', 0), open('Lead', 'IMPORT', 0)]),
    ).toEqual({
      total: 0,
      byType: [],
      oldest: null,
    });
  });
});

describe('openForText', () => {
  const now = new Date('2026-11-22T12:00:00.000Z');

  it('counts whole days waited', () => {
    expect(openForText('2026-11-19T08:00:00.000Z', now)).toBe('open for 3 days');
    expect(openForText('2026-11-21T11:00:00.000Z', now)).toBe('open for 1 day');
  });

  it('says less than a day for today, and for a clock running behind', () => {
    expect(openForText('2026-11-22T09:00:00.000Z', now)).toBe('open for less than a day');
    expect(openForText('2026-11-23T09:00:00.000Z', now)).toBe('open for less than a day');
  });
});

describe('weekDays', () => {
  it('runs from the Monday to the Sunday, across a month', () => {
    expect(weekDays('2026-11-30')).toEqual({ from: '2026-11-30', to: '2026-12-06' });
  });
});

describe('percentText and shortDay', () => {
  it('formats a rate and a day for the cards and the axes', () => {
    expect(percentText(0.1234)).toBe('12.3 %');
    expect(shortDay('2026-11-02')).toBe('2 Nov');
  });
});

describe('latestRates', () => {
  it('keeps the newest job of each type, by type', () => {
    const points = [
      point('Lead', 'j1', '2026-11-01T10:00:00.000Z', 0.2),
      point('Contact', 'j2', '2026-11-02T10:00:00.000Z', 0.05),
      point('Lead', 'j3', '2026-11-08T10:00:00.000Z', 0.15),
    ];
    expect(latestRates(points).map((rate) => rate.jobId)).toEqual(['j2', 'j3']);
  });
});

describe('rateSeries', () => {
  it('puts every job on one time axis, a line per type with gaps where other types finished', () => {
    const { times, series } = rateSeries([
      point('Lead', 'j1', '2026-11-01T10:00:00.000Z', 0.2),
      point('Contact', 'j2', '2026-11-02T10:00:00.000Z', 0.05),
      point('Lead', 'j3', '2026-11-08T10:00:00.000Z', 0.15),
    ]);
    expect(times.map((time) => time.toISOString())).toEqual([
      '2026-11-01T10:00:00.000Z',
      '2026-11-02T10:00:00.000Z',
      '2026-11-08T10:00:00.000Z',
    ]);
    expect(series).toEqual([
      { objectType: 'Contact', rates: [null, 0.05, null] },
      { objectType: 'Lead', rates: [0.2, null, 0.15] },
    ]);
  });

  it('shares a time two types finished at', () => {
    const { times, series } = rateSeries([
      point('Lead', 'j1', '2026-11-01T10:00:00.000Z', 0.2),
      point('Contact', 'j2', '2026-11-01T10:00:00.000Z', 0.05),
    ]);
    expect(times).toHaveLength(1);
    expect(series.map((line) => line.rates)).toEqual([[0.05], [0.2]]);
  });
});

describe('spansDays', () => {
  it('reads times a day or more apart in days, those of one day in hours', () => {
    const at = (iso: string) => new Date(iso);
    expect(spansDays([at('2026-11-01T10:00:00Z'), at('2026-11-02T10:00:00Z')])).toBe(true);
    expect(spansDays([at('2026-11-01T10:00:00Z'), at('2026-11-02T09:59:00Z')])).toBe(false);
    expect(spansDays([at('2026-11-01T10:00:00Z')])).toBe(false);
  });
});

describe('the charts in words', () => {
  it('sums the activity and names the busiest week', () => {
    expect(activitySummary([week('2026-11-09', 2, 1, 4), week('2026-11-16', 5, 0, 1)])).toBe(
      'Over the last 2 weeks: 7 merges, 1 merge undone and 5 not-a-duplicate decisions. Most merges in the week of 16 Nov 2026 (5).',
    );
    expect(activitySummary([week('2026-11-16', 0, 0, 1)])).toBe(
      'Over the last 1 week: 0 merges, 0 merges undone and 1 not-a-duplicate decision.',
    );
  });

  it('gives each type’s latest rate and the one of the job before', () => {
    const points = [
      point('Lead', 'j1', '2026-11-01T10:00:00.000Z', 0.2),
      point('Contact', 'j2', '2026-11-02T10:00:00.000Z', 0.05),
      point('Lead', 'j3', '2026-11-08T10:00:00.000Z', 0.15),
    ];
    expect(rateSummary(points, labelOf)).toBe(
      'Latest duplicate rate: Contacts 5.0 % on 2 Nov 2026; Leads 15.0 % on 8 Nov 2026, 20.0 % the job before.',
    );
  });

  it('sums amounts per day and names the busiest day', () => {
    expect(
      dailySummary(
        [
          { day: '2026-11-20', amount: 3 },
          { day: '2026-11-21', amount: 1200 },
        ],
        'API calls',
      ),
    ).toBe('1,203 API calls over the last 2 days, most on 21 Nov 2026 (1,200).');
  });

  it('sums the validations per kind', () => {
    expect(
      validationTotals([
        { day: '2026-11-20', address: 1, email: 2, phone: 3 },
        { day: '2026-11-21', address: 4, email: 0, phone: 1 },
      ]),
    ).toEqual({ address: 5, email: 2, phone: 4 });
  });
});
