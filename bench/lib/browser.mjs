// Debian's Chromium through playwright-core (the root's devDependency), with the project's flags
// and a fresh profile folder per launch. Never downloads a browser.
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const rootRequire = createRequire(fileURLToPath(new URL('../../package.json', import.meta.url)))
const { chromium } = rootRequire('playwright-core')

export const CHROMIUM_PATH = '/usr/bin/chromium'
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Launches Chromium with a fresh profile; `close()` also deletes the profile. */
export async function launchBrowser() {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium is not installed at ${CHROMIUM_PATH} (apt-get install -y chromium)`)
  const profile = await mkdtemp(join(tmpdir(), 'atrium-bench-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 800 },
  })
  return {
    context,
    version: context.browser()?.version() ?? '',
    async newPage(initScripts = []) {
      const page = await context.newPage()
      for (const script of initScripts) await page.addInitScript(script)
      return page
    },
    async close() {
      await context.close().catch(() => {})
      await rm(profile, { recursive: true, force: true })
    },
  }
}

/**
 * Init script: watches the DOM and stamps `performance.now()` (ms since navigation start)
 *  - `rows`:   when the page's `__benchConfig.rows` data rows are there (skeleton and spacer rows, aria-hidden,
 *              do not count): all of them in `tbody`, or — for a windowed table, one whose `aria-rowcount`
 *              counts the rows not drawn — the first screen of them: drawn rows reaching the bottom of the
 *              table's visible part (its scrolling window, or the browser window)
 *  - `expect`: when the first data row's text contains `__bench.expect.text` (and there are `count` rows,
 *              by the same rule)
 * Each stamp gets a `…Painted` twin one frame later (requestAnimationFrame, then a task), so the
 * figure includes style, layout and paint of what was inserted. Clicks and keydowns are stamped too.
 */
export function probeScript(config) {
  return `(() => {
    const config = ${JSON.stringify(config)};
    const bench = window.__bench = { marks: {}, expect: null, input: [] };
    // Waiters of \`bench.when(name)\`: resolved by the stamp itself, so waiting costs the page nothing.
    const waiters = {};
    bench.when = (name) => bench.marks[name] !== undefined ? Promise.resolve(bench.marks[name]) : new Promise((resolve) => { (waiters[name] ??= []).push(resolve) });
    const settle = (name) => { for (const resolve of waiters[name] ?? []) resolve(bench.marks[name]); delete waiters[name] };
    const afterPaint = (done) => requestAnimationFrame(() => { const channel = new MessageChannel(); channel.port1.onmessage = done; channel.port2.postMessage(0) });
    const stamp = (name) => {
      if (bench.marks[name] !== undefined) return;
      bench.marks[name] = performance.now();
      settle(name);
      afterPaint(() => { bench.marks[name + 'Painted'] = performance.now(); settle(name + 'Painted') });
    };
    const rows = () => document.querySelectorAll('tbody tr:not([aria-hidden="true"])');
    // A windowed table: it says it has \`count\` rows (plus its header row) and its drawn rows fill what is visible.
    const screenful = (all, count) => {
      const table = all[0]?.closest('table');
      if (!table || Number(table.getAttribute('aria-rowcount')) < count + 1) return false;
      const frame = table.closest('.atrium-table__window');
      const bottom = Math.min(innerHeight, frame ? frame.getBoundingClientRect().bottom : innerHeight);
      return all[all.length - 1].getBoundingClientRect().bottom >= bottom - 1;
    };
    const enough = (all, count) => all.length >= count || (all.length > 0 && screenful(all, count));
    const check = () => {
      if (config.rows && bench.marks.rows === undefined && enough(rows(), config.rows)) stamp('rows');
      const expect = bench.expect;
      if (expect && bench.marks[expect.name] === undefined) {
        const all = rows();
        const first = all[0];
        if (first && first.textContent.includes(expect.text) && enough(all, expect.count || 1)) stamp(expect.name);
      }
    };
    bench.check = check;
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
    addEventListener('click', () => bench.input.push({ type: 'click', at: performance.now() }), true);
    addEventListener('keydown', (event) => bench.input.push({ type: 'keydown', key: event.key, at: performance.now() }), true);
  })();`
}

/**
 * Waits until `window.__bench.marks[name]` is set; returns it. Through `waitInPage`: the probe's own
 * promise, so waiting costs the page nothing.
 */
export function waitForMark(page, name, timeout = 30000) {
  return waitInPage(page, `window.__bench.when(${JSON.stringify(name)})`, timeout, `the '${name}' mark`)
}

/**
 * Awaits a promise the page makes from `expression`; returns its value. Through the DevTools
 * protocol rather than Playwright's `waitForFunction`: that one first evaluates Playwright's injected
 * script in the page, about 9 ms of main-thread work that landed, traced, between an app's list
 * request and its answer — and it polls.
 */
export async function waitInPage(page, expression, timeout, what = expression) {
  let session = sessions.get(page)
  if (!session) { session = await page.context().newCDPSession(page); sessions.set(page, session) }
  let timer
  const expired = new Promise((_, reject) => { timer = setTimeout(() => reject(new Error(`waited ${timeout} ms for ${what}`)), timeout) })
  try {
    const answer = await Promise.race([expired, session.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true })])
    if (answer.exceptionDetails) throw new Error(`waiting for ${what}: ${answer.exceptionDetails.exception?.description ?? answer.exceptionDetails.text}`)
    return answer.result.value
  } finally {
    clearTimeout(timer)
  }
}

const sessions = new WeakMap()

export const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b)
  if (sorted.length === 0) return undefined
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Init script: wraps `window.EventSource` so the page can tell how many it opened and how many are
 * still live (`window.__eventSources.live()`: not closed by `close()` and not given up by the browser).
 */
export const eventSourceCounter = `(() => {
  const Native = window.EventSource;
  if (!Native) return;
  const live = new Set();
  const stats = window.__eventSources = { opened: 0, closed: 0, live: () => [...live].filter((source) => source.readyState !== 2).length };
  window.EventSource = class CountedEventSource extends Native {
    constructor(...args) { super(...args); stats.opened += 1; live.add(this); }
    close() { if (live.delete(this)) stats.closed += 1; super.close(); }
  };
})();`

/** Resolves once the server logged no API request for `quietMs` (at most `timeoutMs`). */
export async function waitQuiet(server, quietMs = 400, timeoutMs = 10000) {
  const started = performance.now()
  let count = server.log.length
  let since = performance.now()
  while (performance.now() - started < timeoutMs) {
    await sleep(50)
    if (server.log.length !== count) { count = server.log.length; since = performance.now() }
    else if (performance.now() - since >= quietMs) return
  }
}
