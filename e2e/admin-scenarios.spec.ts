import { expect, test } from './support/fixtures';
import { apiPaths } from '../src/contract/api-paths';
import type { NotDuplicateCreated } from '../src/contract/decisions';
import type { MergeResult } from '../src/contract/merge';
import type { AdminScenario, AdminScenarioList, ScenarioInput } from '../src/contract/scenario-admin';
import type { SearchOutput } from '../src/contract/search';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signIn } from './support/login';
import { asAdmin, createRecord, deleteAsAdmin, postAsSteward } from './support/steward-api';
import { USERS } from './support/users';

/** What a PUT takes to put a stored scenario back as it was. */
function inputOf({
  scenarioId: _id,
  model: _model,
  scenarioFields,
  ...settings
}: AdminScenario): ScenarioInput {
  return {
    ...settings,
    scenarioFields: scenarioFields.map(({ scenarioFieldId: _fieldId, matchMethod, ...field }) => ({
      ...field,
      matchMethod: matchMethod ?? 'EQUAL',
    })),
  };
}

async function leadDefault(baseURL: string): Promise<AdminScenario> {
  const { scenarios } = await asAdmin<AdminScenarioList>(
    baseURL,
    'GET',
    `${apiPaths.adminScenarios}?objectName=Lead`,
  );
  return scenarios.find((scenario) => scenario.scenarioName === 'Lead Default')!;
}

/** The ids of the leads Lead Default finds for these values. */
async function leadsFound(baseURL: string, scenarioId: string, objectData: Record<string, string>) {
  const output = await postAsSteward<SearchOutput>(baseURL, apiPaths.search, {
    objectPrefix: '00Q',
    objectData,
    scenarioIds: [scenarioId],
  });
  return (output['00Q'] ?? []).map((result) => result.objectData.Id as string);
}

