import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails on WCAG 2.1 A/AA violations of impact serious or critical, listing them readably. Scans with the pointer out
 * of the way, and only once running transitions have finished: a menu caught mid fade-in has a lower contrast than
 * the one users read. An endless animation (the pulse of a button focused by key, a spinner) never finishes, so it
 * is not waited for. Only violations are gathered in full: the rules passed, inapplicable or incomplete are not
 * listed node by node, which is work for the browser and a large answer for nothing read here.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // The pointer rests where the last click left it: over a sortable column's header, say, whose tooltip would open
  // after its delay, in the middle of the scan and half faded in. Moved to the corner, no tooltip is pending, and one
  // open starts closing within the next frames, a transition waited for below.
  await page.mouse.move(0, 0);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(serious, `accessibility violations on ${page.url()}`).toEqual([]);
}
