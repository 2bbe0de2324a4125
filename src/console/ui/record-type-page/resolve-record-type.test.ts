import { describe, expect, it } from 'vitest';
import { matchesRecordType, resolveRecordType } from './resolve-record-type';

const types = [
  { name: 'Account', label: 'Account', keyPrefix: '001' },
  { name: 'Contact', label: 'Contact', keyPrefix: '003' },
  { name: 'Lead', label: 'Lead', keyPrefix: '00Q' },
  { name: 'CampaignMember', label: 'Campaign Member', keyPrefix: '00v' },
];

describe('resolveRecordType', () => {
  it('finds a type by API name or by key prefix', () => {
    expect(resolveRecordType(types, 'Lead')?.keyPrefix).toBe('00Q');
    expect(resolveRecordType(types, '00Q')?.name).toBe('Lead');
    expect(resolveRecordType(types, '003')?.name).toBe('Contact');
  });

  it('matches names case-insensitively but prefixes exactly, as record ids are case-sensitive', () => {
    expect(resolveRecordType(types, 'lead')?.name).toBe('Lead');
    expect(resolveRecordType(types, '00q')).toBeUndefined();
    expect(resolveRecordType(types, '00V')).toBeUndefined();
    expect(resolveRecordType(types, '00v')?.name).toBe('CampaignMember');
  });

  it('ignores surrounding spaces and answers undefined for unknown or empty input', () => {
    expect(resolveRecordType(types, ' Account ')?.name).toBe('Account');
    expect(resolveRecordType(types, 'Opportunity')).toBeUndefined();
    expect(resolveRecordType(types, '')).toBeUndefined();
  });
});

describe('matchesRecordType', () => {
  const campaignMember = types[3]!;

  it('matches typed text against label, API name and prefix', () => {
    expect(matchesRecordType(campaignMember, 'campaign mem')).toBe(true);
    expect(matchesRecordType(campaignMember, 'CampaignMember')).toBe(true);
    expect(matchesRecordType(campaignMember, '00v')).toBe(true);
    expect(matchesRecordType(campaignMember, 'Lead')).toBe(false);
    expect(matchesRecordType(campaignMember, '  ')).toBe(true);
  });
});
