// The grid part of `npm run bench`: the EditableGrid against a plain antd Table, 10,000 rows × 20 columns,
// in Chromium, in the same run. The page is apps/web/bench/grid.html, built here on its own (it is no part
// of the app's bundle) and served from a port the system picks.
import { createReadStream, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { CHROMIUM_LAUNCH } from './benchBrowser.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = join(root, 'apps/web');
const RUNS = Number(process.env.HCS_BENCH_GRID_RUNS ?? 3);
const KEYS = 20;
const WARM_UP_KEYS = 3;
/** The Table without virtual rendering draws every row again on each key: fewer keys keep the run short. */
const KEYS_OF = { table: 5 };
/** Scrolled per frame: 20 rows of the grid (61 px each), so every frame draws new rows. */
const SCROLL_STEP = 61 * 20;
const BUDGET = { firstRenderMs: 500, longTaskMs: 50, editMs: 16 };
const ONLY = process.env.HCS_BENCH_GRID_SUBJECTS?.split(',');
const SUBJECTS = [
  { id: 'grid', title: 'EditableGrid' },
  { id: 'table', title: 'antd Table (virtual off, no pagination)' },
  { id: 'tableVirtual', title: 'antd Table (virtual)' },
].filter((s) => !ONLY || ONLY.includes(s.id));
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};
const p95 = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.95) - 1] ?? 0;
};
const round = (value) => Math.round(value * 10) / 10;

async function buildPage(outDir) {
  process.stdout.write('构建表格基准页…\n');
  await build({
    configFile: join(web, 'vite.config.ts'),
    root: web,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      rolldownOptions: { input: join(web, 'bench/grid.html') },
    },
  });
}

