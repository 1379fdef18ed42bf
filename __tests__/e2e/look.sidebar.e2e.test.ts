/** @jest-environment node */
// A walk's findings on the sidebar, in the demo, in Chromium. Collapsed at 1280×800 it shows one mark per
// entry, no two alike, all of one size, each link named by its entry and titled with it; no text in it wraps (its
// footer crushed "Sign out" to "Sign / out"), and Sign out is a compact control that still signs out. At
// 375×812 the phone bar's "More" is drawn as its other tabs (it sat 12 px lower) and the keyboard reaches it.
// Collapsed, it stays so in the other scope and after a reload (it opened again, 240 px wide, at each).
import type { Page } from 'playwright-core'
import { useDemoFixture } from './support/demoFixture'
import { LOGIN_PATH, PASSWORD_LABEL, SIGN_OUT_BUTTON } from './support/demoUi'
import { DESKTOP, PHONE, fromMenu, useArticlesPages } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)
const fixture = useDemoFixture()
const signedInPage = useArticlesPages(fixture)

async function collapsed(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Collapse menu' }).click()
  await page.locator('.atrium-admin[data-collapsed="true"]').waitFor()
}

/** Each shown text of the sidebar and the number of lines it takes (the distinct tops of its line boxes). */
function sidebarLines(page: Page): Promise<{ text: string; lines: number }[]> {
  return page.locator('.atrium-sidebar').evaluate((sidebar) => {
    const walker = document.createTreeWalker(sidebar, NodeFilter.SHOW_TEXT)
    const found: { text: string; lines: number }[] = []
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? ''
      const range = document.createRange()
      range.selectNodeContents(node)
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0)
      if (text === '' || rects.length === 0) continue
      found.push({ text, lines: new Set(rects.map((rect) => Math.round(rect.top))).size })
    }
    return found
  })
}

/** What Chromium's accessibility tree says of the element `selector` names (its name, whether it takes the focus and is expanded). */
async function accessibleNode(page: Page, selector: string): Promise<{ name: unknown; focusable: unknown; expanded: unknown }> {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { root } = await cdp.send('DOM.getDocument')
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false })
    const property = (name: string) => nodes[0]?.properties?.find((entry) => entry.name === name)?.value.value
    return { name: nodes[0]?.name?.value, focusable: property('focusable'), expanded: property('expanded') }
  } finally {
    await cdp.detach()
  }
}

test('the collapsed sidebar shows one icon per entry, all of one size, each link named and titled by its entry', async () => {
  const page = await signedInPage(DESKTOP)
  await screenshotOnFailure(page, async () => {
    await collapsed(page)
    const links = page.getByRole('navigation', { name: 'Menu' }).getByRole('link')
    const marks = await links.evaluateAll((elements) => elements.map((element) => {
      const box = element.querySelector('.atrium-icon svg')?.getBoundingClientRect()
      return { drawing: element.querySelector('.atrium-icon svg')?.innerHTML ?? '', text: element.querySelector('.atrium-icon')?.textContent ?? '', width: box?.width ?? 0, height: box?.height ?? 0, title: element.getAttribute('title'), label: element.querySelector('.atrium-menu-label')?.textContent }
    }))
    expect(marks.length).toBeGreaterThan(3)
    for (const mark of marks) {
      // The resource's icon (the demo declares one each: letters, "Ar", "Au", "E", looked like placeholders), as wide
      // as high and the size of the others, no text in it.
      expect(mark.drawing).not.toBe('')
      expect(mark.text).toBe('')
      expect(mark.width).toBeGreaterThan(16)
      expect([mark.width, mark.height]).toEqual([marks[0].width, marks[0].width])
      expect(mark.title).toBe(mark.label)
    }
    // No two entries look alike.
    const drawings = marks.map((mark) => mark.drawing)
    expect(new Set(drawings).size).toBe(drawings.length)
    expect(await page.getByRole('link', { name: 'Authors', exact: true }).isVisible()).toBe(true)
  })
})

test('collapsed, no text of the sidebar wraps, and its footer is a compact Sign out, focused with a 2 px ring, that signs out', async () => {
  const page = await signedInPage(DESKTOP)
  await screenshotOnFailure(page, async () => {
    await collapsed(page)
    const lines = await sidebarLines(page)
    expect(lines.length).toBeGreaterThan(3)
    expect(lines.filter((line) => line.lines > 1)).toEqual([])
    const signOut = page.getByRole('button', { name: SIGN_OUT_BUTTON, exact: true })
    const sidebar = (await page.locator('.atrium-sidebar').boundingBox())!
    const button = (await signOut.boundingBox())!
    expect(button.x).toBeGreaterThanOrEqual(sidebar.x)
    expect(button.x + button.width).toBeLessThanOrEqual(sidebar.x + sidebar.width)
    expect(await signOut.getAttribute('title')).toMatch(/^Sign out/)
    // The keyboard reaches it (after the menu's links) and shows where it is.
    for (let step = 0; step < 30 && !(await signOut.evaluate((element) => element === document.activeElement)); step += 1) await page.keyboard.press('Tab')
    const ring = await signOut.evaluate((element) => element === document.activeElement && `${getComputedStyle(element).outlineStyle} ${getComputedStyle(element).outlineWidth}`)
    expect(ring).toBe('solid 2px')
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === LOGIN_PATH)
    await page.getByLabel(PASSWORD_LABEL, { exact: true }).waitFor()
  })
})

