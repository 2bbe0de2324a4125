import { base, en, Faker } from '@faker-js/faker';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RecordValues } from '../records/record-store';
import {
  changeEmailCase,
  changeLegalForm,
  NICKNAMES,
  nickname,
  reformatPhone,
  typo,
} from './duplicate-variants';
import { generateDemoRecords, type DemoDataSet, type DemoRecord } from './generate-demo-records';

/** The seed the service ships with (DEMO_RECORD_SEED's default), so these are the records a demo user sees. */
const SEED = 20261122;

const PERSON_VARIATIONS = [
  'typo in first name',
  'typo in last name',
  'nickname',
  'swapped first and last name',
  'reformatted phone',
  'e-mail case',
];

/** The fields each variation may change; everything else must stay as in the original. */
const CHANGED_FIELDS: Record<string, string[]> = {
  'typo in first name': ['FirstName'],
  'typo in last name': ['LastName'],
  nickname: ['FirstName'],
  'swapped first and last name': ['FirstName', 'LastName'],
  'reformatted phone': ['Phone'],
  'e-mail case': ['Email'],
  'company legal form': ['Company'],
  'legal form': ['Name'],
  'typo in name': ['Name'],
  'name in capitals': ['Name'],
};

const LEGAL_FORM =
  /\s(Inc\.?|Incorporated|LLC|L\.L\.C\.|Limited Liability Company|Ltd\.?|Limited|Corp\.?|Corporation|Group|Grp)$/;
const withoutLegalForm = (company: string) => company.replace(LEGAL_FORM, '');

/** The ten-digit US number, however it is written. */
const nationalDigits = (phone: string) => phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');

/** True when `b` is `a` with one letter dropped, doubled, replaced or swapped with its neighbour. */
function oneEdit(a: string, b: string): boolean {
  if (a === b) return false;
  if (Math.abs(a.length - b.length) > 1) return false;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  if (shorter.length !== longer.length) {
    return [...longer].some((_, at) => longer.slice(0, at) + longer.slice(at + 1) === shorter);
  }
  const differing = [...a].flatMap((ch, at) => (ch === b[at] ? [] : [at]));
  if (differing.length === 1) return true;
  const [first, second] = differing;
  return (
    differing.length === 2 && second === first! + 1 && a[first!] === b[second] && a[second] === b[first!]
  );
}

const str = (values: RecordValues, field: string) => {
  const value = values[field];
  expect(typeof value, `${field} is text`).toBe('string');
  return value as string;
};

/** Checks that `duplicate` differs from `original` exactly as its single variation says. */
function expectVariation(variation: string, original: RecordValues, duplicate: RecordValues) {
  const changed = Object.keys({ ...original, ...duplicate }).filter(
    (key) => original[key] !== duplicate[key],
  );
  expect(CHANGED_FIELDS[variation], `known variation ${variation}`).toBeDefined();
  expect(CHANGED_FIELDS[variation]).toEqual(expect.arrayContaining(changed));

  const field = CHANGED_FIELDS[variation]![0]!;
  const [before, after] = [str(original, field), str(duplicate, field)];
  switch (variation) {
    case 'typo in first name':
    case 'typo in last name':
    case 'typo in name':
      expect(after[0]).toBe(before[0]);
      expect(after).not.toBe(before);
      expect(oneEdit(before, after), `${before} → ${after}`).toBe(true);
      break;
    case 'nickname':
      expect(NICKNAMES[before]).toContain(after);
      break;
    case 'swapped first and last name':
      expect([duplicate['FirstName'], duplicate['LastName']]).toEqual([
        original['LastName'],
        original['FirstName'],
      ]);
      expect(after).not.toBe(before);
      break;
    case 'reformatted phone':
      expect(after).not.toBe(before);
      expect(nationalDigits(after)).toBe(nationalDigits(before));
      break;
    case 'e-mail case':
      expect(after).not.toBe(before);
      expect(after.toLowerCase()).toBe(before.toLowerCase());
      break;
    case 'company legal form':
    case 'legal form':
      expect(after).not.toBe(before);
      expect(after).toMatch(LEGAL_FORM);
      expect(withoutLegalForm(after)).toBe(withoutLegalForm(before));
      break;
    case 'name in capitals':
      expect(after).not.toBe(before);
      expect(after).toBe(before.toUpperCase());
      break;
  }
}

const duplicatesIn = (list: DemoRecord[]) => list.filter((record) => record.duplicateOf !== undefined);

