// Part of `npm run bench`: the first visit over a slow line (1.6 Mbit/s, 150 ms round trip), as a care
// worker on a weak mobile connection has it. The real server on a fresh seeded database; Chromium with an
// empty cache for every run, the line emulated through the DevTools protocol. Two times, each run:
//   loginUsable     navigation start -> the login form is usable (用户名 editable, 登录 enabled);
//   signInToFigures a click on 登录 -> the analysis dashboard shows its figures (the stat cards' numbers,
//                   no skeletons left).
// HCS_SERVER_BUNDLE (default apps/server/dist/main.js) and HCS_STATIC_DIR measure another build, e.g. an
// older copy of the project; HCS_BENCH_SLOWLINE_PORT and HCS_BENCH_SLOWLINE_RUNS (default 3).
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './benchBrowser.mjs';
import { BENCH_PASSWORD, root, SERVER_BUNDLE, startBenchServer } from './benchServer.mjs';

const PORT = Number(process.env.HCS_BENCH_SLOWLINE_PORT ?? 18183);
const RUNS = Number(process.env.HCS_BENCH_SLOWLINE_RUNS ?? 3);
const STATIC_DIR = process.env.HCS_STATIC_DIR;
const TIMEOUT_MS = 120_000;
// 1.6 Mbit/s both ways and 150 ms of latency (Network.emulateNetworkConditions takes bytes per second).
const LINE = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 1.6e6 / 8 };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};

// In the page: the moment (performance.now()) both controls are usable, or null. By their labels, so an
// older build with other markup is measured alike.
function loginUsableAt() {
  const label = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === '用户名');
  const field = label?.htmlFor ? document.getElementById(label.htmlFor) : null;
  const button = [...document.querySelectorAll('button')].find(
    (b) => b.textContent?.replace(/\s/g, '') === '登录',
  );
  const shown = (el) => el instanceof HTMLElement && el.getClientRects().length > 0;
  const usable =
    field instanceof HTMLInputElement &&
    shown(field) &&
    !field.disabled &&
    !field.readOnly &&
    button instanceof HTMLButtonElement &&
    shown(button) &&
    !button.disabled &&
    !button.classList.contains('ant-btn-loading');
  return usable ? performance.now() : null;
}

// In the page: the moment the four headline figures show numbers (not skeletons, not the — of no data).
function figuresShownAt() {
  const cards = [...document.querySelectorAll('.hcs-stat')];
  const values = cards.map((card) => card.querySelector('.ant-statistic-content-value')?.textContent?.trim());
  const shown =
    cards.length === 4 &&
    cards.every((card) => !card.querySelector('.ant-skeleton')) &&
    values.every((v) => v !== undefined && /^\d/.test(v));
  return shown ? performance.timeOrigin + performance.now() : null;
}

async function measureOnce(browser, base) {
  // A new context: nothing cached, no session.
  const context = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', LINE);

    await page.goto(`${base}/user/login`, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    // performance.now() counts from the navigation's start.
    const loginUsable = await (
      await page.waitForFunction(loginUsableAt, undefined, { polling: 'raf', timeout: TIMEOUT_MS })
    ).jsonValue();

    await page.getByLabel('用户名').fill('admin');
    await page.getByLabel('密码', { exact: true }).fill(BENCH_PASSWORD);
    const button = page.getByRole('button', { name: /登\s*录/ });
    // The click's moment as the page has it (on the epoch scale, in case the sign-in reloaded the page).
    await button.evaluate((b) => {
      b.addEventListener(
        'click',
        () => {
          window.__hcsClickAt = performance.timeOrigin + performance.now();
        },
        { capture: true, once: true },
      );
    });
    await button.click();
    const clickAt = await page.evaluate(() => window.__hcsClickAt);
    await page.waitForURL('**/dashboard/analysis', { timeout: TIMEOUT_MS });
    const shownAt = await (
      await page.waitForFunction(figuresShownAt, undefined, { polling: 'raf', timeout: TIMEOUT_MS })
    ).jsonValue();
    return { loginUsableMs: Math.round(loginUsable), signInToFiguresMs: Math.round(shownAt - clickAt) };
  } finally {
    await context.close();
  }
}

let server;
let browser;
try {
  server = await startBenchServer(PORT, {
    env: STATIC_DIR ? { HCS_STATIC_DIR: resolve(root, STATIC_DIR) } : {},
    prefix: 'hcs-bench-slowline-',
  });
  browser = await chromium.launch(CHROMIUM_LAUNCH);
  const base = `http://127.0.0.1:${PORT}`;
  const runs = [];
  for (let run = 1; run <= RUNS; run++) runs.push({ run, ...(await measureOnce(browser, base)) });
  const medians = {
    loginUsableMs: median(runs.map((r) => r.loginUsableMs)),
    signInToFiguresMs: median(runs.map((r) => r.signInToFiguresMs)),
  };
  console.log(
    `\nslow line (${(LINE.downloadThroughput * 8e-6).toFixed(1)} Mbit/s, ${LINE.latency} ms latency), empty cache, ` +
      `Chromium ${browser.version()}, ${SERVER_BUNDLE}${STATIC_DIR ? ` serving ${STATIC_DIR}` : ''}; ` +
      `machine load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores\n` +
      '  loginUsableMs: navigation start -> 用户名 editable and 登录 enabled\n' +
      "  signInToFiguresMs: click on 登录 -> the dashboard's stat cards show their numbers\n",
  );
  console.table([...runs, { run: 'median', ...medians }]);
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(
    join(root, 'bench-results', 'slowline.json'),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        serverBundle: SERVER_BUNDLE,
        staticDir: STATIC_DIR ?? null,
        line: LINE,
        runs,
        median: medians,
      },
      null,
      2,
    ),
  );
} finally {
  await browser?.close();
  await server?.stop();
}
