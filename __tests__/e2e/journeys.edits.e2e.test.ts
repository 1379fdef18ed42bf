/** @jest-environment node */
// Issue 14, point 2, in Chromium against the demo: an edit is never lost
// without the person choosing it. Leaving a form with changes asks in the
// page, whatever the way out; a save while offline keeps the form and lands
// once back online; a save after the session expired keeps the values through
// the sign-in page and Save then works.
import type { Locator, Page } from 'playwright-core'
import { membersOf, revokeToken, signInToApi, type ApiArticle } from './support/demoApi'
import { pageOf, useDemoFixture } from './support/demoFixture'
import { LOGIN_PATH, SIGN_OUT_BUTTON, TITLE_LABEL, articlesPath, articleRows, openSignedIn, rowAction, signIn } from './support/demoUi'
import { watchPage } from './support/pageWatch'
import { DESKTOP, PHONE, revealInMenu } from './support/lookPages'
import { saveScreenshot, screenshotOnFailure } from './support/screenshots'

jest.setTimeout(120_000)

const fixture = useDemoFixture()
const LIST = articlesPath('admin')

// Each test's page is closed after it: a list left open keeps its realtime stream, and the demo's hub allows
// 10 open streams per user (429 after that), which this file's tests, all signed in as admin, would pass.
const opened: Page[] = []
afterEach(async () => { await Promise.all(opened.splice(0).map((page) => page.close())) })

/** A page of a browser of its own (no shared session), closed after the test. */
async function ownPage(size?: { width: number; height: number }): Promise<Page> {
  const page = await pageOf(fixture, await fixture.newBrowser(), size)
  opened.push(page)
  return page
}

async function signedInPage(path: string, size?: { width: number; height: number }): Promise<Page> {
  const page = await ownPage(size)
  await openSignedIn(page, fixture.demo.url, path, 'admin')
  return page
}

/** Opens the first article's update drawer from its row and types into its title; returns the field. */
async function dirtyDrawer(page: Page, typed: string) {
  await articleRows(page).first().waitFor()
  await (await rowAction(articleRows(page).first(), /^Edit /)).click()
  const drawer = page.locator('.atrium-drawer')
  const field = drawer.getByLabel(TITLE_LABEL, { exact: true })
  await field.waitFor()
  await field.fill(typed)
  return { drawer, field, url: page.url() }
}

async function apiArticle(id: string): Promise<ApiArticle> {
  const api = await signInToApi(fixture.demo.url)
  return api.get<ApiArticle>(`/api/articles/${id}`)
}

const idOf = (url: string) => decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '')

/** Scrolls the drawer's form to its last field, as a person who edited down to it and pressed Save. */
const scrollToFormFoot = (drawer: Locator) => drawer.locator('.atrium-form :is(input, select, textarea)').last().scrollIntoViewIfNeeded()

/** Waits until a person sees `notice`: the element drawn at its middle is the notice itself (in the window, under no bar). */
const untilSeen = async (notice: Locator) => {
  const element = await notice.elementHandle()
  await notice.page().waitForFunction((target) => {
    if (!target) return false
    const box = target.getBoundingClientRect()
    const atMiddle = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return atMiddle !== null && target.contains(atMiddle)
  }, element, { timeout: 10_000 })
}

