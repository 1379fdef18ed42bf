/** @jest-environment node */
// A walk at 375×812 went offline on Articles and pressed Page 2: "2" was marked the current page while the rows were
// page 1's, with nothing saying page 2 had not come (the list drew the last answer it had, whatever it answered). A
// page never read now says it could not be loaded (the offline notice above), and comes by itself once back online;
// page 1, read before, is still there. At 1280×800 and 375×812, from the menu.
import { useDemoFixture } from './support/demoFixture'
import { DESKTOP, PHONE, settled, useArticlesFromMenu } from './support/lookPages'
import { articleRows } from './support/demoUi'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)
const fixture = useDemoFixture()
const articlesFromMenu = useArticlesFromMenu(fixture)

for (const size of [DESKTOP, PHONE]) {
  test(`${size.width}×${size.height}: offline, Page 2 says it could not be loaded rather than showing page 1's rows under "2"; online again it comes`, async () => {
    const page = await articlesFromMenu(size)
    // The tab's context is shared by the file's tests: it is online again whatever happens.
    try {
      await screenshotOnFailure(page, async () => {
        const list = page.locator('.atrium-list[data-resource="articles"]')
        const titles = () => articleRows(page).locator('td:nth-child(2)').allTextContents()
        await settled(page)
        const firstPage = await titles()
        expect(firstPage.length).toBeGreaterThan(5)
        await page.context().setOffline(true)
        await list.getByRole('button', { name: 'Page 2', exact: true }).click()
        await list.getByText('The list could not be loaded: you are offline.').waitFor()
        expect(await list.getByRole('button', { name: 'Page 2', exact: true }).getAttribute('aria-current')).toBe('page')
        expect(await articleRows(page).count()).toBe(0)
        await page.context().setOffline(false)
        await articleRows(page).first().getByRole('checkbox').waitFor()
        await settled(page)
        const secondPage = await titles()
        expect(secondPage.length).toBeGreaterThan(0)
        expect(secondPage).not.toEqual(firstPage)
        expect(await list.getByText(/could not be loaded/).count()).toBe(0)
      })
    } finally {
      await page.context().setOffline(false)
    }
  })
}
