/** @jest-environment node */
// Deleting from the edit view, as a person does in Chromium against the demo, at 1280×800 and 375×812. A walk saw Delete
// drawn ABOVE the first field of the edit drawer (first in the tab order, before any field), and a confirmation that named
// the article twice, unquoted ("Delete Getting started…" over "Delete Getting started…? This cannot be undone."), in a
// `role="dialog"` while the leave question is an alertdialog. Now Delete sits at the foot of the form, after Save, drawn
// destructive but quiet; the question is an alertdialog "Delete article?" described by the title, named once and quoted,
// and its safe choice, Cancel, has the focus and keeps the record.
// Another walk deleted the signed-in admin's own account from Users: the API refused (403), and the dialog kept its red
// Delete, a retry that could never work. Now the own row offers no Delete (the demo's per-record permission), and a
// delete the API refuses for good (an author still used by articles: 409) leaves the reason and Close alone, focused.
import type { Locator, Page } from 'playwright-core'
import { signInToApi, type ApiArticle } from './support/demoApi'
import { useDemoFixture } from './support/demoFixture'
import { articleRows, rowAction } from './support/demoUi'
import { DESKTOP, PHONE, fromMenu, settled, useArticlesFromMenu } from './support/lookPages'
import { saveScreenshot, screenshotOnFailure } from './support/screenshots'

jest.setTimeout(120_000)
const fixture = useDemoFixture()

const articlesFromMenu = useArticlesFromMenu(fixture)

/** The accessible name of what has the focus (its label, else its text). */
const focusedName = (page: Page) => page.evaluate(() => {
  const active = document.activeElement
  return active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? ''
})

/** Whether `earlier` comes before `later` in the document. */
async function comesBefore(earlier: Locator, later: Locator): Promise<boolean> {
  const other = await later.elementHandle()
  return earlier.evaluate((element, next) => next !== null && (element.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0, other)
}

/** Whether a person sees `control` whole: the element drawn at its middle is itself (in the window, under no bar). */
const seenAtMiddle = (control: Locator) => control.evaluate((element) => {
  const box = element.getBoundingClientRect()
  const atMiddle = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
  return box.bottom <= window.innerHeight && atMiddle !== null && element.contains(atMiddle)
})

test.each([['1280×800', DESKTOP], ['375×812', PHONE]] as const)('Delete in the edit drawer comes after the fields and Save; its question names the article once, quoted, and Cancel keeps it (%s)', async (_size, size) => {
  const page = await articlesFromMenu(size)
  await screenshotOnFailure(page, async () => {
    const row = articleRows(page).first()
    await (await rowAction(row, /^Edit /)).click()
    const drawer = page.locator('.atrium-drawer')
    const fields = drawer.locator('.atrium-form :is(input, select, textarea)')
    await drawer.getByLabel('Title', { exact: true }).waitFor()
    await page.waitForFunction(() => /\/articles\/update\/[^/]+$/.test(location.pathname))
    const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '')
    const title = await drawer.getByLabel('Title', { exact: true }).inputValue()
    expect(title).not.toBe('')
    const [save, cancel, remove] = ['Save', 'Cancel', 'Delete'].map((name) => drawer.getByRole('button', { name, exact: true }))
    const last = fields.last()

    // In the document (so in the tab order): every field, then Save, then Delete.
    expect(await comesBefore(fields.first(), remove)).toBe(true)
    expect(await comesBefore(last, save)).toBe(true)
    expect(await comesBefore(save, remove)).toBe(true)
    expect(await remove.getAttribute('type')).toBe('button')
    expect(await save.getAttribute('type')).toBe('submit')
    // From the keyboard: out of the last field (a date and time field takes a Tab per part), Save, Cancel, then Delete.
    await last.focus()
    // Focused, the last field is scrolled into sight above the form's sticky foot, not under it.
    expect(await seenAtMiddle(last)).toBe(true)
    const lastBox = (await last.boundingBox())!
    const inLast = () => last.evaluate((element) => element === document.activeElement)
    for (let parts = 0; parts < 8 && await inLast(); parts += 1) await page.keyboard.press('Tab')
    expect(await focusedName(page)).toBe('Save')
    for (const next of ['Cancel', 'Delete']) {
      await page.keyboard.press('Tab')
      expect(await focusedName(page)).toBe(next)
    }

    // On screen: below the last field, in the form's foot, whole and not under the phone bar; apart from Save.
    const [saveBox, removeBox] = await Promise.all([save, remove].map(async (element) => (await element.boundingBox())!))
    expect(removeBox.y).toBeGreaterThanOrEqual(lastBox.y + lastBox.height)
    expect(await seenAtMiddle(remove)).toBe(true)
    expect(await seenAtMiddle(save)).toBe(true)
    expect(removeBox.x - (saveBox.x + saveBox.width)).toBeGreaterThanOrEqual(48)
    // Destructive but quiet: the danger colour on the plain button's background, unlike Save.
    const look = (element: Locator) => element.evaluate((button) => ({ color: getComputedStyle(button).color, background: getComputedStyle(button).backgroundColor }))
    const [removeLook, cancelLook, saveLook] = await Promise.all([look(remove), look(cancel), look(save)])
    expect(removeLook.color).not.toBe(cancelLook.color)
    expect(removeLook.background).toBe(cancelLook.background)
    expect(removeLook.background).not.toBe(saveLook.background)
    if (process.env.ATRIUM_SCREENSHOTS) await saveScreenshot(page, `edit-delete-foot-${size.width}`)

    // The question: an alertdialog named by its short heading, described by the question naming the article once, quoted.
    await remove.click()
    const question = page.getByRole('alertdialog', { name: 'Delete article?' })
    await question.waitFor()
    const cancelQuestion = question.getByRole('button', { name: 'Cancel', exact: true })
    await cancelQuestion.waitFor()
    const description = await question.evaluate((dialog) => {
      const ids = (dialog.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)
      return ids.map((describedBy) => document.getElementById(describedBy)?.textContent ?? '').join(' ')
    })
    expect(description).toMatch(/^“.+” will be deleted\. (This cannot be undone\.|You can undo this for a few seconds\.)$/)
    expect(description.startsWith(`“${title}” `)).toBe(true)
    expect((await question.innerText()).split(title).length - 1).toBe(1)
    // The safe choice has the focus, before Delete.
    await page.waitForFunction(() => document.activeElement?.textContent === 'Cancel' && document.activeElement.closest('[role="alertdialog"]') !== null)
    expect(await comesBefore(cancelQuestion, question.getByRole('button', { name: 'Delete', exact: true }))).toBe(true)
    if (process.env.ATRIUM_SCREENSHOTS) await saveScreenshot(page, `delete-question-${size.width}`)

    // Cancel keeps the article.
    await cancelQuestion.click()
    await question.waitFor({ state: 'detached' })
    await articleRows(page).filter({ hasText: title }).first().waitFor()
    const api = await signInToApi(fixture.demo.url)
    expect((await api.get<ApiArticle>(`/api/articles/${encodeURIComponent(id)}`)).title).toBe(title)
  })
})

