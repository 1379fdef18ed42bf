/** @jest-environment node */
// A new category, in Chromium against the demo, from the menu. A walk saw the colour picker's swatch black while the
// field beside it was empty, its placeholder saying "#3366ff": an empty colour looked like black chosen. Now the swatch
// is drawn empty (the field's background, crossed out) until the field holds a whole colour, then shows it.
import { useDemoFixture } from './support/demoFixture'
import { drawnLightness } from './support/look'
import { DESKTOP, PHONE, fromMenu, useArticlesPages } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)
const fixture = useDemoFixture()
const editorialPage = useArticlesPages(fixture, 'editorial')

test.each([['1280×800 light', DESKTOP, 'light'], ['375×812 dark', PHONE, 'dark']] as const)('at %s an empty colour\'s swatch is drawn empty, not black; a typed colour fills it', async (_name, size, scheme) => {
  const page = await editorialPage(size)
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
  await screenshotOnFailure(page, async () => {
    await fromMenu(page, 'Categories')
    await page.locator('.atrium-list[data-resource="categories"]').getByRole('button', { name: 'Create', exact: true }).click()
    const dialog = page.getByRole('dialog')
    const picker = dialog.locator('.atrium-color input[type=color]')
    await picker.waitFor()
    const box = (await picker.boundingBox())!
    // Left of the swatch's middle, below its line (from its top left corner to its bottom right one): the field's own
    // background (read inside its border, left of the swatch), not black.
    const middle = { x: box.x + box.width / 2 - 8, y: box.y + box.height / 2 + 3, width: 4, height: 3 }
    const surface = await drawnLightness(page, { x: box.x + 2, y: box.y + box.height / 2 - 2, width: 2, height: 4 })
    expect(Math.abs(await drawnLightness(page, middle) - surface)).toBeLessThanOrEqual(12)
    await dialog.getByLabel('Colour', { exact: true }).fill('#3366ff')
    // #3366ff: its luminance, 0.2126·51 + 0.7152·102 + 0.0722·255, is 102.
    await page.waitForFunction((selector) => document.querySelector<HTMLInputElement>(selector)?.value === '#3366ff', '.atrium-color input[type=color]')
    expect(Math.abs(await drawnLightness(page, middle) - 102)).toBeLessThanOrEqual(12)
  })
})
