/** @jest-environment node */
// Two tabs of one browser editing one record, in Chromium against the demo. A walk saw Categories → Edit "Opinion" in
// two tabs; the first saved a change; the second, still showing the old version with no word of it, saved over it.
// Now a tab that saves tells the others (ids only, same origin): their open form says the record changed elsewhere,
// keeps what its reader typed, and Reload brings the saved version under it.
import type { Page } from 'playwright-core'
import { pageOf, useDemoFixture } from './support/demoFixture'
import { LOGIN_PATH, rowAction, signIn, waitForPersistedSession } from './support/demoUi'
import { DESKTOP, PHONE, fromMenu, settled } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)
const fixture = useDemoFixture()

/** Opens Categories from the menu and the edit form of "Opinion" from its row. */
async function editOpinion(page: Page): Promise<void> {
  await fromMenu(page, 'Categories')
  await page.waitForURL((url) => url.pathname === '/editorial/categories/list')
  await settled(page)
  const row = page.locator('.atrium-list tbody tr:not(.atrium-table__skeleton)').filter({ hasText: /^Opinion|Opinion$/ }).first()
  await (await rowAction(row, /^Edit /)).click()
  await page.getByRole('dialog').getByLabel('Name').waitFor()
  await settled(page)
}

describe.each([['1280×800', DESKTOP], ['375×812', PHONE]])('at %s', (_label, size) => {
  test('a save in one tab tells the form open on the record in the other, which keeps what was typed and reloads the saved version under it', async () => {
    const browser = await fixture.newBrowser()
    const first = await pageOf(fixture, browser, size)
    await first.goto(`${fixture.demo.url}${LOGIN_PATH}?returnTo=/`)
    await signIn(first, 'admin')
    await waitForPersistedSession(first)
    const second = await pageOf(fixture, browser, size)
    await second.goto(`${fixture.demo.url}/`)
    await editOpinion(first)
    await editOpinion(second)
    await screenshotOnFailure(second, async () => {
      const secondForm = second.getByRole('dialog')
      await secondForm.getByLabel('Name').fill('Opinion (second tab)')

      const firstForm = first.getByRole('dialog')
      const colour = await firstForm.getByRole('textbox', { name: 'Colour', exact: true }).inputValue()
      const saved = colour === '#123456' ? '#654321' : '#123456'
      await firstForm.getByRole('textbox', { name: 'Colour', exact: true }).fill(saved)
      await firstForm.getByRole('button', { name: 'Save', exact: true }).click()
      await first.getByRole('dialog').waitFor({ state: 'detached' })

      // The other tab's form says so at once, without a click, and keeps what its reader typed.
      const banner = secondForm.getByRole('status').filter({ hasText: 'This record was changed elsewhere.' })
      await banner.waitFor()
      expect(await banner.innerText()).toContain('keeps your changes')
      expect(await secondForm.getByLabel('Name').inputValue()).toBe('Opinion (second tab)')
      expect(await secondForm.getByRole('textbox', { name: 'Colour', exact: true }).inputValue()).toBe(colour)

      await banner.getByRole('button', { name: 'Reload' }).click()
      await banner.waitFor({ state: 'detached' })
      expect(await secondForm.getByRole('textbox', { name: 'Colour', exact: true }).inputValue()).toBe(saved)
      expect(await secondForm.getByLabel('Name').inputValue()).toBe('Opinion (second tab)')
    })
  })
})
