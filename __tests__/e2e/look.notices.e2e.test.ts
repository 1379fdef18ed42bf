/** @jest-environment node */
// Where the notices (toasts) are drawn while rows are ticked, in Chromium against the demo, at 1280×800 and 375×812.
// A walk saw them jump: Articles → tick a row → Delete another row → confirm, and "… deleted." came at the window's
// top, over the page's header (at 1280 it covered y 8–84 and the Create button; on a phone the breadcrumb), while
// the next one, once the bulk bar was gone, came at the foot again. Now they keep the foot: stacked just above the
// bulk bar while it is drawn there, never over the header or the bar's buttons, and back at the foot without it.
// A later walk saw the 384×76 px notice at the bottom right cover Show, Edit, Delete and the dates of the last two rows
// shown (7,440 px² of six links) for 5 s after a Delete or a Save: it is now at the bottom centre, as react-admin's.
import type { Locator, Page } from 'playwright-core'
import { useDemoFixture } from './support/demoFixture'
import { articleRows, bulkAction, columnIndex, rowAction } from './support/demoUi'
import { DESKTOP, PHONE, useArticlesFromMenu } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(120_000)
const fixture = useDemoFixture()
const articlesFromMenu = useArticlesFromMenu(fixture)

interface Box { top: number; bottom: number; left: number; right: number }

/** The boxes of what `selector` matches and is drawn, in viewport pixels. */
const boxes = (page: Page, selector: string): Promise<Box[]> => page.evaluate((selector) => [...document.querySelectorAll(selector)]
  .map((element) => element.getBoundingClientRect())
  .filter((box) => box.width > 0 && box.height > 0)
  .map(({ top, bottom, left, right }) => ({ top, bottom, left, right })), selector)

const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

/** Deletes the row `row` of the articles table with its own Delete, confirmed; resolves with its notice, once no frame is open. */
async function deleteRow(page: Page, row: Locator): Promise<Locator> {
  await (await rowAction(row, /^Delete/)).click()
  const question = page.getByRole('alertdialog')
  await question.getByRole('button', { name: 'Delete', exact: true }).click()
  await page.locator('.atrium-frame').waitFor({ state: 'detached' })
  const notice = page.locator('.atrium-notice').filter({ hasText: 'deleted.' }).last()
  await notice.waitFor()
  return notice
}

test.each([['1280×800', DESKTOP], ['375×812', PHONE]] as const)('with rows ticked, a notice is stacked just above the bulk bar at the foot, clear of the header and of the bar\'s buttons; without the bar it is at the foot (%s)', async (_size, size) => {
  const page = await articlesFromMenu(size)
  await screenshotOnFailure(page, async () => {
    await articleRows(page).first().getByRole('checkbox').check()
    const bar = page.locator('.atrium-bulk')
    await bar.waitFor()
    const notice = await deleteRow(page, articleRows(page).nth(2))
    const [noticeBox] = await boxes(page, '.atrium-notice')
    const [barBox] = await boxes(page, '.atrium-bulk')
    const height = size.height
    // At the foot, the bar stuck there; the notice just above it (the gap of the notices' stack, 8-16 px).
    expect(barBox.bottom).toBeGreaterThan(height - 100)
    expect(noticeBox.top).toBeGreaterThan(height / 2)
    expect(barBox.top - noticeBox.bottom).toBeGreaterThanOrEqual(0)
    expect(barBox.top - noticeBox.bottom).toBeLessThanOrEqual(24)
    // Over nothing a person needs: the page's header (top bar, breadcrumb, title, Create), the bar and its buttons.
    const covered = [...await boxes(page, '.atrium-topbar, .atrium-breadcrumb, .atrium-list__header, .atrium-bulk, .atrium-bulk button')]
      .filter((box) => overlap(box, noticeBox))
    expect(covered).toEqual([])
    await notice.getByRole('button', { name: 'Dismiss' }).click()
    await notice.waitFor({ state: 'detached' })

    // The bar gone, the next notice is at the foot, in the same column.
    await (await bulkAction(bar, 'Clear selection')).click()
    await bar.waitFor({ state: 'detached' })
    await deleteRow(page, articleRows(page).nth(2))
    const [alone] = await boxes(page, '.atrium-notice')
    expect(alone.bottom).toBeGreaterThan(height - 100)
    expect(alone.bottom).toBeLessThanOrEqual(height)
    expect(Math.abs(alone.right - noticeBox.right)).toBeLessThanOrEqual(1)
    expect(Math.abs(alone.left - noticeBox.left)).toBeLessThanOrEqual(1)
  })
})

test('at 1280×800 a notice covers none of the rows\' links, checkboxes and dates, nor the pagination, and its Undo is in reach', async () => {
  const page = await articlesFromMenu(DESKTOP)
  await screenshotOnFailure(page, async () => {
    // The list runs past the window's foot: rows are drawn under where a notice comes.
    expect((await boxes(page, '.atrium-list tbody tr')).some((box) => box.bottom > DESKTOP.height)).toBe(true)
    const notice = await deleteRow(page, articleRows(page).nth(2))
    const [noticeBox] = await boxes(page, '.atrium-notice')
    const dates = `.atrium-list tbody td:nth-child(${await columnIndex(page, 'Published at') + 1})`
    const needed = await boxes(page, `.atrium-list tbody :is(a,button,input), ${dates}, .atrium-pagination :is(button,select)`)
    expect(needed.length).toBeGreaterThan(20)
    expect(needed.filter((box) => overlap(box, noticeBox))).toEqual([])
    // At the foot, in the middle of the window.
    expect(DESKTOP.height - noticeBox.bottom).toBeLessThanOrEqual(24)
    expect(Math.abs((noticeBox.left + noticeBox.right) / 2 - DESKTOP.width / 2)).toBeLessThanOrEqual(1)
    // Undo is drawn on top where it is, and brings the record back.
    const undo = notice.getByRole('button', { name: 'Undo' })
    const onTop = await undo.evaluate((button) => {
      const box = button.getBoundingClientRect()
      return button.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2))
    })
    expect(onTop).toBe(true)
    const title = (await notice.locator('span').first().innerText()).replace(/ deleted\.$/, '')
    await undo.click()
    await page.locator('.atrium-notice').filter({ hasText: `${title} restored.` }).waitFor()
  })
})