describe('generateDemoRecords', () => {
  let data: DemoDataSet;

  beforeAll(() => {
    data = generateDemoRecords(SEED);
  });

  it('produces the same records for the same seed, so every machine shows the same demo', () => {
    expect(generateDemoRecords(SEED)).toEqual(data);
  });

  it('produces other records for another seed', () => {
    const other = generateDemoRecords(SEED + 1);
    expect(other.Lead[0]!.values).not.toEqual(data.Lead[0]!.values);
    expect(other).not.toEqual(data);
  });

  it('holds at least 5,000 records and some of every record type', () => {
    const lists = Object.values(data);
    expect(lists.reduce((sum, list) => sum + list.length, 0)).toBeGreaterThanOrEqual(5000);
    for (const [type, list] of Object.entries(data)) expect(list.length, type).toBeGreaterThan(0);
  });

  it.each(['Account', 'Contact', 'Lead'] as const)(
    'gives %s duplicates that point at an original in the same list',
    (type) => {
      const list = data[type];
      const duplicates = duplicatesIn(list);
      expect(duplicates.length).toBeGreaterThanOrEqual(list.length * 0.05);
      for (const duplicate of duplicates) {
        const originalIndex = duplicate.duplicateOf!;
        expect(Number.isInteger(originalIndex)).toBe(true);
        expect(originalIndex).toBeGreaterThanOrEqual(0);
        expect(originalIndex).toBeLessThan(list.indexOf(duplicate));
        expect(list[originalIndex]!.duplicateOf).toBeUndefined();
        expect(duplicate.variations?.length).toBeGreaterThan(0);
      }
    },
  );

  it('varies Contact and Lead duplicates in every way a person record is entered twice', () => {
    const seen = new Set(
      [...duplicatesIn(data.Contact), ...duplicatesIn(data.Lead)].flatMap(
        (record) => record.variations ?? [],
      ),
    );
    for (const variation of PERSON_VARIATIONS) expect(seen, variation).toContain(variation);
    expect(new Set(duplicatesIn(data.Lead).flatMap((record) => record.variations ?? []))).toContain(
      'company legal form',
    );
  });

  it.each(['Account', 'Contact', 'Lead'] as const)(
    'changes a %s duplicate with one variation exactly as that variation says',
    (type) => {
      const list = data[type];
      const single = duplicatesIn(list).filter((record) => record.variations?.length === 1);
      expect(single.length).toBeGreaterThan(0);
      for (const duplicate of single) {
        expectVariation(duplicate.variations![0]!, list[duplicate.duplicateOf!]!.values, duplicate.values);
      }
    },
  );

  it('keeps the lookups of a duplicated Contact', () => {
    for (const duplicate of duplicatesIn(data.Contact)) {
      expect(duplicate.references).toEqual(data.Contact[duplicate.duplicateOf!]!.references);
    }
  });

  it('has several Jennifer leads and a misspelt Jenifer copy of the first one for the documented search', () => {
    const firstNames = data.Lead.map((lead) => lead.values['FirstName']);
    expect(firstNames.filter((name) => name === 'Jennifer').length).toBeGreaterThanOrEqual(3);

    const first = firstNames.indexOf('Jennifer');
    const jenifer = data.Lead.find(
      (lead) => lead.values['FirstName'] === 'Jenifer' && lead.duplicateOf === first,
    );
    expect(jenifer?.variations).toEqual(['typo in first name']);
    expect(jenifer?.values).toEqual({ ...data.Lead[first]!.values, FirstName: 'Jenifer' });
  });

  it('makes groups of three and four records to review, not only pairs', () => {
    for (const type of ['Account', 'Contact', 'Lead'] as const) {
      const sizes = new Map<number, number>();
      for (const duplicate of duplicatesIn(data[type]))
        sizes.set(duplicate.duplicateOf!, (sizes.get(duplicate.duplicateOf!) ?? 1) + 1);
      expect([...sizes.values()], type).toContain(3);
      expect([...sizes.values()], type).toContain(4);
    }
  });

  it('gives duplicate accounts contacts and duplicate leads campaign memberships, which a merge moves', () => {
    const isDuplicate = (type: 'Account' | 'Lead', reference: { index: number } | undefined) =>
      reference !== undefined && data[type][reference.index]!.duplicateOf !== undefined;
    expect(
      data.Contact.filter((contact) => isDuplicate('Account', contact.references?.['AccountId'])).length,
    ).toBeGreaterThanOrEqual(20);
    expect(
      data.CampaignMember.filter((member) => isDuplicate('Lead', member.references?.['LeadId'])).length,
    ).toBeGreaterThanOrEqual(20);
  });

  it('points every lookup at an existing record of the named type', () => {
    const pointsIntoList = (
      reference: { type: string; index: number } | undefined,
      type: keyof DemoDataSet,
    ) => {
      expect(reference?.type).toBe(type);
      expect(reference!.index).toBeGreaterThanOrEqual(0);
      expect(reference!.index).toBeLessThan(data[type].length);
    };
    for (const member of data.CampaignMember) {
      pointsIntoList(member.references?.['CampaignId'], 'Campaign');
      const lead = member.references?.['LeadId'];
      const contact = member.references?.['ContactId'];
      // A campaign member is either a lead or a contact, never both.
      expect([lead, contact].filter(Boolean)).toHaveLength(1);
      if (lead) pointsIntoList(lead, 'Lead');
      else pointsIntoList(contact, 'Contact');
    }
    for (const contact of data.Contact) pointsIntoList(contact.references?.['AccountId'], 'Account');
  });
});

