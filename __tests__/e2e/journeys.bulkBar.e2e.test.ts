/** @jest-environment node */
// The bulk bar, in Chromium against the demo at 1280×800 and 375×812: ticking rows one after another moves no row
// (each click ticks the row under it), and with rows ticked Tab reaches each row whole above the bar, the pagination
// left clear. (Bulk actions themselves: journeys.lists.e2e.test.ts.)
import { pageOf, useDemoFixture } from './support/demoFixture'
import { BULK_MORE, LOGIN_PATH, articleRows, articlesPath, bulkAction, openSignedIn, signIn } from './support/demoUi'
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
    // The bar came in with its actions in order, the destructive one after the others (on a phone, one row: the first
    // action and "⋯" holding the others); row 2 did not move (it moved 62 px down).
    const actions = ['Publish', 'Export selected', 'Delete selected', 'Clear selection']
    if (size.width < 768) {
      expect(await bar.getByRole('button').allInnerTexts()).toEqual(['Publish', '⋯'])
      expect(await box(1).boundingBox()).toEqual(before)
      await bar.getByRole('button', { name: BULK_MORE }).click()
      const menu = page.getByRole('menu', { name: BULK_MORE })
      expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(actions.slice(1))
      await page.keyboard.press('Escape')
      await menu.waitFor({ state: 'detached' })
    } else {
      expect(await bar.getByRole('button').allInnerTexts()).toEqual(actions)
    }
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

test.each([['1280×800', { width: 1280, height: 800 }, 'rosa.rossi'], ['375×812', { width: 375, height: 812 }, 'emeka.varga']])('Users: with admin (which cannot be deleted) ticked beside another, "Delete selected" asks for the other alone, names admin as kept, deletes it and reports no failure (%s)', async (_size, size, other) => {
  // A walk at 1280×800: "Delete 2 selected (admin, rosa.rossi)?", then "Deleted 1 of 2; 1 failed: Not allowed." (only one
  // DELETE was sent: the app knew admin could not be deleted).
  const page = await pageOf(fixture, await fixture.newBrowser(), size)
  await page.goto(`${fixture.demo.url}${LOGIN_PATH}?returnTo=/`)
  await signIn(page, 'admin')
  await screenshotOnFailure(page, async () => {
    const deletes: string[] = []
    page.on('request', (request) => { if (request.method() === 'DELETE') deletes.push(request.url()) })
    await fromMenu(page, 'Users')
    const list = page.locator('.atrium-list[data-resource="users"]')
    await list.locator('tbody tr').first().getByRole('checkbox').waitFor()
    await settled(page)
    await list.getByRole('checkbox', { name: 'Select admin', exact: true }).check()
    const bar = page.getByRole('group', { name: '1 selected' })
    await bar.waitFor()
    // Admin alone: nothing to delete, no "Delete selected" (nor in a phone's "⋯").
    const clear = await bulkAction(bar, 'Clear selection')
    expect(await bar.getByRole('button', { name: 'Delete selected' }).count()).toBe(0)
    expect(await page.getByRole('menuitem', { name: 'Delete selected' }).count()).toBe(0)
    if (size.width < 768) {
      await page.keyboard.press('Escape')
      await clear.waitFor({ state: 'detached' })
    }
    await list.getByRole('checkbox', { name: `Select ${other}`, exact: true }).check()
    const two = page.getByRole('group', { name: '2 selected' })
    await (await bulkAction(two, 'Delete selected')).click()
    await two.getByText(new RegExp(`^Delete 1 of 2 selected \\(${other.replace('.', '\\.')}\\)\\? admin can’t be deleted\\. `)).waitFor()
    const sent = page.waitForResponse((response) => response.request().method() === 'DELETE')
    await two.getByRole('button', { name: 'Delete', exact: true }).click()
    await page.getByRole('status', { name: 'Notifications' }).getByText(`${other} deleted.`).waitFor()
    await sent
    // One DELETE, of the other; admin still listed and still ticked, no failure told.
    expect(deletes).toHaveLength(1)
    await list.getByRole('checkbox', { name: `Select ${other}`, exact: true }).waitFor({ state: 'detached' })
    expect(await list.getByRole('checkbox', { name: 'Select admin', exact: true }).isChecked()).toBe(true)
    await page.getByRole('group', { name: '1 selected' }).waitFor()
    expect(await page.locator('.atrium-bulk__report').count()).toBe(0)
    expect(await page.getByText(/failed|Not allowed/).count()).toBe(0)
  })
  await page.close()
})
