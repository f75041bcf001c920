import { createRequire } from 'node:module';
import type { Frame, Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/**
 * axe-core, run in the page itself: injected once per document (its 0.5 MB takes about
 * 0.8 CPU-s to compile here), then `axe.run` on the document and, through axe's frame
 * messages, every frame in it. @axe-core/playwright's AxeBuilder injected it again on every
 * call and finished each run in a fresh blank page: 2.4-3.7 CPU-s a check, against 0.8-1.4
 * for the first check of a document and 0.2-0.6 for the next (decision 057,
 * bench/results/decision-057-figures.md).
 */

const wcagAA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** axe-core's browser build, as text (a CommonJS module). */
const { source } = createRequire(import.meta.url)('axe-core') as { source: string };

interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: string; message?: string }[];
}

declare global {
  interface Window {
    axe?: {
      run: (context: Document | { include: string[] }, options: RunOptions) => Promise<AxeResults>;
    };
  }
}

async function inject(frame: Frame) {
  try {
    if (await frame.evaluate(() => window.axe !== undefined)) return;
    // Cross-origin frames (a game, a video player) answer the page's axe by message.
    await frame.evaluate(`${source};axe.configure({ allowedOrigins: ['<unsafe_all_origins>'] })`);
  } catch (error) {
    // A child frame that navigated or closed meanwhile: axe in the page reports it as
    // untested. The page's own frame must take axe.
    if (frame === frame.page().mainFrame()) throw error;
  }
}

async function run(page: Page, include?: string): Promise<Violation[]> {
  for (const frame of page.frames()) await inject(frame);
  return page.evaluate(
    async ({ tags, include }) => {
      const checker = window.axe;
      if (!checker) throw new Error('axe-core is not in the page');
      const results = await checker.run(include ? { include: [include] } : document, {
        runOnly: { type: 'tag', values: tags },
      });
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target.join(' '), message: n.any[0]?.message })),
      }));
    },
    { tags: wcagAA, include },
  );
}

interface Options {
  /** A selector: check only what it matches (a dialog, say). */
  include?: string;
}

/** WCAG 2.1 AA violations that `keep` keeps, one line each. */
export async function violations(
  page: Page,
  keep: (v: { id: string; impact?: string | null }) => boolean = () => true,
  { include }: Options = {},
): Promise<string[]> {
  return (await run(page, include))
    .filter(keep)
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} (${v.nodes
          .map((n) => `${n.target}${n.message ? ` — ${n.message}` : ''}`)
          .join('; ')})`,
    );
}

const serious = (v: { impact?: string | null }) =>
  v.impact === 'serious' || v.impact === 'critical';

/** Serious or critical WCAG 2.1 AA violations on the page as it is now, one line each. */
export function seriousViolations(page: Page, options?: Options): Promise<string[]> {
  return violations(page, serious, options);
}

/**
 * What the accessibility suite refuses: every serious or critical violation, and every
 * colour-contrast one whatever impact axe gives it (grey-on-dark text is the defect this
 * product keeps growing).
 */
export function accessibilityViolations(page: Page, options?: Options): Promise<string[]> {
  return violations(page, (v) => serious(v) || v.id === 'color-contrast', options);
}
