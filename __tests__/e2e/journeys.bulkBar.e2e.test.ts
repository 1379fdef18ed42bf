/** @jest-environment node */
// The bulk bar, in Chromium against the demo at 1280×800 and 375×812: ticking rows one after another moves no row
// (each click ticks the row under it), and with rows ticked Tab reaches each row whole above the bar, the pagination
// left clear. (Bulk actions themselves: journeys.lists.e2e.test.ts.)
import { pageOf, useDemoFixture } from './support/demoFixture'
import { LOGIN_PATH, articleRows, articlesPath, openSignedIn, signIn } from './support/demoUi'
import { fromMenu, settled } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(120_000)

const fixture = useDemoFixture()
const LIST = articlesPath('admin')

test.each([['1280×800', { width: 1280, height: 800 }], ['375×812', { width: 375, height: 812 }]])('ticking rows one after another: the bulk bar moves no row, so each click ticks the row under it (%s)', async (_size, size) => {
  const page = await pageOf(fixture, await fixture.newBrowser(), size)
  await openSignedIn(page, fixture.demo.url, LIST)
  await screenshotOnFailure(page, async () => {
    const box = (index: number) => articleRows(page).nth(index).getByRole('checkbox')
    await box(0).waitFor()
    // The page as a person sees it before clicking: the authors' names in (while they load, a shorter "…" let the
    // title column keep one line, and the row grew when they came).
    await settled(page)
    const before = await box(1).boundingBox()
    await box(0).click()
    const bar = page.getByRole('group', { name: '1 selected' })
    await bar.waitFor()
    // The bar came in with its actions in order, the destructive one after the others ("Export selected" reads "Export"
    // on a phone); row 2 did not move (it moved 62 px down).
    expect(await bar.getByRole('button').allInnerTexts()).toEqual(['Publish', size.width < 768 ? 'Export' : 'Export selected', 'Delete selected', 'Clear selection'])
    expect(await box(1).boundingBox()).toEqual(before)
    // A person clicks where row 2's box was: row 2 is ticked, row 1 stays ticked.
    await page.mouse.click(before!.x + before!.width / 2, before!.y + before!.height / 2)
    await page.getByRole('group', { name: '2 selected' }).waitFor()
    expect([await box(0).isChecked(), await box(1).isChecked()]).toEqual([true, true])
  })
})

test.each([['1280×800', { width: 1280, height: 800 }], ['375×812', { width: 375, height: 812 }]])('with rows ticked, Tab reaches each row whole above the bulk bar, and the bar leaves the pagination clear (%s)', async (_size, size) => {
  const page = await pageOf(fixture, await fixture.newBrowser(), size)
  await page.goto(`${fixture.demo.url}${LOGIN_PATH}?returnTo=/`)
  await signIn(page, 'admin')
  await screenshotOnFailure(page, async () => {
    await fromMenu(page, 'Articles')
    await page.waitForURL(/\/articles\/list/)
    const table = page.getByRole('radio', { name: 'Table' })
    if (!(await table.isChecked())) await table.click()
    await articleRows(page).first().getByRole('checkbox').waitFor()
    await settled(page)
    await articleRows(page).first().getByRole('checkbox').check()
    const bar = page.getByRole('group', { name: '1 selected' })
    await bar.waitFor()
    // Each row's controls in turn, as a keyboard reaches them: the row holding the focus ends above the bar (on a phone
    // the 148 px bar hid a card's title, its fields, or the whole card), and inside the window, above the phone's menu.
    const covered: string[] = []
    for (let press = 0; press < 30; press += 1) {
      await page.keyboard.press('Tab')
      const seen = await page.evaluate(() => {
        const focused = document.activeElement!
        const row = focused.closest('.atrium-list__body tr')
        if (!row) return undefined
        const box = row.getBoundingClientRect()
        const barTop = document.querySelector('.atrium-bulk')!.getBoundingClientRect().top
        const menu = document.querySelector('.atrium-sidebar')!.getBoundingClientRect()
        const floor = Math.min(barTop, menu.top > 0 && menu.top < innerHeight ? menu.top : innerHeight)
        return { name: focused.getAttribute('aria-label') ?? focused.textContent ?? '', under: Math.round(box.bottom - floor), top: Math.round(box.top) }
      })
      if (seen && (seen.under > 0 || seen.top < 0)) covered.push(`${seen.name}: ${seen.under} px under the bar, top at ${seen.top}`)
    }
    expect(covered).toEqual([])
    // At the list's foot the bar sits above the pagination, never over it.
    await page.getByRole('navigation', { name: 'Pagination' }).scrollIntoViewIfNeeded()
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const [barBox, pages] = await Promise.all([bar.boundingBox(), page.getByRole('navigation', { name: 'Pagination' }).boundingBox()])
    expect(barBox!.y + barBox!.height).toBeLessThanOrEqual(pages!.y)
  })
  await page.close()
})
