/** @jest-environment node */
// The keyboard's focus in a form kept above its sticky foot (Save, Cancel, Delete), in Chromium against the demo on a
// 375×700 phone, Articles reached from the menu. A walk tabbed from an article's Title down to its Body in the edit
// drawer: the focused 112 px Body stayed whole under the drawer's foot and the window's edge (128 px under the foot's
// top), the browser scrolling nothing since a sliver of it was in the drawer's box. Now each control the keyboard reaches
// ends above the foot, in the drawer (its body scrolls) as on the create page (the window scrolls); so does a Body tapped
// where it shows, half under the drawer's foot (a phone's usual way in).
import type { Locator, Page } from 'playwright-core'
import { useDemoFixture } from './support/demoFixture'
import { TITLE_LABEL, articleRows, rowAction } from './support/demoUi'
import { settled, useArticlesFromMenu } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)
const fixture = useDemoFixture()
const articlesFromMenu = useArticlesFromMenu(fixture)
/** A phone shorter than the one the look is checked at: its forms run under their foot. */
const SHORT_PHONE = { width: 375, height: 700 }

/** The focused control's name and how far (px) it lies under the top of its form's foot, and above the top of what scrolls it. */
function focusedPlace(page: Page): Promise<{ name: string; underFoot: number; aboveTop: number }> {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement
    const box = focused.getBoundingClientRect()
    const foot = focused.closest('form')!.querySelector('.atrium-form__actions')!.getBoundingClientRect()
    const body = focused.closest('.atrium-frame__body')?.getBoundingClientRect().top ?? document.querySelector('.atrium-topbar')!.getBoundingClientRect().bottom
    return { name: focused.getAttribute('name') ?? focused.tagName, underFoot: Math.round(box.bottom - foot.top), aboveTop: Math.round(body - box.top) }
  })
}

test.each([['the edit drawer', 'Edit'], ['the create page', 'Create']] as const)('at 375×700, Tab from Title to Body in %s shows each field whole above the form\'s foot', async (_where, how) => {
  const page = await articlesFromMenu(SHORT_PHONE)
  await screenshotOnFailure(page, async () => {
    if (how === 'Edit') await (await rowAction(articleRows(page).first(), /^Edit/)).click()
    else await page.getByRole('button', { name: 'Create', exact: true }).click()
    const title = page.getByLabel(TITLE_LABEL, { exact: true })
    await title.waitFor()
    await settled(page)
    await title.focus()
    const hidden: string[] = []
    let body = false
    for (let presses = 0; presses < 30 && !body; presses += 1) {
      await page.keyboard.press('Tab')
      const place = await focusedPlace(page)
      body = place.name === 'body'
      if (place.underFoot > 0 || place.aboveTop > 0) hidden.push(`${place.name}: ${place.underFoot} px under the foot, ${place.aboveTop} px above the top`)
    }
    expect(body).toBe(true)
    // The Body is taller than a line: the case that was hidden.
    expect((await page.getByLabel('Body', { exact: true }).boundingBox())!.height).toBeGreaterThan(80)
    expect(hidden).toEqual([])
  })
})

test('at 375×700, a tap on the top of a Body half under the edit drawer\'s foot brings it whole above the foot', async () => {
  const page = await articlesFromMenu(SHORT_PHONE)
  await screenshotOnFailure(page, async () => {
    await (await rowAction(articleRows(page).first(), /^Edit/)).click()
    const body = page.getByLabel('Body', { exact: true })
    await body.waitFor()
    await settled(page)
    // The drawer's body scrolled so that the Body's first 40 px show above the foot, the rest under it.
    const top = await body.evaluate((field) => {
      const foot = field.closest('form')!.querySelector('.atrium-form__actions')!
      const scroller = field.closest('.atrium-frame__body')!
      scroller.scrollTop += field.getBoundingClientRect().top - (foot.getBoundingClientRect().top - 40)
      return field.getBoundingClientRect().top
    })
    expect((await focusedPlaceOf(page, body)).underFoot).toBeGreaterThan(40)
    await page.mouse.click(100, top + 20)
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'body')
    await page.waitForFunction(() => {
      const field = document.activeElement!
      return field.getBoundingClientRect().bottom <= field.closest('form')!.querySelector('.atrium-form__actions')!.getBoundingClientRect().top
    })
    expect((await focusedPlaceOf(page, body)).aboveTop).toBeLessThanOrEqual(0)
  })
})

/** Where `field` lies against its form's foot and the top of its drawer's body, as `focusedPlace` says of the focused control. */
async function focusedPlaceOf(page: Page, field: Locator): Promise<{ underFoot: number; aboveTop: number }> {
  return field.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const foot = element.closest('form')!.querySelector('.atrium-form__actions')!.getBoundingClientRect()
    const top = element.closest('.atrium-frame__body')!.getBoundingClientRect().top
    return { underFoot: Math.round(box.bottom - foot.top), aboveTop: Math.round(top - box.top) }
  })
}
