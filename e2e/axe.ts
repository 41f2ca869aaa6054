import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * Runs axe-core on the page as it stands and fails on any serious or critical violation, naming
 * each rule and the elements it found, once no transition is running. The page's CSP forbids injected script tags, so the source
 * is evaluated in the page.
 */
/**
 * Waits until the page has painted twice (what has just changed is rendered, and a transition of an
 * element that has just appeared has begun), every list's rows are drawn and no animation or
 * transition is running.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await rowsDrawn(page);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' && !a.pending));
}

/**
 * Every list on the page has drawn all its rows: a table is `aria-busy` while it loads and, on its
 * first showing, until the rows below the first screen are drawn.
 */
export async function rowsDrawn(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('table[aria-busy="true"]'));
}

export async function assertAccessible(page: Page, label: string): Promise<void> {
  // a colour read half-way through a transition (a chip changing colour, a toast fading) is not the page's
  await settled(page);
  // axe stays loaded while the app navigates without reloading
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const run = async () => {
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: { run: (ctx: Document, options: object) => Promise<{ violations: Violation[] }> };
        }
      ).axe;
      // only the violations are read: the passing nodes are not described (their selectors are most of a run)
      const result = await axe.run(document, { resultTypes: ['violations'] });
      return result.violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
      }));
    });
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  };
  let serious = await run();
  // a transition that began while axe ran (a toast hiding on its timer) is not the page's state:
  // once it has ended, the page is checked again, and what is still wrong is reported
  if (serious.length) {
    await settled(page);
    serious = await run();
  }
  assert.deepEqual(
    serious.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes
          .map((n) => `${JSON.stringify(n.target)} (${n.failureSummary?.replace(/\s+/g, ' ')})`)
          .join(', ')}`,
    ),
    [],
    `axe on ${label}`,
  );
}
