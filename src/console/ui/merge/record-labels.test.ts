import { describe, expect, it } from 'vitest';
import type { SObjectRecord } from '../../../contract/records';
import { recordLabels } from './record-labels';

const lead = (Id: string, FirstName: string, LastName: string): SObjectRecord => ({
  attributes: { type: 'Lead', url: `/services/data/v60.0/sobjects/Lead/${Id}` },
  Id,
  FirstName,
  LastName,
});

describe('recordLabels', () => {
  it('names each record, telling records of one name apart by their place', () => {
    const labels = recordLabels([
      lead('A', 'Jane', 'Doe'),
      lead('B', 'Jane', 'Doe'),
      lead('C', 'John', 'Doe'),
    ]);
    expect([...labels.values()]).toEqual(['Jane Doe (1)', 'Jane Doe (2)', 'John Doe']);
  });

  it('prefers the service’s display name', () => {
    const labels = recordLabels(
      [lead('A', 'Jane', 'Doe')],
      [{ id: 'A', objectType: 'Lead', state: 'STORED', displayName: 'Jane Doe · Acme', details: [] }],
    );
    expect(labels.get('A')).toBe('Jane Doe · Acme');
  });
});
