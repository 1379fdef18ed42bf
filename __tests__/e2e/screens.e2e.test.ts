/** @jest-environment node */
// Every main screen of the demo at 1280×800 and 375×812, light and dark: none scrolls sideways,
// axe-core finds no serious or critical violation, and with ATRIUM_SCREENSHOT=1 each one is
// written to docs/screenshots/<screen>-<width>-<scheme>.png (the README shows two of them).
//
//   ATRIUM_SCREENSHOT=1 npx jest __tests__/e2e/screens
import { mkdir, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { Page } from 'playwright-core'
import { describeViolations, seriousAxeViolations } from './support/axe'
import { useDemoFixture } from './support/demoFixture'
import { EVENTS_PATH, LOGIN_PATH, USERNAME_LABEL, articleRows, articlesPath, openSignedIn, waitForPersistedSession, rowAction } from './support/demoUi'
import { sidewaysOverflow } from './support/look'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(600_000)
const fixture = useDemoFixture()
const OUT = resolve(__dirname, '../../docs/screenshots')
const WRITE = process.env.ATRIUM_SCREENSHOT === '1'

async function settled(page: Page): Promise<void> {
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' })
}

/** Checks the screen as it is now, and keeps its picture when asked. */
async function shoot(page: Page, name: string, size: { width: number }, scheme: string, problems: string[]): Promise<void> {
  await settled(page)
  const overflow = await sidewaysOverflow(page)
  if (overflow > 0) problems.push(`${name} at ${size.width}px (${scheme}) scrolls sideways by ${overflow}px`)
  const violations = await seriousAxeViolations(page)
  if (violations.length > 0) problems.push(`${name} at ${size.width}px (${scheme}):\n${describeViolations(violations)}`)
  const shot = await page.screenshot({ type: 'png' })
  expect(shot.length).toBeGreaterThan(1000)
  if (WRITE) await writeFile(join(OUT, `${name}-${size.width}-${scheme}.png`), shot)
}

const SIZES = [{ width: 1280, height: 800 }, { width: 375, height: 812 }]
const CASES = SIZES.flatMap((size) => (['light', 'dark'] as const).map((scheme) => [`${size.width}×${size.height} ${scheme}`, size, scheme] as const))

test.each(CASES)('every main screen at %s: no sideways scroll, no serious axe violation', async (_name, size, scheme) => {
  if (WRITE) await mkdir(OUT, { recursive: true })
  const page = await fixture.newPage(size)
  const problems: string[] = []
  try {
    await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: scheme })
    await screenshotOnFailure(page, async () => {
      await page.goto(`${fixture.demo.url}${LOGIN_PATH}`)
      await page.getByLabel(USERNAME_LABEL, { exact: true }).waitFor()
      await shoot(page, 'sign-in', size, scheme, problems)

      await openSignedIn(page, fixture.demo.url, `${articlesPath('admin')}?layout=table`, 'admin')
      await waitForPersistedSession(page)
      await articleRows(page).first().waitFor()
      await shoot(page, 'list', size, scheme, problems)

      await (await rowAction(articleRows(page).first(), /^Show/)).click()
      await page.getByRole('dialog').locator('.atrium-record__fields').waitFor()
      await shoot(page, 'read-drawer', size, scheme, problems)
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()

      await (await rowAction(articleRows(page).first(), /^Edit/)).click()
      await page.getByRole('dialog').getByLabel('Title', { exact: true }).waitFor()
      await shoot(page, 'edit-drawer', size, scheme, problems)
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()

      await (await rowAction(articleRows(page).first(), /^Delete/)).click()
      await page.getByRole('button', { name: 'Delete', exact: true }).or(page.getByRole('button', { name: /^Confirm|^Delete$/ })).first().waitFor()
      await shoot(page, 'delete', size, scheme, problems)
      await page.goBack()

      await page.getByRole('radio', { name: 'Board' }).click()
      await page.locator('.atrium-board-card').first().waitFor()
      await shoot(page, 'board', size, scheme, problems)
      await page.getByRole('radio', { name: 'Table' }).click()
      await articleRows(page).first().waitFor()

      await page.getByRole('button', { name: 'Create', exact: true }).click()
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      await page.locator('.atrium-field__error').first().waitFor()
      await shoot(page, 'create-errors', size, scheme, problems)

      await page.goto(`${fixture.demo.url}${EVENTS_PATH}`)
      await page.locator('.atrium-calendar').waitFor()
      await shoot(page, 'calendar', size, scheme, problems)

      await page.goto(`${fixture.demo.url}/editorial/tasks/list`)
      await page.locator('.atrium-timeline').waitFor()
      await shoot(page, 'timeline', size, scheme, problems)

      if (size.width > 768) {
        await page.getByRole('button', { name: 'Collapse menu' }).click()
        await shoot(page, 'collapsed-sidebar', size, scheme, problems)
        await page.getByRole('button', { name: 'Expand menu' }).click()
      } else {
        await page.getByRole('navigation', { name: 'Menu' }).getByText('More', { exact: true }).click()
        await shoot(page, 'phone-more', size, scheme, problems)
      }

      const editor = await fixture.newBrowser()
      const other = await editor.newPage()
      await other.setViewportSize(size)
      await other.emulateMedia({ reducedMotion: 'reduce', colorScheme: scheme })
      await openSignedIn(other, fixture.demo.url, '/editorial/articles/list', 'editor')
      // A new page load reads the session from storage: it must have been written first.
      await waitForPersistedSession(other)
      await other.goto(`${fixture.demo.url}/admin/users/list`)
      await other.getByRole('alert').filter({ hasText: 'Access denied' }).waitFor()
      await shoot(other, 'access-denied', size, scheme, problems)
    })
    expect(problems).toEqual([])
  } finally {
    await page.close()
  }
})
