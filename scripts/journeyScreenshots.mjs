// `node scripts/journeyScreenshots.mjs` — screenshots of the journeys of
// issue 14 in docs/screenshots/, at 1280×800 and 375×812:
//   confirm-leave-<width>.png   the in-page question on leaving an edited form
//   offline-save-<width>.png    a save made offline, kept with its message
// Builds the demo into a scratch folder, starts it with fresh data on a free
// port, drives Debian's Chromium (never downloaded), then stops everything.
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { buildDemo, startDemo } from '../demo/server/startDemo.mjs'

const OUT = fileURLToPath(new URL('../docs/screenshots/', import.meta.url))
const SIZES = [{ width: 1280, height: 800 }, { width: 375, height: 812 }]
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']

const work = await mkdtemp(join(tmpdir(), 'atrium-shots-'))
let demo
let context
try {
  await buildDemo({ outDir: join(work, 'dist'), quiet: true })
  demo = await startDemo({ port: 0, build: false, outDir: join(work, 'dist'), dataDir: join(work, 'data') })
  context = await chromium.launchPersistentContext(join(work, 'profile'), { executablePath: '/usr/bin/chromium', headless: true, args: ARGS, reducedMotion: 'reduce' })
  const page = context.pages()[0] ?? await context.newPage()
  page.setDefaultTimeout(30_000)
  await mkdir(OUT, { recursive: true })

  await page.goto(`${demo.url}/login?returnTo=${encodeURIComponent('/admin/articles/list')}`)
  await page.getByLabel('Username', { exact: true }).fill('admin')
  await page.getByLabel('Password', { exact: true }).fill('admin')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((url) => url.pathname === '/admin/articles/list')

  for (const size of SIZES) {
    await page.setViewportSize(size)
    const rows = page.locator('.atrium-list[data-resource="articles"] tbody tr:not(.atrium-table__skeleton)')
    await rows.first().waitFor()
    // A phone draws rows as cards, their actions behind a "⋯" menu.
    const menu = rows.first().getByRole('button', { name: /^Actions for / })
    if (await menu.isVisible()) {
      await menu.click()
      await rows.first().getByRole('menuitem', { name: /^Edit / }).click()
    } else await rows.first().getByRole('button', { name: /^Edit / }).click()
    const drawer = page.locator('.atrium-drawer')
    const title = drawer.getByLabel('Title', { exact: true })
    await title.waitFor()
    await title.fill(`${await title.inputValue()} (edited)`)

    // Leaving with changes: Escape asks.
    await page.keyboard.press('Escape')
    const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' })
    await dialog.waitFor()
    await page.waitForFunction(() => document.activeElement?.textContent === 'Keep editing')
    await page.screenshot({ path: join(OUT, `confirm-leave-${size.width}.png`) })
    await dialog.getByRole('button', { name: 'Keep editing' }).click()
    await dialog.waitFor({ state: 'detached' })

    // Saving offline: the form stays, with its message.
    await context.setOffline(true)
    await drawer.getByRole('button', { name: 'Save' }).click()
    const hold = drawer.getByText('Not saved yet: you are offline.')
    await hold.waitFor()
    await hold.scrollIntoViewIfNeeded()
    await page.screenshot({ path: join(OUT, `offline-save-${size.width}.png`) })
    await context.setOffline(false)
    await page.getByText(/\(edited\) saved\./).first().waitFor()
    await drawer.waitFor({ state: 'detached' })
  }
  console.log(`Screenshots written to ${OUT}`)
} finally {
  await context?.close()
  await demo?.close()
  await rm(work, { recursive: true, force: true })
}
