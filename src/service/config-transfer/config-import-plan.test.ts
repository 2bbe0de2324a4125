import { describe, expect, it } from 'vitest';
import type { Configuration } from '../../contract/config-transfer';
import type { WordListKind } from '../../contract/word-lists';
import { DEMO_RECORD_TYPES } from '../demo/demo-record-types';
import { planImport, type ImportContext } from './config-import-plan';
import { ORIGINAL_CONFIGURATION } from './original-config.fixture';

const context: ImportContext = {
  recordType: (name) => DEMO_RECORD_TYPES.find((type) => type.name === name),
  wordLists: new Map<string, WordListKind>([
    ['NAME', 'FREQUENT'],
    ['COMPANY', 'FREQUENT'],
    ['NICKNAMES', 'SYNONYM'],
  ]),
  builtInWordLists: new Set(['NAME', 'COMPANY', 'NICKNAMES']),
};

describe('planImport', () => {
  it("imports the original's default scenarios, saying which of its settings it leaves out", async () => {
    const plan = await planImport(ORIGINAL_CONFIGURATION, context);
    expect(plan.objects.map((object) => [object.type.name, object.scenarios.map((one) => one.name)])).toEqual(
      [
        ['Lead', ['Lead Default By Import']],
        ['Account', ['Account Default']],
        ['Contact', ['Contact Default']],
      ],
    );
    const lead = plan.objects[0]!.scenarios[0]!;
    expect(lead).toMatchObject({
      threshold: 75,
      scoreMethod: 'SEARCH',
      onApi: true,
      onDataApi: true,
      onBatch: true,
    });
    expect(
      lead.fields.map((field) => [field.field, field.matchMethod, field.frequentList, field.indexGroups]),
    ).toEqual([
      ['FirstName', 'FUZZY_PERSON', 'NAME', [1]],
      ['LastName', 'FUZZY_PERSON', 'NAME', [2]],
      ['Company', 'FUZZY_COMPANY_EXTRA_STRICT', 'COMPANY', [3]],
      ['Email', 'EMAIL', null, [4]],
    ]);
    expect(plan.objects[0]!.filters).toBeUndefined();
    expect(plan.warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^Lead scenario 'Lead Default By Import': onWeb2Lead, onUpload, .* are features this service lacks; ignored$/,
        ),
        expect.stringMatching(/^Lead: result fields are not used here/),
        expect.stringMatching(
          /^Lead: settings this service lacks, ignored: mergeRule, mergeFallback, mergeFallbackApply, mergeFeed, directThreshold, indexCreationType, batchDedupChunkSize, isBasic$/,
        ),
        'custom settings are not used here, ignored: MaxResultCount, AuditLogging, OpenTarget',
      ]),
    );
  });

  it('leaves out with a warning a field, method or list this store lacks, and a record type it does not have', async () => {
    const configuration: Configuration = {
      exportTime: '2024-03-01T10:00:00.000Z',
      objects: [
        {
          objectName: 'Lead',
          scenarios: [
            {
              name: 'Mixed',
              threshold: 80,
              fields: [
                { field: 'Email', matchMethod: 'EMAIL', weight: 50, indexGroup: '1' },
                { field: 'Shoe_Size__c', matchMethod: 'NUMBER', weight: 10 },
                { field: 'LastName', matchMethod: 'SOUNDEX_MAGIC', weight: 10 },
                {
                  field: 'FirstName',
                  matchMethod: 'FUZZY_PERSON',
                  weight: 20,
                  synonymList: 'MY_NICKNAMES',
                  indexGroup: 'x',
                },
              ],
            },
            {
              name: 'Nothing left',
              threshold: 80,
              fields: [{ field: 'Shoe_Size__c', matchMethod: 'NUMBER', weight: 10 }],
            },
          ],
        },
        { objectName: 'Opportunity', scenarios: [{ name: 'Opp', threshold: 80, fields: [] }] },
      ],
    };
    const plan = await planImport(configuration, context);
    const [lead] = plan.objects;
    expect(
      lead!.scenarios.map((one) =>
        one.fields.map((field) => [field.field, field.synonymList, field.indexGroups]),
      ),
    ).toEqual([
      [
        ['Email', null, [1]],
        ['FirstName', null, [2]],
      ],
    ]);
    expect(lead!.skippedScenarios).toEqual(['Nothing left']);
    expect(plan.warnings).toEqual([
      "Lead scenario 'Mixed': field Shoe_Size__c left out: Lead has no such field here",
      "Lead scenario 'Mixed': field LastName left out: match method SOUNDEX_MAGIC is unknown here",
      "Lead scenario 'Mixed': field FirstName: index group 'x' is not a number; given its own group",
      "Lead scenario 'Mixed': field FirstName: no SYNONYM word list 'MY_NICKNAMES' here; compared without it",
      "Lead scenario 'Nothing left': field Shoe_Size__c left out: Lead has no such field here",
      "Lead scenario 'Nothing left' not imported: scenarioFields: must hold at least 1 entry",
      'Opportunity: no record type of that name here; its 1 scenarios were not imported',
    ]);
  });

  it('imports custom word lists before the scenarios that name them, and never replaces a built-in list', async () => {
    const plan = await planImport(
      {
        exportTime: '2024-03-01T10:00:00.000Z',
        wordLists: [
          { name: 'MY_NICKNAMES', kind: 'SYNONYM', entries: [['Bill', 'William']] },
          { name: 'NAME', kind: 'FREQUENT', entries: ['mr'] },
        ],
        objects: [
          {
            objectName: 'Lead',
            scenarios: [
              {
                name: 'Nicknames',
                threshold: 80,
                fields: [
                  {
                    field: 'FirstName',
                    matchMethod: 'FUZZY_PERSON',
                    weight: 20,
                    synonymList: 'MY_NICKNAMES',
                  },
                ],
              },
            ],
          },
        ],
      },
      context,
    );
    expect(plan.wordLists).toEqual([
      { name: 'MY_NICKNAMES', kind: 'SYNONYM', entries: [['Bill', 'William']] },
    ]);
    expect(plan.objects[0]!.scenarios[0]!.fields[0]!.synonymList).toBe('MY_NICKNAMES');
    expect(plan.warnings).toEqual(["word list 'NAME' is built in here; the built-in one is kept"]);
  });

  it('checks each scenario against the bounds of the admin API, naming in the warning what it refused', async () => {
    const field = { field: 'Email', matchMethod: 'EMAIL', weight: 100 };
    const plan = await planImport(
      {
        exportTime: '2024-03-01T10:00:00.000Z',
        objects: [
          {
            objectName: 'Lead',
            scenarios: [
              { name: 'Too much evidence', threshold: 80, minimumEvidence: 1000, fields: [field] },
              { name: 'Heavy', threshold: 80, fields: [{ ...field, weight: 101 }] },
              { name: 'x'.repeat(81), threshold: 80, fields: [field] },
              { name: 'Fine', threshold: 80, minimumEvidence: 100, fields: [field] },
            ],
          },
        ],
      },
      context,
    );
    expect(plan.objects[0]!.scenarios.map((one) => one.name)).toEqual(['Fine']);
    expect(plan.objects[0]!.skippedScenarios).toHaveLength(3);
    expect(plan.warnings).toEqual([
      "Lead scenario 'Too much evidence' not imported: minimumEvidence: must be at most 100",
      "Lead scenario 'Heavy' not imported: scenarioFields.0.weight: must be at most 100",
      `Lead scenario '${'x'.repeat(81)}' not imported: scenarioName: must be at most 80 characters`,
    ]);
  });
});
