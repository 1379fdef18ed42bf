/** @jest-environment node */
// A part of the page whose code has not come yet when the connection goes (the record views load
// once the browser idles after the first list, up to 2 s on a loaded machine), in Chromium against
// the demo: it says it will load once the connection is back, in a box of its own, and does so.
import { useDemoFixture } from './support/demoFixture'
import { LOGIN_PATH, articleRows, signIn } from './support/demoUi'
import { DESKTOP, PHONE, fromMenu } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(120_000)

const fixture = useDemoFixture()
// The chunk of the record views (read, create, update, delete).
const RECORD_VIEWS = /\/recordViewSet-[^/]*\.js$/

test.each([['1280×800', DESKTOP], ['375×812', PHONE]])('at %s, Create opened offline before its code came says it will load once back online, then draws the form by itself', async (_label, size) => {
  const page = await fixture.newPage(size)
  // As if the connection had gone before the browser fetched the record views' code.
  let held = true
  await page.route(RECORD_VIEWS, (route) => (held ? route.abort('internetdisconnected') : route.continue()))
  await screenshotOnFailure(page, async () => {
    await page.goto(`${fixture.demo.url}${LOGIN_PATH}?returnTo=/`)
    await signIn(page, 'admin')
    await fromMenu(page, 'Articles')
    await articleRows(page).first().waitFor()
    await page.context().setOffline(true)
    await page.getByRole('button', { name: 'Create', exact: true }).click()

    const part = page.locator('.atrium-part-unavailable')
    await part.waitFor()
    expect(await part.getAttribute('role')).toBe('alert')
    expect(await part.innerText()).toContain('This part of the page will load once the connection is back.')
    expect(await part.innerText()).not.toContain('could not be loaded')
    // Drawn as a box of its own (a border and room inside), not a bare line of text.
    const box = await part.evaluate((element) => {
      const style = getComputedStyle(element)
      return { border: style.borderTopWidth, padding: parseFloat(style.paddingLeft), width: element.getBoundingClientRect().width }
    })
    expect(box.border).toBe('1px')
    expect(box.padding).toBeGreaterThan(8)
    expect(box.width).toBeLessThanOrEqual(size.width)

    held = false
    await page.context().setOffline(false)
    await page.getByLabel('Title', { exact: true }).waitFor()
    expect(await part.count()).toBe(0)
    expect(fixture.pageErrors).toEqual([])
  })
  await page.close()
})