describe('duplicate variants', () => {
  const faker = new Faker({ locale: [en, base] });
  /** Each helper draws from faker; many seeds cover every branch it can take. */
  const forSeeds = (run: (seed: number) => void) => {
    for (let seed = 1; seed <= 200; seed++) {
      faker.seed(seed);
      run(seed);
    }
  };

  it('typo changes a word by one slip of the keyboard and keeps its first letter', () => {
    // Words with doubled letters: swapping two equal letters must not pass for a typo.
    for (const word of ['Jonathan', 'Predovic', 'Katherine', 'Christopher', 'Bins', 'Tommie', 'Jennifer']) {
      const variants = new Set<string>();
      forSeeds(() => {
        const result = typo(faker, word);
        expect(result).not.toBe(word);
        expect(result[0]).toBe(word[0]);
        expect(oneEdit(word, result), `${word} → ${result}`).toBe(true);
        variants.add(result);
      });
      expect(variants.size).toBeGreaterThan(3);
    }
  });

  it('typo doubles the last letter of a short word', () => {
    expect(typo(faker, 'Al')).toBe('All');
    expect(typo(faker, 'Lee')).toBe('Leee');
    expect(typo(faker, '')).toBe('');
  });

  it('reformatPhone writes the same number another common way', () => {
    for (const phone of ['(313) 642-6123', '+1 313 642 6123', '313.642.6123', '+13136426123']) {
      const formats = new Set<string>();
      forSeeds(() => {
        const result = reformatPhone(faker, phone);
        expect(result).not.toBe(phone);
        expect(nationalDigits(result)).toBe('3136426123');
        formats.add(result);
      });
      expect(formats.size).toBe(4);
    }
  });

  it('reformatPhone leaves a number it cannot read as it is', () => {
    expect(reformatPhone(faker, '0800-FLOWERS')).toBe('0800-FLOWERS');
  });

  it('changeLegalForm swaps a legal form for another of the same family', () => {
    const families: [string, string[]][] = [
      ['Acme Inc', ['Acme Inc.', 'Acme Incorporated']],
      ['Acme Inc.', ['Acme Inc', 'Acme Incorporated']],
      ['Acme LLC', ['Acme L.L.C.', 'Acme Limited Liability Company']],
      ['Acme Limited', ['Acme Ltd', 'Acme Ltd.']],
      ['Acme Corporation', ['Acme Corp', 'Acme Corp.']],
      ['Mayer Group', ['Mayer Grp']],
    ];
    for (const [company, others] of families) {
      const results = new Set<string>();
      forSeeds(() => results.add(changeLegalForm(faker, company)));
      expect([...results].sort(), company).toEqual([...others].sort());
    }
  });

  it('changeLegalForm gives a company without a legal form one', () => {
    forSeeds(() => {
      const result = changeLegalForm(faker, 'Koch - Roberts');
      expect(result).toMatch(LEGAL_FORM);
      expect(withoutLegalForm(result)).toBe('Koch - Roberts');
    });
  });

  it('changeEmailCase changes only the case of an e-mail address', () => {
    forSeeds(() => {
      const result = changeEmailCase(faker, 'jackie.ohara@those-deer.name');
      expect(result).not.toBe('jackie.ohara@those-deer.name');
      expect(result.toLowerCase()).toBe('jackie.ohara@those-deer.name');
    });
  });

  it('nickname picks a known nickname of a formal first name, and none for other names', () => {
    forSeeds(() => expect(['Bob', 'Rob', 'Bobby']).toContain(nickname(faker, 'Robert')));
    expect(nickname(faker, 'Zed')).toBeUndefined();
  });
});