describe('leaving a form with changes asks first, in the page', () => {
  const WAYS: Array<[string, (page: Page) => Promise<void>]> = [
    ['Escape', (page) => page.keyboard.press('Escape')],
    ['the close button', (page) => page.locator('.atrium-drawer').getByRole('button', { name: 'Close' }).click()],
    ['a click on the backdrop', async (page) => { await page.mouse.click(20, 400) }],
    ['a row of the list behind the drawer', async (page) => {
      const box = await articleRows(page).nth(3).boundingBox()
      if (!box) throw new Error('no row behind the drawer')
      await page.mouse.click(box.x + 10, box.y + box.height / 2)
    }],
    ['browser Back', async (page) => { await page.goBack() }],
    ['a sidebar link', async (page) => {
      // The backdrop covers the sidebar (the drawer is modal): the person's click lands on it, which follows the link beneath, which asks.
      const box = await page.locator('.atrium-menu a', { hasText: 'Authors' }).boundingBox()
      if (!box) throw new Error('no sidebar link')
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    }],
  ]

  test('every way out asks; Keep editing returns to the field as it was; Leave goes', async () => {
    const page = await signedInPage(LIST)
    const watch = watchPage(page)
    await screenshotOnFailure(page, async () => {
      const { field, url } = await dirtyDrawer(page, 'Typed and not saved')
      await page.evaluate(() => { window.confirm = () => { throw new Error('window.confirm must not be used') } })
      for (const [way, leave] of WAYS) {
        await field.focus()
        await leave(page)
        const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' })
        await dialog.waitFor()
        const stay = dialog.getByRole('button', { name: 'Keep editing' })
        await page.waitForFunction(() => document.activeElement?.textContent === 'Keep editing')
        expect(await stay.evaluate((element) => element === document.activeElement)).toBe(true)
        await stay.click()
        await dialog.waitFor({ state: 'detached' })
        await page.waitForURL(url)
        expect(await field.inputValue()).toBe('Typed and not saved')
        await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.value === 'Typed and not saved')
        expect({ way, problems: watch.take() }).toEqual({ way, problems: [] })
      }
      // And once the person chooses to leave, they go.
      await page.keyboard.press('Escape')
      await page.getByRole('button', { name: 'Leave without saving' }).click()
      await page.waitForURL((address) => address.pathname === LIST)
      await page.locator('.atrium-drawer').waitFor({ state: 'detached' })
      expect(watch.take()).toEqual([])
    })
  })

  test('at 375 px too: Back asks, and the dialog fits the screen', async () => {
    const page = await signedInPage(LIST, { width: 375, height: 812 })
    await screenshotOnFailure(page, async () => {
      const { field, url } = await dirtyDrawer(page, 'Phone edit')
      await page.goBack()
      const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' })
      await dialog.waitFor()
      const box = await dialog.boundingBox()
      if (!box) throw new Error('the dialog has no box')
      expect({ left: box.x >= 0, right: box.x + box.width <= 375, box }).toEqual({ left: true, right: true, box })
      await dialog.getByRole('button', { name: 'Keep editing' }).click()
      await page.waitForURL(url)
      expect(await field.inputValue()).toBe('Phone edit')
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
    })
  })
})

test('a save while offline keeps the form with a clear message, and lands once the connection is back', async () => {
  const page = await signedInPage(LIST)
  const watch = watchPage(page)
  await screenshotOnFailure(page, async () => {
    const { drawer, field, url } = await dirtyDrawer(page, 'Saved after the network came back')
    const id = idOf(url)
    await scrollToFormFoot(drawer)
    await page.context().setOffline(true)
    await drawer.getByRole('button', { name: 'Save' }).click()
    await drawer.getByText('Not saved yet: you are offline.').waitFor()
    // Brought into view, though Save was pressed at the foot of the form.
    await untilSeen(drawer.getByRole('alert').filter({ hasText: 'Not saved yet' }))
    expect(await field.inputValue()).toBe('Saved after the network came back')
    expect(await drawer.getByText(/could not be loaded/).count()).toBe(0)
    // The focus stayed on Save (a disabled button had dropped it to the page): Escape still reaches the drawer.
    expect(await page.evaluate(() => document.activeElement?.closest('.atrium-drawer') !== null && document.activeElement?.textContent)).toBe('Save')
    await page.keyboard.press('Escape')
    await page.getByRole('alertdialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Keep editing' }).click()
    await page.getByRole('alertdialog').waitFor({ state: 'detached' })
    expect(page.url()).toBe(url)
    expect((await apiArticle(id)).title).not.toBe('Saved after the network came back')

    await page.context().setOffline(false)
    await page.getByText('Saved after the network came back saved.').waitFor()
    expect((await apiArticle(id)).title).toBe('Saved after the network came back')
    // The failures were the offline requests themselves, nothing else.
    expect(watch.take([/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR/])).toEqual([])
  })
})

