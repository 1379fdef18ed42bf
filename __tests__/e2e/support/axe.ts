import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'

/** One axe-core violation, as much as a failure message needs. */
export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[]; failureSummary?: string }[]
}

let axeSource: Promise<string> | undefined

/** axe-core's browser bundle, read from node_modules (nothing is downloaded). */
function loadAxeSource(): Promise<string> {
  axeSource ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8')
  return axeSource
}

/**
 * Runs axe-core (WCAG 2.0/2.1 A and AA rules and best practices) on the
 * page as it is now, or on `include` only, and returns the serious and
 * critical violations.
 */
export async function seriousAxeViolations(page: Page, include?: string): Promise<AxeViolation[]> {
  const injected = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object')
  if (!injected) await page.addScriptTag({ content: await loadAxeSource() })
  const violations = await page.evaluate(async (context) => {
    type AxeResults = { violations: AxeViolation[] }
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } }).axe
    const results = await axe.run(context ?? document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    })
    return results.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target: target.map(String), failureSummary })),
    }))
  }, include)
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
}

/** A readable list of violations for a failure message. */
export function describeViolations(violations: readonly AxeViolation[]): string {
  return violations.map((violation) =>
    `${violation.impact} ${violation.id}: ${violation.help}\n${violation.nodes.map((node) => `  ${node.target.join(' ')}${node.failureSummary ? ` — ${node.failureSummary.replace(/\s+/g, ' ')}` : ''}`).join('\n')}`,
  ).join('\n')
}
