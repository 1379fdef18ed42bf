/** @jest-environment node */
// The demo's sign-in page, in Chromium at 1280×800 and 375×812: the first screen a person sees. A walk saw, at 375, the
// card running edge to edge (0 px margins, its rounded corners cut by the screen), and a Sign in button of another blue
// and radius (rgb(31, 111, 235), 4 px) than the app's primary buttons (rgb(43, 89, 195), 6 px) met right after it.
import { useDemoFixture } from './support/demoFixture'
import { LOGIN_PATH, SIGN_IN_BUTTON, signIn } from './support/demoUi'
import { DESKTOP, PHONE, settled } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(120_000)
const fixture = useDemoFixture()

describe.each([['1280×800', DESKTOP], ['375×812', PHONE]])('at %s', (_label, size) => {
  // A walk found the page with nothing focused: a person had to click Username before typing.
  test('the sign-in page opens with the cursor in Username, and Tab leads to Password then Sign in', async () => {
    const page = await fixture.newPage(size)
    await screenshotOnFailure(page, async () => {
      await page.goto(`${fixture.demo.url}${LOGIN_PATH}?returnTo=/`)
      await page.getByRole('button', { name: SIGN_IN_BUTTON, exact: true }).waitFor()
      await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'username')
      await page.keyboard.type('admin')
      await page.keyboard.press('Tab')
      await page.keyboard.type('admin')
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(SIGN_IN_BUTTON)
      await page.keyboard.press('Enter')
      await page.locator('.atrium-list').first().waitFor()
      expect(new URL(page.url()).pathname).not.toBe(LOGIN_PATH)
    })
  })

  test('the sign-in card keeps off the screen edges, and its button is the app\'s primary button', async () => {
    const page = await fixture.newPage(size)
    await screenshotOnFailure(page, async () => {
      await page.goto(`${fixture.demo.url}${LOGIN_PATH}?returnTo=/`)
      await page.getByRole('button', { name: SIGN_IN_BUTTON, exact: true }).waitFor()
      const card = page.locator('.demo-login')
      const box = await card.boundingBox()
      expect(box).not.toBeNull()
      expect(box!.x).toBeGreaterThanOrEqual(12)
      expect(size.width - (box!.x + box!.width)).toBeGreaterThanOrEqual(12)
      const look = (selector: string) => page.locator(selector).first().evaluate((element) => {
        const style = getComputedStyle(element)
        return { background: style.backgroundColor, radius: style.borderTopLeftRadius, height: Math.round(element.getBoundingClientRect().height) }
      })
      const signInButton = await look(`button:text-is("${SIGN_IN_BUTTON}")`)

      await signIn(page, 'admin')
      await settled(page)
      expect(signInButton).toEqual(await look('button.atrium-create'))
    })
  })
})
