import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const wcagAA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function violations(
  page: Page,
  keep: (v: { id: string; impact?: string | null }) => boolean,
) {
  const { violations: found } = await new AxeBuilder({ page }).withTags(wcagAA).analyze();
  return found
    .filter(keep)
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} (${v.nodes
          .map((n) => `${n.target.join(' ')}${n.any[0]?.message ? ` — ${n.any[0].message}` : ''}`)
          .join('; ')})`,
    );
}

const serious = (impact?: string | null) => impact === 'serious' || impact === 'critical';

/** Serious or critical WCAG 2.1 AA violations on the page as it is now, one line each. */
export function seriousViolations(page: Page): Promise<string[]> {
  return violations(page, (v) => serious(v.impact));
}

/**
 * What the accessibility suite refuses: every serious or critical violation, and every
 * colour-contrast one whatever impact axe gives it (grey-on-dark text is the defect this
 * product keeps growing).
 */
export function accessibilityViolations(page: Page): Promise<string[]> {
  return violations(page, (v) => serious(v.impact) || v.id === 'color-contrast');
}
