/** @jest-environment node */
// The sorts of a list on a phone, in Chromium at 375×812 against the demo. A walk saw, on Articles, the sort chips in a
// strip that scrolled sideways (605 px of chips in 341 px) under a native scrollbar: Author cut at the strip's end (268–366
// for an end at 344), Views and Published at out of sight. Now the chips wrap: every sort is in view, none cut.
import { useDemoFixture } from './support/demoFixture'
import { LOGIN_PATH, signIn } from './support/demoUi'
import { PHONE, fromMenu, settled } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(120_000)
const fixture = useDemoFixture()

test.each(['Articles', 'Authors'])('375×812: every sort of %s is in view, whole, without scrolling sideways', async (name) => {
  const page = await fixture.newPage(PHONE)
  await screenshotOnFailure(page, async () => {
    await page.goto(`${fixture.demo.url}${LOGIN_PATH}?returnTo=/`)
    await signIn(page, 'editor')
    await fromMenu(page, name)
    await page.locator('.atrium-list tbody tr:not(.atrium-table__skeleton)').first().waitFor()
    await settled(page)
    const strip = await page.locator('.atrium-list thead tr').evaluate((row) => {
      const box = row.getBoundingClientRect()
      const sorts = [...row.querySelectorAll('button.atrium-table__sort')].map((button) => {
        const chip = button.getBoundingClientRect()
        return { label: button.textContent, inside: chip.left >= box.left && chip.right <= box.right && chip.width > 0 }
      })
      return { overflow: row.scrollWidth - row.clientWidth, sorts }
    })
    expect(strip.overflow).toBe(0)
    expect(strip.sorts.length).toBeGreaterThanOrEqual(3)
    expect(strip.sorts.filter((sort) => !sort.inside)).toEqual([])
  })
})
