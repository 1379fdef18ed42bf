/** @jest-environment node */
// A walk found a list's rows focusable, Arrow Up/Down and Space working, but Enter on a focused row doing nothing. As a
// grid's row (react-admin's `rowClick`), Enter now opens the row as its Show does (its Edit where it may not be shown),
// and Space still selects it: Articles (Show in a drawer over the list) and Contacts (its "⋯" rows; Show a page), at
// 1280×800 and as cards at 375×812.
import type { Page } from 'playwright-core'
import { useDemoFixture } from './support/demoFixture'
import { DESKTOP, PHONE, fromMenu, settled, useArticlesFromMenu } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)
const fixture = useDemoFixture()
const articlesFromMenu = useArticlesFromMenu(fixture)

const rows = (page: Page, resource: string) => page.locator(`.atrium-list[data-resource="${resource}"] tbody tr:not(.atrium-table__skeleton)`)

/** Tabs from the list's last header control into its rows (their one tab stop), then goes down to the third row with the arrows. */
async function focusThirdRow(page: Page, resource: string): Promise<string> {
  const list = rows(page, resource)
  await list.first().getByRole('checkbox').waitFor()
  await settled(page)
  await page.locator(`.atrium-list[data-resource="${resource}"] thead button`).last().focus()
  await page.keyboard.press('Tab')
  await page.waitForFunction((selector) => document.activeElement === document.querySelector(selector), `.atrium-list[data-resource="${resource}"] tbody tr`)
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  const third = list.nth(2)
  await page.waitForFunction((element) => document.activeElement === element, await third.elementHandle())
  // Space selects it; Enter is tried after, on the same row.
  await page.keyboard.press(' ')
  expect(await third.getByRole('checkbox').isChecked()).toBe(true)
  await page.keyboard.press(' ')
  expect(await third.getByRole('checkbox').isChecked()).toBe(false)
  return (await third.getByRole('checkbox').getAttribute('aria-label'))!.replace(/^Select /, '')
}

for (const size of [DESKTOP, PHONE]) {
  test(`${size.width}×${size.height}: Enter on a focused article row opens its Show over the list, and on a contact row its page`, async () => {
    const page = await articlesFromMenu(size)
    await screenshotOnFailure(page, async () => {
      const title = await focusThirdRow(page, 'articles')
      await page.keyboard.press('Enter')
      await page.waitForURL((url) => /\/articles\/list\/articles\/read\/\d+$/.test(url.pathname))
      await page.getByRole('dialog').getByRole('heading', { name: title, exact: true }).waitFor()
      await page.keyboard.press('Escape')
      await page.waitForURL((url) => url.pathname.endsWith('/articles/list'))

      await fromMenu(page, 'Contacts')
      await page.waitForURL((url) => url.pathname.endsWith('/contacts/list'))
      const name = await focusThirdRow(page, 'contacts')
      await page.keyboard.press('Enter')
      await page.waitForURL((url) => /\/contacts\/read\/[^/]+$/.test(url.pathname))
      await page.getByRole('heading', { level: 1, name, exact: true }).waitFor()
    })
  })
}