function serve(dir) {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const file = join(dir, path);
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function openSubject(browser, base, subject) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${base}/bench/grid.html?subject=${subject}`);
  await page.waitForFunction(() => window.benchFirstRender !== undefined, null, { timeout: 180_000 });
  return page;
}

/**
 * Lets the page finish what its load left (the first render leaves a heap of 10,000 rows to collect):
 * otherwise a garbage collection of the load lands on the first scroll frames, for every subject alike.
 */
async function settle(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.detach();
  await page.waitForTimeout(1000);
}

/** Scrolls from top to bottom, one step a frame, and collects the long tasks meanwhile. */
function scrollThrough(page) {
  return page.evaluate(async (step) => {
    const longTasks = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push(entry.duration);
    });
    observer.observe({ type: 'longtask' });
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const end = window.benchScrollHeight();
    const start = performance.now();
    let frames = 0;
    let previous = start;
    let slowestFrame = 0;
    for (let top = step; ; top += step) {
      window.benchScrollTo(Math.min(top, end));
      await frame();
      const now = performance.now();
      slowestFrame = Math.max(slowestFrame, now - previous);
      previous = now;
      frames++;
      if (top >= end) break;
    }
    // Rows drawn as text during the scroll take their inputs 400 ms after it stops: that work counts too.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    observer.disconnect();
    return {
      frames,
      seconds: (performance.now() - start) / 1000,
      slowestFrame,
      longTasks: longTasks.length,
      longestTask: Math.max(0, ...longTasks),
    };
  }, SCROLL_STEP);
}

async function typeKeys(page, subject) {
  const keys = KEYS_OF[subject] ?? KEYS;
  if (subject === 'grid') await page.getByRole('textbox', { name: '列1 第1行' }).focus();
  else await page.getByRole('region', { name: 'antd 表格' }).focus();
  for (let i = 1; i <= WARM_UP_KEYS + keys; i++) {
    await page.keyboard.press(String.fromCharCode(97 + (i % 26)));
    await page.waitForFunction((n) => window.benchEdits.length >= n, i, { timeout: 60_000 });
  }
  const timings = (await page.evaluate(() => window.benchEdits)).slice(WARM_UP_KEYS);
  const shown =
    subject === 'grid'
      ? await page.getByRole('textbox', { name: '列1 第1行' }).inputValue()
      : await page.locator('.ant-table-row .ant-table-cell').first().innerText();
  if (!shown.startsWith('R1C1') || shown.length !== 4 + WARM_UP_KEYS + keys) {
    throw new Error(`${subject}: the typed text did not arrive (${shown})`);
  }
  return {
    median: median(timings.map((t) => t.work)),
    p95: p95(timings.map((t) => t.work)),
    toPaint: median(timings.map((t) => t.toPaint)),
  };
}

// HCS_BENCH_GRID_REUSE=1 skips building the page again (while working on the bench itself).
const outDir = join(tmpdir(), 'hcs-bench-grid');
let server;
let browser;
try {
  if (!(process.env.HCS_BENCH_GRID_REUSE && existsSync(join(outDir, 'bench/grid.html'))))
    await buildPage(outDir);
  server = await serve(outDir);
  const base = `http://127.0.0.1:${server.address().port}`;
  browser = await chromium.launch(CHROMIUM_LAUNCH);
  const figures = Object.fromEntries(SUBJECTS.map((s) => [s.id, { firstRender: [] }]));
  // Runs take turns, so a busy moment of the machine falls on every subject alike.
  for (let run = 0; run < RUNS; run++) {
    for (const { id } of SUBJECTS) {
      const page = await openSubject(browser, base, id);
      figures[id].firstRender.push(await page.evaluate(() => window.benchFirstRender));
      process.stdout.write(`${id}: first render ${round(figures[id].firstRender.at(-1))} ms\n`);
      if (run === RUNS - 1) {
        await settle(page);
        figures[id].scroll = await scrollThrough(page);
        await page.evaluate(() => window.benchScrollTo(0));
        figures[id].edit = await typeKeys(page, id);
      }
      await page.close();
    }
  }

  const cell = (id, pick) => pick(figures[id]);
  const rows = [
    ['first render, median ms', (f) => round(median(f.firstRender)), `< ${BUDGET.firstRenderMs}`],
    ['scroll: long tasks > 50 ms', (f) => f.scroll.longTasks, '0'],
    ['scroll: longest task ms', (f) => round(f.scroll.longestTask), `≤ ${BUDGET.longTaskMs}`],
    ['scroll: slowest frame ms', (f) => round(f.scroll.slowestFrame), ''],
    ['scroll: frames / seconds', (f) => `${f.scroll.frames} / ${round(f.scroll.seconds)}`, ''],
    ['edit: keydown → paint work, median ms', (f) => round(f.edit.median), `< ${BUDGET.editMs}`],
    ['edit: same, p95 ms', (f) => round(f.edit.p95), ''],
    ['edit: keydown → after paint incl. frame wait, median ms', (f) => round(f.edit.toPaint), ''],
  ];
  const grid = figures.grid;
  const verdicts = [
    median(grid.firstRender) < BUDGET.firstRenderMs,
    grid.scroll.longTasks === 0,
    grid.scroll.longTasks === 0,
    null,
    null,
    grid.edit.median < BUDGET.editMs,
    null,
    null,
  ];
  const table = rows.map(([measure, pick, budget], i) => ({
    measure,
    ...Object.fromEntries(SUBJECTS.map((s) => [s.title, cell(s.id, pick)])),
    budget,
    verdict: verdicts[i] === null ? '' : verdicts[i] ? 'pass' : 'FAIL',
  }));
  console.log(
    `\n10,000 rows × 20 columns, Chromium ${browser.version()}, ${RUNS} loads each (first render), ` +
      `${KEYS} keys (the Table without virtual: ${KEYS_OF.table}) after ${WARM_UP_KEYS} to warm up, scrolling ${SCROLL_STEP} px a frame; ` +
      `machine load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores\n`,
  );
  console.table(table);
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(
    join(root, 'bench-results', 'grid-latest.json'),
    JSON.stringify({ date: new Date().toISOString(), budget: BUDGET, figures }, null, 2),
  );
  if (verdicts.includes(false)) {
    console.log("\nEditableGrid: a budget failed (figures swing with the machine's load)");
    // Only on request: a busy shared machine should not turn `npm run bench` red by itself.
    if (process.env.HCS_BENCH_STRICT) process.exitCode = 1;
  }
} finally {
  await browser?.close();
  server?.close();
}
