/** @jest-environment node */
// Where a notice leaves the end of the page, in Chromium against the demo, Articles reached from the menu. A walk at
// 375×812 saw the "… saved." notice after an edit, and a delete's Undo notice, sit over the end of the list once
// scrolled there: the last card's title, or the pagination's Previous, 1, 2, 12 and Next (5,759 px² of Per page): the
// page ended where the notice began, so no scrolling showed them. Now, while a notice shows, the page's end leaves it
// room (its height, above the phone's bar): scrolled to the end, nothing a person reads or taps there is under it, and
// the desktop's sidebar stays where it was.
import type { Page } from 'playwright-core'
import { useDemoFixture } from './support/demoFixture'
import { TITLE_LABEL, articleRows, rowAction } from './support/demoUi'
import { DESKTOP, PHONE, settled, useArticlesFromMenu } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)
const fixture = useDemoFixture()
const articlesFromMenu = useArticlesFromMenu(fixture)

/** Scrolls the window to its end; resolves once it is there. */
async function toEnd(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await page.waitForFunction(() => {
    const root = document.documentElement
    return Math.abs(root.scrollTop + root.clientHeight - root.scrollHeight) <= 1
  })
}

/**
 * What the notice covers of the list's readable and tappable parts (cards' titles and fields, links, buttons, the
 * pagination), each as `what: px²`.
 */
function covered(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const notice = document.querySelector('.atrium-notice')!.getBoundingClientRect()
    return [...document.querySelectorAll('.atrium-list tbody td, .atrium-list tbody :is(a,button,input), .atrium-pagination :is(button,select,label,.atrium-pagination__total)')]
      .flatMap((element) => {
        const box = element.getBoundingClientRect()
        const area = Math.max(0, Math.min(box.right, notice.right) - Math.max(box.left, notice.left)) * Math.max(0, Math.min(box.bottom, notice.bottom) - Math.max(box.top, notice.top))
        return box.width > 0 && area > 0 ? [`${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}": ${Math.round(area)}`] : []
      })
  })
}

test.each([['375×812', PHONE], ['1280×800', DESKTOP]] as const)('scrolled to the end of Articles, a delete\'s Undo notice covers neither the last card nor the pagination (%s)', async (_size, size) => {
  const page = await articlesFromMenu(size)
  await screenshotOnFailure(page, async () => {
    await toEnd(page)
    const rows = articleRows(page)
    const last = rows.last()
    await (await rowAction(last, /^Delete/)).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click()
    await page.locator('.atrium-frame').waitFor({ state: 'detached' })
    const notice = page.locator('.atrium-notice').filter({ hasText: 'deleted.' })
    await notice.waitFor()
    // Hovered, it stays (its 5 s could run out on a loaded machine before the checks end).
    await notice.hover()
    await settled(page)
    await toEnd(page)
    expect(await covered(page)).toEqual([])
    // The room is the page's, not the layout's: a desktop's sticky sidebar stays whole in the window (a walk saw its top
    // pushed to -106 px, Articles and Authors out of view, by room added under the layout's grid).
    if (size === DESKTOP) {
      const sidebar = await page.locator('.atrium-sidebar').evaluate((element) => {
        const box = element.getBoundingClientRect()
        return { top: Math.round(box.top), bottom: Math.round(box.bottom) }
      })
      expect(sidebar).toEqual({ top: 0, bottom: size.height })
    }
    await notice.getByRole('button', { name: 'Undo' }).click()
    await notice.waitFor({ state: 'detached' })
  })
})

test('at 375×812, after saving an edit of the last card, the "saved" notice leaves the end of the list clear, and goes with its room', async () => {
  const page = await articlesFromMenu(PHONE)
  await screenshotOnFailure(page, async () => {
    await toEnd(page)
    const before = await page.evaluate(() => document.documentElement.scrollHeight)
    await (await rowAction(articleRows(page).last(), /^Edit/)).click()
    const title = page.getByLabel(TITLE_LABEL, { exact: true })
    await title.waitFor()
    const changed = `${await title.inputValue()} (room)`
    await title.fill(changed)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    const notice = page.locator('.atrium-notice').filter({ hasText: `${changed} saved.` })
    await notice.waitFor()
    await notice.hover()
    await articleRows(page).filter({ hasText: changed }).waitFor()
    await settled(page)
    await toEnd(page)
    expect(await covered(page)).toEqual([])
    // Gone, the notice takes its room with it: the page ends where it did.
    await notice.getByRole('button', { name: 'Dismiss' }).click()
    await notice.waitFor({ state: 'detached' })
    await page.waitForFunction((height) => document.documentElement.scrollHeight === height, before)
  })
})