test.each([['1280×800', DESKTOP], ['375×812', PHONE]] as const)('the signed-in user\'s own row offers no Delete; a delete refused for good leaves its reason and Close alone, focused (%s)', async (_size, size) => {
  const page = await articlesFromMenu(size)
  await screenshotOnFailure(page, async () => {
    // Users: every row but the signed-in admin's own offers Delete.
    await fromMenu(page, 'Users')
    const users = page.locator('.atrium-list[data-resource="users"] tbody tr:not(.atrium-table__skeleton)')
    await users.first().getByRole('checkbox').waitFor()
    await settled(page)
    const own = users.filter({ has: page.getByText('admin', { exact: true }) })
    const other = users.filter({ has: page.getByText('editor', { exact: true }) })
    expect(await own.count()).toBe(1)
    await (await rowAction(own, /^Show /)).waitFor()
    expect(await own.getByRole(size.width < 768 ? 'menuitem' : 'button', { name: /^Delete / }).count()).toBe(0)
    if (process.env.ATRIUM_SCREENSHOTS) await saveScreenshot(page, `users-own-row-${size.width}`)
    if (size.width < 768) await page.keyboard.press('Escape')
    await (await rowAction(other, /^Delete /)).waitFor()
    if (size.width < 768) await page.keyboard.press('Escape')

    // Authors: the first is still used by articles, and the API refuses its delete (409), from the keyboard.
    await fromMenu(page, 'Authors')
    const authors = page.locator('.atrium-list[data-resource="authors"] tbody tr:not(.atrium-table__skeleton)')
    await authors.first().getByRole('checkbox').waitFor()
    await settled(page)
    const name = (await (await rowAction(authors.first(), /^Delete /)).getAttribute('aria-label'))!.replace(/^Delete /, '')
    await (await rowAction(authors.first(), /^Delete /)).click()
    const question = page.getByRole('alertdialog', { name: 'Delete author?' })
    const remove = question.getByRole('button', { name: 'Delete', exact: true })
    await remove.focus()
    await page.keyboard.press('Enter')
    const alert = question.getByRole('alert')
    await alert.waitFor()
    expect(await alert.innerText()).toMatch(new RegExp(`^“${name}” could not be deleted: .*still used by some articles`))
    // No Delete to press again: the frame's × and Close, which has the focus.
    await remove.waitFor({ state: 'detached' })
    expect(await question.getByRole('button').allInnerTexts()).toEqual(['×', 'Close'])
    const closeButton = question.getByText('Close', { exact: true })
    await page.waitForFunction(() => document.activeElement?.textContent === 'Close' && document.activeElement.closest('[role="alertdialog"]') !== null)
    expect(await seenAtMiddle(closeButton)).toBe(true)
    if (process.env.ATRIUM_SCREENSHOTS) await saveScreenshot(page, `delete-refused-${size.width}`)
    await page.keyboard.press('Enter')
    await question.waitFor({ state: 'detached' })
    await authors.filter({ hasText: name }).first().waitFor()
  })
})
