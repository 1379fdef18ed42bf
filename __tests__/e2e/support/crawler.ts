import type { Locator, Page } from 'playwright-core'
import { revealInMenu } from './demoUi'
import type { PageWatch } from './pageWatch'
import { describeScreen, horizontalOverflow, waitForContent, waitForFocusInView, waitForFocusKept, waitForNoFrame, type Expected } from './screenState'

/** A small seeded generator (mulberry32): the same seed gives the same crawl. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let value = state
    value = Math.imul(value ^ (value >>> 15), value | 1)
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61)
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296
  }
}

/** `items` in an order drawn from `random` (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items]
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1))
    ;[copy[index], copy[other]] = [copy[other], copy[index]]
  }
  return copy
}

/** A menu entry as the sidebar shows it. */
export interface MenuLink {
  /** Visible label. */
  label: string
  /** `href`, e.g. `/editorial/articles/list`. */
  href: string
}

/** The entries of the sidebar (or phone bar) on screen. */
export async function menuLinks(page: Page): Promise<MenuLink[]> {
  await page.locator('.atrium-menu a').first().waitFor()
  return page.locator('.atrium-menu a').evaluateAll((links) => links.map((link) => ({
    label: (link.querySelector('.atrium-menu-label')?.textContent ?? link.textContent ?? '').trim(),
    href: link.getAttribute('href') ?? '',
  })))
}

/** The resource id a list entry leads to (`/scope/resource/list` → `resource`). */
export function resourceOf(href: string): string {
  const [, , resource] = href.split('?')[0].split('/')
  return resource
}

/** Options of a crawl. */
export interface CrawlOptions {
  /** Base URL of the demo. */
  baseUrl: string
  /** The seed of the order (printed with any failure). */
  seed: number
  /** Also open the first record's read, update and delete views of every entry. */
  views: boolean
  /** Checks that nothing scrolls sideways (phone width). */
  narrow: boolean
}

/** What a crawl did. */
export interface CrawlReport {
  /** Steps taken (each followed by its checks). */
  steps: number
  /** One line per step. */
  log: string[]
}

/** Drives one tab through menu entries and record views, checking the screen after every step. */
/**
 * A row's action control with `text`: its link (Show, Edit) or button (Delete) in a table row; on a phone card
 * (actions behind "⋯") the item of its menu, opened first (a menu without it is closed again, with Escape).
 */
async function rowControl(row: Locator, text: string): Promise<Locator> {
  const menu = row.locator('.atrium-row-menu__button')
  if (await menu.count() > 0 && await menu.getAttribute('aria-expanded') !== 'true') {
    await menu.click()
    await row.getByRole('menu').waitFor()
  }
  const control = row.locator('.atrium-table__actions :is(a, button)').filter({ hasText: text })
  if (await control.count() === 0 && await menu.count() > 0) await row.page().keyboard.press('Escape')
  return control
}

export class Crawler {
  private readonly log: string[] = []
  private steps = 0

  constructor(private readonly page: Page, private readonly watch: PageWatch, private readonly options: CrawlOptions) {}

  /** Visits `entries` in the seed's order; returns what it did, or throws naming the seed and the step. */
  async crawl(entries: readonly MenuLink[]): Promise<CrawlReport> {
    const random = seededRandom(this.options.seed)
    for (const entry of shuffled(entries, random)) {
      await this.visit(entry)
      if (this.options.views) await this.openRecordViews(resourceOf(entry.href))
      else {
        // Detours, so that the next menu click leaves a list with a query string, or a record page.
        const detour = random()
        if (detour < 0.35) await this.sortOnce(resourceOf(entry.href))
        else if (detour < 0.6) await this.openRecordPage(resourceOf(entry.href))
      }
    }
    return { steps: this.steps, log: this.log }
  }

  private async step(description: string, act: () => Promise<void>, expected: Expected, after?: () => Promise<void>): Promise<void> {
    this.steps += 1
    this.log.push(`${this.steps}. ${description}`)
    try {
      this.watch.takeRequests()
      await act()
      await waitForContent(this.page, expected)
      await after?.()
      const problems = this.watch.take()
      if (problems.length > 0) throw new Error(`problems after the step:\n  ${problems.join('\n  ')}`)
      if (this.options.narrow) {
        const overflow = await horizontalOverflow(this.page)
        if (overflow > 0) throw new Error(`the page scrolls sideways by ${overflow} px: ${await describeScreen(this.page)}`)
      }
    } catch (error) {
      const requests = this.watch.takeRequests()
      throw new Error(
        `crawl seed ${this.options.seed}, step ${this.steps} (${description}) failed: ${(error as Error).message}\n`
        + `requests during the step: ${requests.length > 0 ? requests.join(', ') : 'none'}\n`
        + `steps so far:\n${this.log.slice(-12).join('\n')}`,
      )
    }
  }