test('a held save that goes through while "Leave without saving?" asks leaves to the list the reader chose, not a step further back', async () => {
  const page = await signedInPage(LIST)
  await screenshotOnFailure(page, async () => {
    const typed = `Saved while leaving ${Date.now()}`
    const { drawer, field } = await dirtyDrawer(page, typed)
    await page.context().setOffline(true)
    await field.press('Enter')
    await drawer.getByText('Not saved yet: you are offline.').waitFor()
    await field.press('Escape')
    await page.getByRole('alertdialog', { name: 'Leave without saving?' }).waitFor()
    // Back online before answering: the held save goes through by itself.
    await page.context().setOffline(false)
    await page.getByText(`${typed} saved.`).waitFor()
    await page.locator('.atrium-drawer').waitFor({ state: 'detached' })
    await page.getByRole('alertdialog').waitFor({ state: 'detached' })
    // The save's own "close" found the reader already on the list: it went nowhere (it stepped back past it, to another page).
    expect(new URL(page.url()).pathname).toBe(LIST)
    await articleRows(page).first().waitFor()
  })
})

test('a save whose connection drops (the browser online) says the server could not be reached and lands by itself', async () => {
  const page = await signedInPage(LIST)
  const watch = watchPage(page)
  await screenshotOnFailure(page, async () => {
    const { drawer, field, url } = await dirtyDrawer(page, 'Sent again after a dropped connection')
    const id = idOf(url)
    // The first PATCH of this record meets a reset connection; the next ones reach the API.
    let dropped = 0
    await page.route((target) => target.pathname.endsWith(`/${id}`), async (route) => {
      if (route.request().method() === 'PATCH' && dropped === 0) {
        dropped += 1
        await route.abort('connectionreset')
      } else {
        await route.continue()
      }
    })
    await scrollToFormFoot(drawer)
    await drawer.getByRole('button', { name: 'Save' }).click()
    await drawer.getByText('Not saved yet: the server could not be reached.').waitFor()
    await untilSeen(drawer.getByRole('alert').filter({ hasText: 'Not saved yet' }))
    expect(await drawer.getByText(/you are offline/).count()).toBe(0)
    expect(await field.inputValue()).toBe('Sent again after a dropped connection')
    // Nobody presses anything, and the browser never says it went offline or online.
    await page.getByText('Sent again after a dropped connection saved.').waitFor()
    expect(dropped).toBe(1)
    expect((await apiArticle(id)).title).toBe('Sent again after a dropped connection')
    expect(watch.take([/ERR_CONNECTION_RESET|Failed to fetch|net::ERR/])).toEqual([])
  })
})

test('a save after the session expired keeps the values through sign-in, and Save then works; reads are not left stale', async () => {
  const page = await signedInPage(LIST)
  await screenshotOnFailure(page, async () => {
    const { drawer, url } = await dirtyDrawer(page, 'Typed before the token expired')
    const id = idOf(url)
    const token = await page.evaluate(() => {
      const raw = localStorage.getItem('persist:atrium.session')
      return raw ? JSON.parse(JSON.parse(raw).token as string) as string : null
    })
    if (!token) throw new Error('no token in the persisted session')
    await revokeToken(fixture.demo.url, token)

    await drawer.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL((address) => address.pathname === LOGIN_PATH)
    const returnTo = new URL(page.url()).searchParams.get('returnTo')
    expect(returnTo).toBe(new URL(url).pathname + new URL(url).search)
    // The person is told why they are asked to sign in, and that nothing is lost.
    await page.getByRole('status').filter({ hasText: 'Your session has expired. Sign in again to go back where you were; nothing you typed is lost.' }).waitFor()
    await signIn(page, 'admin')
    await page.waitForURL(url)

    const field = page.locator('.atrium-drawer').getByLabel(TITLE_LABEL, { exact: true })
    await field.waitFor()
    expect(await field.inputValue()).toBe('Typed before the token expired')
    await page.getByText(/unsaved changes are back/).waitFor()
    expect(await page.getByText(/Expired|Unauthorized|could not be loaded/).count()).toBe(0)
    await page.locator('.atrium-drawer').getByRole('button', { name: 'Save' }).click()
    await page.getByText('Typed before the token expired saved.').waitFor()
    expect((await apiArticle(id)).title).toBe('Typed before the token expired')

    // A read that answered 401 is asked again once signed in: no stale error.
    const again = await page.evaluate(() => JSON.parse(JSON.parse(localStorage.getItem('persist:atrium.session') ?? '{}').token as string) as string)
    await revokeToken(fixture.demo.url, again)
    const api = await signInToApi(fixture.demo.url)
    const other = membersOf<ApiArticle>(await api.get('/api/articles?page=2&itemsPerPage=1'))[0]
    await page.goto(`${fixture.demo.url}${LIST}/articles/read/${other.id}`)
    await page.waitForURL((address) => address.pathname === LOGIN_PATH)
    await signIn(page, 'admin')
    await page.locator('.atrium-drawer .atrium-read').waitFor()
    expect(await page.locator('.atrium-drawer').getByText(/Expired|Unauthorized|could not be loaded/).count()).toBe(0)
  })
})

