import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Locator, type Page } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signIn } from './support/login';
import { finishedJob, loggedLeadPair } from './support/steward-api';
import { USERS, type DemoUser } from './support/users';

const WIDTHS = [
  { name: 'at 1440 px', viewport: { width: 1440, height: 900 } },
  { name: 'on a phone', viewport: { width: 390, height: 844 } },
] as const;

/**
 * A record id of the demo's types (Lead, Contact, Account, Campaign, Campaign Member), 15 or 18 characters: what
 * must never stand where a person reads a record's name.
 */
const RECORD_ID = /\b(?:00Q|003|001|701|00v)[0-9A-Za-z]{12}(?:[0-9A-Za-z]{3})?\b/;

/** What a page says when it refuses the user: no navigation entry may lead there. */
const REFUSAL =
  /Ask an administrator|Not available without a licence seat|needs the \w+ role|needs an API licence/;

/**
 * Nothing on the page reaches past the viewport's content box, except within something that scrolls or clips it
 * (a data grid, a wide table's own scroller); hidden elements (a closed drawer) do not count.
 */
async function expectFits(page: Page, where: string) {
  const overflowing = await page.evaluate(() => {
    const right = document.documentElement.clientWidth;
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    return [...document.body.querySelectorAll('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        if (getComputedStyle(element).visibility === 'hidden') return false;
        return (box.right > right + 1 || box.left < -1) && !clipped(element);
      })
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120));
  });
  expect(overflowing, `elements wider than the viewport on ${where}`).toEqual([]);
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `the page scrolls sideways on ${where}`).toBeLessThanOrEqual(clientWidth);
}

/** No heading, link, button or table header reads as a record id: records are named. */
async function expectNoIdAsLabel(page: Page, where: string) {
  const labels = await page
    .locator('main')
    .locator('h1, h2, h3, h4, a, button, th, [role="columnheader"], [role="rowheader"]')
    .allInnerTexts();
  expect(
    labels.filter((label) => RECORD_ID.test(label)),
    `record ids as labels on ${where}`,
  ).toEqual([]);
}

async function expectPageForPeople(page: Page, where: string) {
  await expectFits(page, where);
  await expectNoIdAsLabel(page, where);
}

/** The addresses the navigation offers, from the top bar and its menus or, on a phone, from its drawer. */
async function navigationPaths(page: Page): Promise<string[]> {
  const hrefsOf = async (scope: Locator) =>
    (
      await scope.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    ).filter((href): href is string => href !== null);
  const drawerButton = page.getByRole('button', { name: 'Open the navigation' });
  if (await drawerButton.isVisible()) {
    await drawerButton.click();
    const paths = await hrefsOf(page.getByRole('navigation', { name: 'Main' }));
    await page.keyboard.press('Escape');
    return paths;
  }
  const nav = page.getByRole('navigation', { name: 'Main' });
  const paths = await hrefsOf(nav);
  const menus = nav.locator('button[aria-haspopup="menu"]');
  for (let index = 0; index < (await menus.count()); index++) {
    await menus.nth(index).click();
    const items = await page
      .getByRole('menu')
      .getByRole('menuitem')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    paths.push(...items.filter((href): href is string => href !== null));
    await page.keyboard.press('Escape');
  }
  return [...new Set(paths)];
}

/**
 * Opens every page the navigation offers the user, in a browser of their own at the test's width: none refuses
 * them, each fits and names records.
 */
async function walkNavigation(
  browser: Browser,
  { baseURL, viewport }: { baseURL: string; viewport: { width: number; height: number } },
  user: DemoUser,
  scanned: Set<string> | undefined,
) {
  const context = await browser.newContext({ baseURL, viewport });
  try {
    const page = await context.newPage();
    await signIn(page, user);
    await walkNavigationIn(page, user, scanned);
  } finally {
    await context.close();
  }
}

/**
 * The walk on a page the user is signed in on. `scanned`: the pages axe has checked at this width, which another
 * role's walk need not check again; none for a walk that leaves axe to the others.
 */
async function walkNavigationIn(page: Page, user: DemoUser, scanned: Set<string> | undefined) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const paths = await navigationPaths(page);
  // Home at least: a user without a seat is offered no more, as every other page shows records.
  expect(paths).toContain('/');
  for (const path of paths) {
    await page.goto(path);
    const where = `${path} as ${user.username}`;
    await expect(page.getByRole('heading', { level: 1 }), where).toBeVisible();
    // Pages load their figures after the heading: what they show once settled is what is checked.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('main'), where).not.toContainText(REFUSAL);
    await expectPageForPeople(page, where);
    if (scanned && !scanned.has(path)) {
      await expectNoSeriousA11yViolations(page);
      scanned.add(path);
    }
  }
}

/** A figure of a Home card, by its link's name, as a number: "Leads: 2,255" is 2,255. */
async function figureOf(link: Locator): Promise<number> {
  const text = await link.innerText();
  return Number(/([\d,]+)\D*$/.exec(text)![1]!.replaceAll(',', ''));
}

/** The total a data grid's footer gives: "1–25 of 2,255". */
async function gridTotal(page: Page): Promise<number> {
  // The footer reads "of 0" until the first page arrives: the count is read once the page has it.
  await page.waitForLoadState('networkidle');
  const footer = page.locator('.MuiTablePagination-displayedRows');
  await expect(footer).toHaveText(/of [\d,]+/);
  return Number(/of ([\d,]+)/.exec(await footer.innerText())![1]!.replaceAll(',', ''));
}

/**
 * Home's figure behind `link` equals the total of the list it opens. Another worker's writes land between the two
 * reads at times, so it is read again, both sides, a few times before it counts as a difference.
 */