test.describe('scenario editor', () => {
  test('an admin lifts a guard, sees the preview change, saves, and searches find what the guard held apart', async ({
    page,
    baseURL,
  }) => {
    const original = await leadDefault(baseURL!);
    const run = Date.now().toString(36);
    // Two near-identical leads a steward merges: a pair the preview counts as duplicates.
    const twin = {
      LastName: `Wetherell${run}`,
      Company: 'Quince Holdings',
      Email: `philippa.${run}@quince.test`,
    };
    const kept = await createRecord(baseURL!, 'Lead', { ...twin, FirstName: 'Philippa' });
    const mergedAway = await createRecord(baseURL!, 'Lead', { ...twin, FirstName: 'Pippa' });
    // Two people sharing everything but the given name, decided apart: the given name's guard holds them apart.
    const household = {
      LastName: `Quillfeather${run}`,
      Company: 'Feather Works',
      Email: `home.${run}@feather.test`,
    };
    const zephyrine = await createRecord(baseURL!, 'Lead', { ...household, FirstName: 'Zephyrine' });
    const bartholomew = await createRecord(baseURL!, 'Lead', { ...household, FirstName: 'Bartholomew' });
    const merge = await postAsSteward<MergeResult>(baseURL!, apiPaths.merge, {
      objectIds: [kept, mergedAway],
      masterId: kept,
    });
    const decided = await postAsSteward<NotDuplicateCreated>(baseURL!, apiPaths.notDuplicates, {
      objectType: 'Lead',
      recordIds: [zephyrine, bartholomew],
    });
    const searchedAs = { ...household, FirstName: 'Crispin' };
    try {
      expect(await leadsFound(baseURL!, original.scenarioId, searchedAs)).not.toContain(zephyrine);

      await signIn(page, USERS.admin, '/admin/scenarios?type=Lead');
      await expect(page.getByRole('heading', { level: 1, name: 'Scenario editor' })).toBeVisible();
      await page.getByRole('link', { name: 'Lead Default', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Edit scenario Lead Default' })).toBeVisible();

      const figures = page.getByRole('table', { name: 'Preview figures' });
      await expect(figures.getByRole('columnheader', { name: 'Draft at 75' })).toBeVisible();
      await expect(figures.getByRole('columnheader', { name: 'Stored at 75' })).toBeVisible();
      await expect(
        page.getByText('The draft at 75 calls every pair as the stored scenario does.'),
      ).toBeVisible();
      const falsePositives = figures
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: 'False positives' }) });
      const before = await falsePositives.getByRole('cell').first().textContent();
      await expectNoSeriousA11yViolations(page);

      const givenName = page.getByRole('group', { name: 'Scenario field 1' });
      await expect(givenName.getByRole('combobox', { name: 'Field' })).toHaveText('First Name');
      await givenName.getByRole('switch', { name: 'Guard' }).uncheck();
      const flips = page.getByRole('table', { name: 'Pairs that flip' });
      await expect(flips.getByRole('row').filter({ hasText: 'Zephyrine' })).toContainText('Not duplicates');
      await expect(falsePositives.getByRole('cell').first()).toHaveText(String(Number(before) + 1));

      // The slider is the scenario's threshold, and the figures follow it in the browser; typing it moves both.
      const slider = page.getByRole('slider', { name: /Threshold/ });
      const threshold = page.getByRole('textbox', { name: 'Threshold' });
      await slider.focus();
      await slider.press('End');
      await expect(figures.getByRole('columnheader', { name: 'Draft at 100' })).toBeVisible();
      await expect(threshold).toHaveValue('100');
      await threshold.fill('75');
      await expect(slider).toHaveAttribute('aria-valuenow', '75');
      await expect(figures.getByRole('columnheader', { name: 'Draft at 75' })).toBeVisible();

      await page.getByRole('button', { name: 'Save scenario' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Scenario “Lead Default” saved.' }),
      ).toBeVisible();
      await expect(page.getByRole('table', { name: 'Lead scenarios to edit' })).toBeVisible();

      await expect.poll(() => leadsFound(baseURL!, original.scenarioId, searchedAs)).toContain(zephyrine);
    } finally {
      await asAdmin(baseURL!, 'PUT', apiPaths.adminScenario(original.scenarioId), inputOf(original));
      await postAsSteward(baseURL!, apiPaths.mergeUndo(merge.mergeId), {});
      for (const decision of decided.decisions) {
        await deleteAsAdmin(baseURL!, apiPaths.notDuplicate(decision.id));
      }
    }
  });

  test('the preview’s slider sets the threshold saved, and leaving unsaved edits asks first', async ({
    page,
    baseURL,
  }) => {
    const original = await leadDefault(baseURL!);
    const run = Date.now().toString(36);
    // One pair decided apart, so that the preview has figures, and a slider, and warns they stand on few pairs.
    const household = { LastName: `Ashdown${run}`, Company: 'Ash Works', Email: `home.${run}@ash.test` };
    const decided = await postAsSteward<NotDuplicateCreated>(baseURL!, apiPaths.notDuplicates, {
      objectType: 'Lead',
      recordIds: [
        await createRecord(baseURL!, 'Lead', { ...household, FirstName: 'Rosalind' }),
        await createRecord(baseURL!, 'Lead', { ...household, FirstName: 'Barnaby' }),
      ],
    });
    const raised = original.threshold + 2;
    try {
      await signIn(page, USERS.admin, '/admin/scenarios?type=Lead');
      await page.getByRole('link', { name: 'Lead Default', exact: true }).click();
      const slider = page.getByRole('slider', { name: /Threshold/ });
      const threshold = page.getByRole('textbox', { name: 'Threshold' });
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: /^Only \d+ labelled pairs?: these figures can swing widely/ }),
      ).toBeVisible();
      await slider.focus();
      await slider.press('ArrowUp');
      await slider.press('ArrowUp');
      await expect(threshold).toHaveValue(String(raised));

      await page.getByRole('button', { name: 'Save scenario' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Scenario “Lead Default” saved.' }),
      ).toBeVisible();
      await page.getByRole('link', { name: 'Lead Default', exact: true }).click();
      await expect(threshold).toHaveValue(String(raised));
      await page.reload();
      await expect(threshold).toHaveValue(String(raised));
      await expect(slider).toHaveAttribute('aria-valuenow', String(raised));

      // Leaving with an unsaved edit asks; staying keeps the edit, leaving drops it.
      const name = page.getByRole('textbox', { name: 'Name' });
      await name.fill('Lead Default renamed');
      const back = page.getByRole('link', { name: 'All Lead scenarios' });
      await back.click();
      const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
      await expect(leave).toContainText('Your changes to Lead Default will be lost.');
      await expectNoSeriousA11yViolations(page);
      await leave.getByRole('button', { name: 'Stay' }).click();
      await expect(leave).toHaveCount(0);
      await expect(name).toHaveValue('Lead Default renamed');
      await back.click();
      await leave.getByRole('button', { name: 'Leave' }).click();
      await expect(page.getByRole('table', { name: 'Lead scenarios to edit' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Lead Default', exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Lead Default renamed' })).toHaveCount(0);
    } finally {
      await asAdmin(baseURL!, 'PUT', apiPaths.adminScenario(original.scenarioId), inputOf(original));
      for (const decision of decided.decisions) {
        await deleteAsAdmin(baseURL!, apiPaths.notDuplicate(decision.id));
      }
    }
  });

  test('an admin creates a scenario from the list and deletes it', async ({ page, baseURL }) => {
    const name = 'E2E Email only';
    try {
      await signIn(page, USERS.admin, '/admin/scenarios?type=Lead');
      await page.getByRole('link', { name: 'New scenario' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'New scenario' })).toBeVisible();
      // A new scenario starts on the method that measured better, and says so in words.
      await expect(page.getByRole('combobox', { name: 'Score method' })).toHaveText(
        'Weighted mean of the field scores',
      );
      await expect(page.getByText(/matched as well as the probabilistic method or better/)).toBeVisible();
      // A name another scenario has: the preview's refusal is shown at the name, as a save's would be.
      const nameInput = page.getByRole('textbox', { name: 'Name' });
      await nameInput.fill('Lead Default');
      const field = page.getByRole('group', { name: 'Scenario field 1' });
      await field.getByRole('combobox', { name: 'Field' }).click();
      await page.getByRole('option', { name: 'Email', exact: true }).click();
      await field.getByRole('combobox', { name: 'Match method' }).click();
      await page.getByRole('option', { name: 'EMAIL', exact: true }).click();
      await expect(nameInput).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText("another Lead scenario is named 'Lead Default'")).toBeVisible();
      await nameInput.fill(name);
      await field.getByRole('textbox', { name: 'Weight' }).fill('150');
      await expect(field.getByRole('textbox', { name: 'Weight' })).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('Complete the highlighted inputs to update the preview.')).toBeVisible();
      await field.getByRole('textbox', { name: 'Weight' }).fill('100');
      await expect(
        page.getByRole('status').filter({ hasText: /^Scored on \d+ labelled pairs?\.$/ }),
      ).toBeVisible();
      // A field that decides alone is named, with what would make a second one needed.
      await expect(page.getByRole('alert').filter({ hasText: 'One field decides alone' })).toContainText(
        '“Email” fills the minimum evidence by itself',
      );

      // Labelled pairs from a file: a line that cannot be read is named, and ids of no lead are reported.
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Upload labelled pairs (CSV)' }).click();
      await (
        await chooser
      ).setFiles({
        name: 'pairs.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          'firstId,secondId,duplicate\n00Qzzzzzzzzzzzz,00Qyyyyyyyyyyyy,1\n00Qzzzzzzzzzzzz,x,0\n',
        ),
      });
      await expect(page.getByText('pairs.csv: 1 labelled pair read.')).toBeVisible();
      await expect(
        page.getByText("Line 3: 'x' is not a record id of 15 or 18 letters and digits."),
      ).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: 'Unknown records' })).toContainText(
        '00Qzzzzzzzzzzzz',
      );

      await page.getByRole('button', { name: 'Save scenario' }).click();
      await expect(page.getByRole('status').filter({ hasText: `Scenario “${name}” saved.` })).toBeVisible();
      const saved = await asAdmin<AdminScenarioList>(
        baseURL!,
        'GET',
        `${apiPaths.adminScenarios}?objectName=Lead`,
      );
      expect(saved.scenarios.find((each) => each.scenarioName === name)).toMatchObject({
        scoreMethod: 'SEARCH',
        threshold: 70,
      });
      await page.getByRole('link', { name, exact: true }).click();
      await page.getByRole('button', { name: 'Delete scenario' }).click();
      await page
        .getByRole('dialog', { name: `Delete ${name}?` })
        .getByRole('button', { name: 'Delete' })
        .click();
      await expect(page.getByRole('status').filter({ hasText: `Scenario “${name}” deleted.` })).toBeVisible();
      await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
    } finally {
      const { scenarios } = await asAdmin<AdminScenarioList>(
        baseURL!,
        'GET',
        `${apiPaths.adminScenarios}?objectName=Lead`,
      );
      for (const scenario of scenarios.filter((each) => each.scenarioName === name)) {
        await deleteAsAdmin(baseURL!, apiPaths.adminScenario(scenario.scenarioId));
      }
    }
  });

  test('a steward is told the scenario editor needs the admin role', async ({ page }) => {
    await signIn(page, USERS.steward, '/admin/scenarios');
    await expect(page.getByRole('heading', { level: 1, name: 'Not available for your role' })).toBeVisible();
    await expect(page.getByText('This page needs the admin role.')).toBeVisible();
  });
});