test.each([['1280×800', { width: 1280, height: 800 }], ['375×812', { width: 375, height: 812 }]])('Sign out with unsaved changes asks first (%s): Keep editing keeps the text, Leave without saving signs out', async (_size, size) => {
  const page = await signedInPage(LIST, size)
  await screenshotOnFailure(page, async () => {
    // A create form drawn as a page: the sidebar (or the phone's bar) stays in reach.
    await articleRows(page).first().waitFor()
    await page.locator('.atrium-list').getByRole('button', { name: 'Create', exact: true }).first().click()
    const form = page.locator('.atrium-form')
    const field = form.getByLabel(TITLE_LABEL, { exact: true })
    await field.fill('Typed before signing out')
    const url = page.url()
    const signOut = page.getByRole('button', { name: SIGN_OUT_BUTTON })
    // On a phone, Sign out sits under More.
    await revealInMenu(page, signOut)
    await signOut.click()
    const question = page.getByRole('alertdialog', { name: 'Leave without saving?' })
    await question.waitFor()
    await question.getByRole('button', { name: 'Keep editing' }).click()
    await question.waitFor({ state: 'detached' })
    expect(page.url()).toBe(url)
    expect(await field.inputValue()).toBe('Typed before signing out')

    await revealInMenu(page, signOut)
    await signOut.click()
    await question.getByRole('button', { name: 'Leave without saving' }).click()
    await page.waitForURL((address) => address.pathname === LOGIN_PATH)
    expect(await form.count()).toBe(0)
  })
})

test('a refused save (422) leaves nothing behind to come back: after a reload the form shows the record as saved since, another tab’s change kept', async () => {
  const page = await signedInPage(LIST)
  await screenshotOnFailure(page, async () => {
    const { drawer, url } = await dirtyDrawer(page, 'A forbidden title')
    const id = idOf(url)
    await drawer.getByRole('button', { name: 'Save' }).click()
    await drawer.getByText('This title is not allowed.').first().waitFor()
    // Another tab saves the body meanwhile.
    const api = await signInToApi(fixture.demo.url)
    const body = `Saved in another tab ${Date.now()}`
    await api.patch(`/api/articles/${id}`, { body })
    // The reader reloads and leaves the unsaved title (the browser's own question, accepted).
    page.once('dialog', (dialog) => void dialog.accept())
    await page.reload()
    const field = page.locator('.atrium-drawer').getByLabel(TITLE_LABEL, { exact: true })
    await field.waitFor()
    expect(await field.inputValue()).toBe((await apiArticle(id)).title)
    expect(await page.locator('.atrium-drawer').getByLabel('Body', { exact: true }).inputValue()).toBe(body)
    expect(await page.getByText(/unsaved changes are back/).count()).toBe(0)
  })
})

