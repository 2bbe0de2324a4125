import type { MatchMethod } from '../../contract/matching';
import type { NewScenario } from '../scenarios/scenario';

type FieldSpec = [
  field: string,
  method: MatchMethod,
  weight: number,
  indexGroups: number[],
  frequentList?: string,
  synonymList?: string,
];

const flags = {
  onApi: true,
  onDataApi: true,
  onBatch: true,
  onSearch: true,
  onInsert: true,
  isHidden: false,
};

function scenario(
  recordType: string,
  name: string,
  fields: FieldSpec[],
  extra: Partial<NewScenario> = {},
): NewScenario {
  return {
    recordType,
    name,
    threshold: 75,
    scoreMethod: 'SEARCH',
    ...flags,
    ...extra,
    fields: fields.map(([field, matchMethod, weight, indexGroups, frequentList, synonymList]) => ({
      field,
      matchMethod,
      weight,
      indexGroups,
      doNotIndex: indexGroups.length === 0,
      frequentList: frequentList ?? null,
      synonymList: synonymList ?? null,
      matchConfig: null,
      // A field of weight 0 counts for nothing: it is there to guard.
      ...(weight === 0 ? { guard: true } : {}),
    })),
  };
}

/**
 * Demo scenarios, modelled on the original's defaults (fields, methods, weights, index groups, threshold 75) plus
 * the combinations a steward would otherwise miss, and one hidden scenario that the API must never list. Given
 * names (the fields with a nickname list) are guarded, so family members sharing an address, phone or surname are
 * never taken for one another (design.md §5).
 */
export const DEMO_SCENARIOS: NewScenario[] = [
  scenario('Lead', 'Lead Default', [
    ['FirstName', 'FUZZY_PERSON', 20, [1], 'NAME', 'NICKNAMES'],
    ['LastName', 'FUZZY_PERSON', 20, [2], 'NAME'],
    ['Company', 'FUZZY_COMPANY_EXTRA_STRICT', 30, [3], 'COMPANY', 'COMPANY_ALIASES'],
    ['Email', 'EMAIL', 50, [4]],
  ]),
  // A phone, even an e-mail, can be a household's: a record needs both, and a given name (weight 0: it only
  // guards) keeps two people sharing them apart.
  scenario(
    'Lead',
    'Lead Email and Phone',
    [
      ['Email', 'EMAIL', 50, [1]],
      ['Phone', 'PHONE', 50, [2]],
      ['FirstName', 'FUZZY_PERSON', 0, [], 'NAME', 'NICKNAMES'],
    ],
    { threshold: 90, onBatch: false, minimumEvidence: 100 },
  ),
  scenario(
    'Lead',
    'Lead Name and Address',
    [
      ['FirstName', 'FUZZY_PERSON', 15, [1], 'PERSON', 'NICKNAMES'],
      ['LastName', 'FUZZY_PERSON', 25, [1], 'PERSON'],
      ['Street', 'STREET', 25, [2]],
      ['PostalCode', 'POSTAL_CODE', 20, [2]],
      ['City', 'CITY', 15, []],
      // A parent and the child named after them share name and address; their e-mail addresses differ.
      ['Email', 'EMAIL', 0, []],
    ],
    // Everything it compares, a junior shares with the parent: it finds pairs for review, but an upsert does not
    // update a record on its word.
    { threshold: 80, onInsert: false, onDataApi: false },
  ),
  // Scored by a model learned from the leads themselves (POST …/scenarios/{id}/train): chosen by name, not by
  // default, until a steward has seen what it does.
  scenario(
    'Lead',
    'Lead Person (probabilistic)',
    [
      ['FirstName', 'FUZZY_PERSON', 15, [1], 'NAME', 'NICKNAMES'],
      ['LastName', 'FUZZY_PERSON', 20, [1], 'NAME'],
      ['Company', 'FUZZY_COMPANY', 15, [], 'COMPANY', 'COMPANY_ALIASES'],
      ['Email', 'EMAIL', 20, [2]],
      ['Phone', 'PHONE', 10, [3]],
      ['Street', 'STREET', 10, []],
      ['PostalCode', 'POSTAL_CODE', 5, []],
      ['City', 'CITY', 5, []],
    ],
    { threshold: 80, scoreMethod: 'PROBABILISTIC', onApi: false, onDataApi: false, onBatch: false },
  ),
  scenario(
    'Lead',
    'Lead Legacy Import',
    [
      ['LastName', 'EQUAL', 50, [1]],
      ['Company', 'EQUAL', 50, [1]],
    ],
    { isHidden: true, onApi: false, onDataApi: false },
  ),
  // A surname and a phone are a household's: without a given name or the e-mail they make no verdict.
  scenario(
    'Contact',
    'Contact Default',
    [
      ['FirstName', 'FUZZY_PERSON', 20, [1], 'NAME', 'NICKNAMES'],
      ['LastName', 'FUZZY_PERSON', 20, [2], 'NAME'],
      ['Phone', 'PHONE', 30, [3]],
      ['Email', 'EMAIL', 50, [4]],
    ],
    { minimumEvidence: 50 },
  ),
  scenario(
    'Contact',
    'Contact Name and Account',
    [
      ['FirstName', 'FUZZY_PERSON', 30, [1], 'PERSON', 'NICKNAMES'],
      ['LastName', 'FUZZY_PERSON', 40, [1], 'PERSON'],
      ['AccountId', 'EQUAL', 30, []],
    ],
    { threshold: 85 },
  ),
  // A company's name never decides alone: branches of one chain share it, and so do unrelated businesses with a
  // generic name. A record needs its name and its street or phone (60 % of the weight), and a street or city that
  // differs counts against it, so two branches in two cities, or two sites sharing a switchboard, stay apart. The
  // street outweighs the phone: an organisation's sites share one switchboard, never one street.
  scenario(
    'Account',
    'Account Default',
    [
      ['Name', 'FUZZY_COMPANY_STRICT', 40, [1], 'COMPANY', 'COMPANY_ALIASES'],
      ['BillingStreet', 'STREET', 35, [2]],
      ['BillingCity', 'CITY', 10, []],
      ['Phone', 'PHONE', 15, [3]],
    ],
    { minimumEvidence: 60 },
  ),
  // The same website and name: a moved office is still the company. A website alone is not enough (a group's
  // companies share one), nor a name alone.
  scenario(
    'Account',
    'Account Website',
    [
      ['Website', 'DOMAIN', 40, [1]],
      ['Name', 'FUZZY_COMPANY', 30, [2], 'COMPANY', 'COMPANY_ALIASES'],
      ['BillingCity', 'CITY', 15, []],
      ['Phone', 'PHONE', 15, []],
    ],
    { threshold: 80, minimumEvidence: 70 },
  ),
  // A lead or contact is a member of a campaign once: an upsert of the same membership updates it.
  scenario(
    'CampaignMember',
    'Campaign Member Once',
    [
      ['CampaignId', 'EQUAL', 40, [1]],
      ['LeadId', 'EQUAL', 30, [1]],
      ['ContactId', 'EQUAL', 30, [2]],
    ],
    { threshold: 100 },
  ),
];
