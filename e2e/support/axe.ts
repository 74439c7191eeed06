/*
 * The accessibility check of the end-to-end tests: axe-core's WCAG 2 A and AA
 * rules and its best practices on what the page shows, failing on any serious
 * or critical violation (and on headings that skip a level) with where it is
 * and what to do about it.
 */
import { AxeBuilder } from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']
const BLOCKING = new Set(['serious', 'critical'])
/** Moderate rules that fail the check too: Lighthouse's accessibility score counts them. */
const ALSO_BLOCKING = new Set(['heading-order'])

interface Options {
  /** A CSS selector to check instead of the whole page (an open dialog or menu). */
  include?: string
  /** Record the failure and carry on, so one walk lists every page's violations. */
  soft?: boolean
}

/**
 * Runs axe on `page` (or the part `include` names) and fails listing each serious or critical
 * violation: its rule, impact, help text and the selectors of the elements concerned.
 */
export async function expectAccessible(page: Page, name: string, { include, soft = false }: Options = {}) {
  let builder = new AxeBuilder({ page }).withTags(TAGS)
  if (include) builder = builder.include(include)
  const { violations } = await builder.analyze()
  const blocking = violations.filter(({ id, impact }) => (impact && BLOCKING.has(impact)) || ALSO_BLOCKING.has(id))
  // Moderate and minor findings do not fail the test; they are kept with its results to be read.
  for (const { id, impact, help, nodes } of violations.filter((violation) => !blocking.includes(violation))) {
    test.info().annotations.push({ type: `axe ${impact}`, description: `${name}: ${id} (${help}) at ${nodes.map(({ target }) => target.join(' ')).join(', ')}` })
  }
  const report = blocking.map(
    ({ id, impact, help, helpUrl, nodes }) =>
      `${impact} ${id}: ${help} (${helpUrl})\n` +
      nodes.map(({ target, failureSummary }) => `    at ${target.join(' ')}${failureSummary ? `\n      ${failureSummary.replaceAll('\n', '\n      ')}` : ''}`).join('\n'),
  )
  const assert = soft ? expect.soft : expect
  assert(report, `serious or critical accessibility violations on ${name}:\n${report.join('\n')}`).toEqual([])
}
