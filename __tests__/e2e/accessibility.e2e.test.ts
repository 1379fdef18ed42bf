/** @jest-environment node */
// axe-core on the demo's main screens (no serious or critical violation),
// and the README's screenshot of the articles list.
//
//   ATRIUM_SCREENSHOT=1 npx jest __tests__/e2e/accessibility   also writes docs/demo.png
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import type { Page } from 'playwright-core'
import { describeViolations, seriousAxeViolations } from './support/axe'
import { membersOf, signInToApi, type ApiArticle } from './support/demoApi'
import { useDemoFixture } from './support/demoFixture'
import {
  EVENTS_PATH, LOGIN_PATH, TITLE_LABEL, USERNAME_LABEL, articleRows, articlesPath, articlesRegion, openSignedIn,
} from './support/demoUi'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(120_000)

const fixture = useDemoFixture()
const README_SCREENSHOT = resolve(__dirname, '../../docs/demo.png')
const SCREENSHOT_SIZE = { width: 1280, height: 800 }
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

let page: Page

beforeAll(async () => {
  page = await fixture.newPage(SCREENSHOT_SIZE)
  // Screens at rest: no slide-in animation half-way during a check.
  await page.emulateMedia({ reducedMotion: 'reduce' })
})

/** Waits until no list or layout of the page says it is busy. */
async function settled(current: Page): Promise<void> {
  await current.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' })
}

async function expectNoSeriousViolations(current: Page): Promise<void> {
  const violations = await seriousAxeViolations(current)
  if (violations.length > 0) throw new Error(`axe-core found serious or critical violations on ${current.url()}:\n${describeViolations(violations)}`)
}

// In order: the sign-in page signed out, then the signed-in screens.
test('the sign-in page has no serious accessibility violation', async () => {
  await screenshotOnFailure(page, async () => {
    await page.goto(`${fixture.demo.url}${LOGIN_PATH}`)
    await page.getByLabel(USERNAME_LABEL, { exact: true }).waitFor()
    await expectNoSeriousViolations(page)
  })
})

test('the articles list has no serious accessibility violation (and gives the README its screenshot)', async () => {
  await screenshotOnFailure(page, async () => {
    await openSignedIn(page, fixture.demo.url, `${articlesPath('admin')}?layout=table`, 'admin')
    await articleRows(page).first().waitFor()
    await settled(page)
    await expectNoSeriousViolations(page)

    const shot = await page.screenshot({ type: 'png' })
    expect(shot.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true)
    // IHDR: width and height, big-endian, at bytes 16 and 20.
    expect([shot.readUInt32BE(16), shot.readUInt32BE(20)]).toEqual([SCREENSHOT_SIZE.width, SCREENSHOT_SIZE.height])
    if (process.env.ATRIUM_SCREENSHOT === '1') {
      expect(shot.length).toBeLessThan(300_000)
      await mkdir(dirname(README_SCREENSHOT), { recursive: true })
      await writeFile(README_SCREENSHOT, shot)
    }
  })
})

test('the article drawer has no serious accessibility violation', async () => {
  await screenshotOnFailure(page, async () => {
    const api = await signInToApi(fixture.demo.url)
    const [article] = membersOf<ApiArticle>(await api.get('/api/articles?order[title]=asc&itemsPerPage=1'))
    await page.goto(`${fixture.demo.url}${articlesPath('admin')}/articles/update/${encodeURIComponent(String(article.id))}?layout=table`)
    await page.getByRole('dialog').getByLabel(TITLE_LABEL, { exact: true }).waitFor()
    await articleRows(page).first().waitFor()
    await settled(page)
    await expectNoSeriousViolations(page)
  })
})

test('the articles board has no serious accessibility violation', async () => {
  await screenshotOnFailure(page, async () => {
    await page.goto(`${fixture.demo.url}${articlesPath('admin')}?layout=board`)
    await articlesRegion(page).locator('.atrium-board-card').first().waitFor()
    await settled(page)
    await expectNoSeriousViolations(page)
  })
})

test('the events calendar has no serious accessibility violation', async () => {
  await screenshotOnFailure(page, async () => {
    await page.goto(`${fixture.demo.url}${EVENTS_PATH}`)
    await page.locator('.atrium-calendar').waitFor()
    await settled(page)
    await expectNoSeriousViolations(page)
    expect(fixture.pageErrors).toEqual([])
  })
})

test('the first Tab shows "Skip to content", which takes the keyboard past the menu; Sign out shows a 2 px focus ring', async () => {
  await screenshotOnFailure(page, async () => {
    await page.goto(`${fixture.demo.url}${articlesPath('admin')}?layout=table`)
    await articleRows(page).first().waitFor()
    await settled(page)
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true)
    const box = (await skip.boundingBox())!
    expect(box.y >= 0 && box.x >= 0 && box.y + box.height <= SCREENSHOT_SIZE.height).toBe(true)
    const before = page.url()
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => document.activeElement?.tagName === 'MAIN')
    expect(page.url()).toBe(before)
    // The next stop is in the view, not the menu.
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true)

    await page.getByRole('button', { name: 'Sign out' }).focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    const ring = await page.getByRole('button', { name: 'Sign out' }).evaluate((element) => ({ style: getComputedStyle(element).outlineStyle, width: getComputedStyle(element).outlineWidth }))
    expect(ring).toEqual({ style: 'solid', width: '2px' })
  })
})