  private async visit(entry: MenuLink): Promise<void> {
    const resource = resourceOf(entry.href)
    const link = this.page.locator(`.atrium-menu a[href="${entry.href}"]`)
    const inMenu = await link.count() > 0
    await this.step(
      inMenu ? `menu: ${entry.label} (${entry.href})` : `open ${entry.href} (not in this scope's menu)`,
      async () => {
        if (!inMenu) return void await this.page.goto(`${this.options.baseUrl}${entry.href}`)
        // On a phone the bar shows what fits: the other entries are under "More", as a person finds them.
        await revealInMenu(this.page, link)
        await link.click()
      },
      { kind: 'list', resource },
    )
  }

  private list(resource: string): Locator {
    return this.page.locator(`.atrium-page[data-action="list"] .atrium-list[data-resource="${resource}"]`)
  }

  private async sortOnce(resource: string): Promise<void> {
    const header = this.list(resource).locator('table thead th button').first()
    if (await header.count() === 0) return
    await this.step(`sort ${resource} by its first column`, () => header.click(), { kind: 'list', resource })
  }

  /** Opens the first row's read view and, when it is a page (not a frame), stays there for the next menu click. */
  private async openRecordPage(resource: string): Promise<void> {
    const show = (await rowControl(this.list(resource).locator('table tbody tr:not(.atrium-table__skeleton)').first(), ACTION_TEXT.read)).first()
    if (await show.count() === 0) return
    await this.step(`${resource}: read of the first row, left open`, () => show.click(), { kind: 'view', action: 'read' }, () => waitForFocusInView(this.page, 'read'))
    if (await this.page.locator('.atrium-frame').count() > 0) await this.close(resource, 'read')
  }

  /** The first record's read, update and delete views: from the row's actions in a table, else from the read view. */
  private async openRecordViews(resource: string): Promise<void> {
    const list = this.list(resource)
    const row = list.locator('table tbody tr:not(.atrium-table__skeleton)').first()
    if (await row.count() > 0) {
      for (const action of ['read', 'update', 'delete'] as const) {
        const button = await rowControl(row, ACTION_TEXT[action])
        if (await button.count() === 0) continue
        await this.openAndClose(resource, action, () => button.first().click())
      }
      return
    }
    const opener = list.locator('.atrium-calendar-event:is(a,button), .atrium-timeline :is(a,button)[class*="bar"], :is(a,button).atrium-board-card-title').first()
    if (await opener.count() === 0) {
      this.log.push(`   (${resource}: no record on screen to open)`)
      return
    }
    for (const next of ['update', 'delete'] as const) {
      await this.step(`${resource}: open the first record`, () => opener.click(), { kind: 'view', action: 'read' }, () => waitForFocusInView(this.page, 'read'))
      const button = this.page.locator('.atrium-read .atrium-record__actions button').filter({ hasText: ACTION_TEXT[next] })
      if (await button.count() === 0) {
        await this.close(resource, 'read')
        continue
      }
      await this.step(`${resource}: ${next} from the read view`, () => button.click(), { kind: 'view', action: next }, () => waitForFocusInView(this.page, next))
      await this.close(resource, next)
    }
  }

  private async openAndClose(resource: string, action: 'read' | 'update' | 'delete', open: () => Promise<void>): Promise<void> {
    await this.step(`${resource}: ${action} of the first row`, open, { kind: 'view', action }, () => waitForFocusInView(this.page, action))
    await this.close(resource, action)
  }

  private async close(resource: string, action: string): Promise<void> {
    const framed = await this.page.locator('.atrium-frame').count() > 0
    await this.step(
      framed ? `${resource}: Escape closes the ${action} frame` : `${resource}: Back from the ${action} page`,
      async () => { if (framed) await this.page.keyboard.press('Escape'); else await this.page.goBack() },
      { kind: 'list', resource },
      async () => {
        await waitForNoFrame(this.page)
        if (framed) await waitForFocusKept(this.page)
      },
    )
  }
}

const ACTION_TEXT = { read: 'Show', update: 'Edit', delete: 'Delete' } as const