describe('a record changed elsewhere while it is edited', () => {
  for (const size of [DESKTOP, PHONE]) {
    it(`says so in a notice, and Reload brings the latest version keeping what was typed (${size.width}×${size.height})`, async () => {
      const page = await ownPage(size)
      await screenshotOnFailure(page, async () => {
        const subscribed = page.waitForResponse((response) => new URL(response.url()).pathname === '/.well-known/mercure', { timeout: 60_000 })
        await openSignedIn(page, fixture.demo.url, `${LIST}?sort=views`, 'admin')
        await articleRows(page).first().waitFor()
        await (await rowAction(articleRows(page).first(), /^Edit /)).click()
        const drawer = page.locator('.atrium-drawer')
        const body = drawer.getByLabel('Body', { exact: true })
        await body.waitFor()
        expect((await subscribed).status()).toBe(200)
        const id = idOf(page.url())
        const before = await apiArticle(id)
        const typed = `Typed here at ${size.width}, not saved yet`
        await body.fill(typed)

        const renamed = `Renamed elsewhere ${size.width} ${Date.now()}`
        const api = await signInToApi(fixture.demo.url)
        expect((await api.patch(`/api/articles/${encodeURIComponent(id)}`, { title: renamed })).status).toBe(200)
        const notice = drawer.getByRole('status').filter({ hasText: 'This record was changed elsewhere.' })
        await notice.waitFor()
        expect(await notice.innerText()).toContain('Reload shows the latest version and keeps your changes.')
        // Drawn as a notice (a tinted box), its button clear of the text; the heading still names the version the form holds.
        const look = await notice.evaluate((box) => {
          const text = box.querySelector('p')?.getBoundingClientRect()
          const button = box.querySelector('button')?.getBoundingClientRect()
          const apart = text && button ? Math.max(button.left - text.right, button.top - text.bottom) : -1
          return { background: getComputedStyle(box).backgroundColor, apart }
        })
        expect(look.background).not.toBe('rgba(0, 0, 0, 0)')
        expect(look.apart).toBeGreaterThanOrEqual(8)
        expect(await drawer.getByRole('heading').first().innerText()).toBe(before.title)
        expect(await drawer.getByLabel(TITLE_LABEL, { exact: true }).inputValue()).toBe(before.title)

        await notice.getByRole('button', { name: 'Reload' }).click()
        await page.waitForFunction((title) => (document.querySelector('.atrium-drawer h2')?.textContent ?? '').includes(title), renamed)
        expect(await drawer.getByLabel(TITLE_LABEL, { exact: true }).inputValue()).toBe(renamed)
        expect(await body.inputValue()).toBe(typed)
        expect(await notice.count()).toBe(0)
        const saved = page.waitForResponse((response) => response.request().method() === 'PATCH')
        await drawer.getByRole('button', { name: 'Save' }).click()
        expect((await saved).request().postDataJSON()).toEqual({ body: typed })
        expect((await apiArticle(id)).title).toBe(renamed)
      })
    })
  }

  it.each([DESKTOP, PHONE])('deleted elsewhere: the drawer says the record is gone, keeps what was typed, and offers no Reload nor Delete (%o)', async (size) => {
    const page = await ownPage(size)
    await screenshotOnFailure(page, async () => {
      const subscribed = page.waitForResponse((response) => new URL(response.url()).pathname === '/.well-known/mercure', { timeout: 60_000 })
      await openSignedIn(page, fixture.demo.url, `${LIST}?sort=views`, 'admin')
      await (await rowAction(articleRows(page).first(), /^Edit /)).click()
      const drawer = page.locator('.atrium-drawer')
      const body = drawer.getByLabel('Body', { exact: true })
      await body.waitFor()
      expect((await subscribed).status()).toBe(200)
      await body.fill('Typed here before it went')
      const api = await signInToApi(fixture.demo.url)
      expect(await api.delete(`/api/articles/${encodeURIComponent(idOf(page.url()))}`)).toBe(204)
      // It said "changed elsewhere" with a Reload that could only fail.
      const notice = drawer.getByRole('status').filter({ hasText: 'This record was deleted elsewhere.' })
      await notice.waitFor()
      expect(await drawer.getByText('This record was changed elsewhere.').count()).toBe(0)
      expect(await drawer.getByRole('button', { name: /^(Reload|Delete)$/ }).count()).toBe(0)
      expect(await body.inputValue()).toBe('Typed here before it went')
      if (process.env.ATRIUM_SCREENSHOTS) await saveScreenshot(page, `deleted-elsewhere-${size.width}`)
    })
  })
})