async function expectFigureMatchesList(page: Page, link: () => Locator, what: string) {
  await expect
    .poll(
      async () => {
        await page.goto('/');
        const figure = await figureOf(link());
        await link().click();
        const total = await gridTotal(page);
        return total - figure;
      },
      {
        message: `${what}: Home's figure less the list's total`,
        intervals: [500, 1000, 2000],
        timeout: 60_000,
      },
    )
    .toBe(0);
}

const ASSETS = path.resolve('dist/assets');

/** The chunks a chunk imports statically (`import … from "./x.js"`), which load with it; `import("./x.js")` waits. */
const staticImports = (file: string) =>
  [
    ...fs
      .readFileSync(path.join(ASSETS, file), 'utf8')
      .matchAll(/(?:\bfrom|\bimport)\s*"\.\/([\w.-]+\.js)"/g),
  ].map((match) => match[1]!);

/**
 * The compressed size (brotli, as the console is served to Chromium) of the JavaScript a signed-in first visit to
 * Home loads before it shows: the entry page's scripts, Home's route chunk, and every chunk they import statically.
 * What loads later (the charts, other pages) is not part of it.
 */
function firstLoadKilobytes(): number {
  const html = fs.readFileSync(path.join(ASSETS, '..', 'index.html'), 'utf8');
  const entry = [...html.matchAll(/\/assets\/([\w.-]+\.js)/g)].map((match) => match[1]!);
  const home = fs.readdirSync(ASSETS).find((file) => /^DashboardPage-[\w-]+\.js$/.test(file))!;
  const loaded = new Set<string>();
  const visit = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    staticImports(file).forEach(visit);
  };
  [...entry, home].forEach(visit);
  // A chunk too small to gain from compression is served as it is, without a .br beside it.
  const served = (file: string) => {
    const compressed = path.join(ASSETS, `${file}.br`);
    return fs.statSync(fs.existsSync(compressed) ? compressed : path.join(ASSETS, file)).size;
  };
  const bytes = [...loaded].reduce((sum, file) => sum + served(file), 0);
  return bytes / 1000;
}

test('a first visit to Home loads at most 200 kB of compressed JavaScript', () => {
  const kilobytes = firstLoadKilobytes();
  test.info().annotations.push({ type: 'first load', description: `${kilobytes.toFixed(1)} kB (brotli)` });
  expect(kilobytes).toBeGreaterThan(50);
  expect(kilobytes).toBeLessThanOrEqual(200);
});

/** A logged pair as its page and the queue name it: the newer record first. */
const title = (pair: { firstName: string; secondName: string }) => `${pair.secondName} and ${pair.firstName}`;

for (const { name, viewport } of WIDTHS) {
  test.describe(`the console's journeys ${name}`, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 300_000 });

    test("a stakeholder's demo: Home's figures are the lists they open, and every page the navigation offers opens for each role", async ({
      page,
      browser,
      baseURL,
    }) => {
      await finishedJob(baseURL!, 'Lead');
      await signIn(page, USERS.steward);
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expectPageForPeople(page, 'Home');
      const records = page.getByRole('region', { name: 'Records', exact: true });
      await expectFigureMatchesList(
        page,
        () => records.getByRole('link', { name: /^Leads: / }),
        'Leads stored',
      );
      const open = page.getByRole('region', { name: 'Open for review', exact: true });
      await expectFigureMatchesList(
        page,
        () => open.getByRole('link', { name: /^Leads: / }),
        'Leads to review',
      );

      // Axe checks each page once: a viewer's pages are a steward's, with less on them.
      const scanned = new Set<string>();
      await walkNavigationIn(page, USERS.steward, scanned);
      const at = { baseURL: baseURL!, viewport };
      await walkNavigation(browser, at, USERS.admin, scanned);
      await walkNavigation(browser, at, USERS.viewer, undefined);
      await walkNavigation(browser, at, USERS.guest, undefined);
    });

    test('a steward clears review items with keys alone: N and Enter merge, D decides, S skips, ? lists the keys', async ({
      page,
      baseURL,
    }) => {
      const pairs = [
        await loggedLeadPair(baseURL!),
        await loggedLeadPair(baseURL!),
        await loggedLeadPair(baseURL!),
      ];
      await signIn(page, USERS.steward, '/review?source=UPSERT&sort=detected');
      const grid = page.getByRole('grid', { name: 'Review queue' });
      await expect(grid.getByRole('row').filter({ hasText: pairs[2]!.secondName })).toBeVisible();
      await expectPageForPeople(page, 'the review queue');
      await grid.getByRole('link', { name: title(pairs[2]!) }).click();
      await expect(page.getByRole('heading', { level: 1, name: title(pairs[2]!) })).toBeVisible();
      await expectPageForPeople(page, 'a pair to review');

      await page.keyboard.press('?');
      const keys = page.getByRole('dialog', { name: 'Keys for reviewing' });
      await expect(keys.getByRole('table', { name: 'Keys and what they do' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(keys).toBeHidden();

      // N asks first, its Merge button in focus: Enter merges, and the next item of the queue follows.
      await page.keyboard.press('n');
      const question = page.getByRole('dialog', { name: /^Merge \d records into / });
      await expect(question.getByRole('button', { name: 'Merge' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: title(pairs[1]!) })).toBeVisible();
      await page.keyboard.press('d');
      await expect(page.getByRole('alert').filter({ hasText: 'Decided not duplicates' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: title(pairs[0]!) })).toBeVisible();
      const skipped = page.url();
      await page.keyboard.press('s');
      await expect(page).not.toHaveURL(skipped);
      // One undo at a time, whatever notices the merge, the decision and the skip left.
      expect(await page.getByRole('button', { name: /^Undo/ }).count()).toBeLessThanOrEqual(1);
      await expectPageForPeople(page, 'the next item after a skip');
    });
  });
}