test('at 375×812 the phone bar\'s "More" has the box of its other tabs, its mark and label on theirs, and the keyboard opens it', async () => {
  const page = await signedInPage(PHONE)
  await screenshotOnFailure(page, async () => {
    const menu = page.getByRole('navigation', { name: 'Menu' })
    await menu.getByText('More', { exact: true }).waitFor()
    const tabs = await page.locator('.atrium-menu > ul > li > a, .atrium-menu > ul > li > details > summary').evaluateAll((controls) => controls.map((control) => {
      const top = (selector: string) => Math.round(control.querySelector(selector)?.getBoundingClientRect().top ?? -1)
      const box = control.getBoundingClientRect()
      return { name: control.querySelector('.atrium-menu-label')?.textContent, top: Math.round(box.top), height: Math.round(box.height), mark: top('.atrium-icon'), label: top('.atrium-menu-label') }
    }))
    expect(tabs.map((tab) => tab.name)).toEqual(['Articles', 'Authors', 'Users', 'Categories', 'More'])
    const { name: _first, ...first } = tabs[0]
    for (const { name: _name, ...tab } of tabs) expect(tab).toEqual(first)
    // Each tab its resource's icon (they were letters: "Ar", "Au", "U", "Ca"), no two alike.
    const marks = await menu.locator(':scope > ul > li > a .atrium-icon').evaluateAll((icons) => icons.map((icon) => icon.querySelector('svg')?.innerHTML ?? icon.textContent))
    expect(marks).toHaveLength(4)
    for (const mark of marks) expect(mark).toMatch(/^<path|^<rect|^<circle/)
    expect(new Set(marks).size).toBe(marks.length)
    // A control of its own: the keyboard goes from the last tab to it (with the 2 px ring), Chromium names it
    // "More" (its mark is hidden), and Enter opens its panel.
    await menu.getByRole('link', { name: 'Categories', exact: true }).focus()
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.tagName === 'SUMMARY' && `${getComputedStyle(document.activeElement).outlineStyle} ${getComputedStyle(document.activeElement).outlineWidth}`)).toBe('solid 2px')
    expect(await accessibleNode(page, '.atrium-menu summary')).toEqual({ name: 'More', focusable: true, expanded: false })
    await page.keyboard.press('Enter')
    await page.getByRole('button', { name: SIGN_OUT_BUTTON, exact: true }).waitFor()
  })
})

test('at 375×812 an entry under "More" closes the panel, also when it is the page already shown', async () => {
  const page = await signedInPage(PHONE)
  await screenshotOnFailure(page, async () => {
    const menu = page.getByRole('navigation', { name: 'Menu' })
    const more = menu.getByText('More', { exact: true })
    const panel = page.locator('.atrium-menu details')
    const isOpen = () => panel.evaluate((details) => (details as HTMLDetailsElement).open)
    for (const visit of ['another page', 'the same page']) {
      await more.click()
      await page.waitForFunction(() => document.querySelector<HTMLDetailsElement>('.atrium-menu details')?.open === true)
      await menu.getByRole('link', { name: 'Contacts', exact: true }).click()
      await page.waitForURL((url) => url.pathname.endsWith('/contacts/list'))
      await page.locator('.atrium-list[data-resource="contacts"]').waitFor()
      // It stayed open over the list when the entry was the page already shown.
      expect({ visit, open: await isOpen() }).toEqual({ visit, open: false })
    }
  })
})

/** The sidebar's width and whether the layout says it is collapsed, once `path` is shown (in its scope's layout). */
async function sidebarAt(page: Page, path: string): Promise<{ path: string; collapsed: string | null; width: number }> {
  await page.waitForURL((url) => url.pathname === path)
  const scope = path.startsWith('/admin/') ? 'Administration' : 'Editorial'
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: scope, exact: true }).waitFor()
  await page.locator(`.atrium-list[data-resource="${path.split('/')[2]}"]`).waitFor()
  const layout = page.locator('.atrium-admin')
  return { path, collapsed: await layout.getAttribute('data-collapsed'), width: Math.round((await page.locator('.atrium-sidebar').boundingBox())!.width) }
}

test('collapsed at 1280×800, the sidebar stays collapsed in the other scope, back, and after a reload; at 375×812 the bar keeps its labels', async () => {
  const page = await signedInPage(DESKTOP)
  await screenshotOnFailure(page, async () => {
    await collapsed(page)
    const narrow = (await page.locator('.atrium-sidebar').boundingBox())!.width
    expect(narrow).toBeLessThan(80)
    // Each scope draws its own layout: the collapse was its state, so the next scope opened it again (240 px).
    await fromMenu(page, 'Back to Editorial')
    expect(await sidebarAt(page, '/editorial/articles/list')).toEqual({ path: '/editorial/articles/list', collapsed: 'true', width: Math.round(narrow) })
    await fromMenu(page, 'Users')
    expect(await sidebarAt(page, '/admin/users/list')).toEqual({ path: '/admin/users/list', collapsed: 'true', width: Math.round(narrow) })
    await page.reload()
    expect(await sidebarAt(page, '/admin/users/list')).toEqual({ path: '/admin/users/list', collapsed: 'true', width: Math.round(narrow) })
    expect(await page.getByRole('button', { name: 'Expand menu' }).getAttribute('aria-expanded')).toBe('false')
    // A phone has no collapsed sidebar: its bar shows each tab's label.
    await page.setViewportSize(PHONE)
    const label = page.getByRole('navigation', { name: 'Menu' }).locator('.atrium-menu-label', { hasText: 'Users' })
    await page.waitForFunction(() => (document.querySelector('.atrium-menu .atrium-menu-label')?.getBoundingClientRect().width ?? 0) > 20)
    expect((await label.boundingBox())!.width).toBeGreaterThan(20)
    await page.setViewportSize(DESKTOP)
    await page.getByRole('button', { name: 'Expand menu' }).click()
    await page.locator('.atrium-admin[data-collapsed="false"]').waitFor()
    expect((await page.locator('.atrium-sidebar').boundingBox())!.width).toBeGreaterThan(200)
  })
})
