import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { apiLogin } from '../support/apiSession.ts';
import { ADMIN, ADMIN_STATE, centreDay } from '../support/env.ts';
import { cancelTypedForm } from '../support/leaveForm.ts';
import { addReportStation } from '../support/reportStation.ts';

const OK = /确\s*定/;
const PATH = '/wo/report';

test.use({ storageState: ADMIN_STATE });

const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e3)}`;

async function token(page: Page): Promise<string> {
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem('Access-Token') ?? '{}') as { value?: string }).value ?? '',
  );
}

async function api<T>(page: Page, method: 'get' | 'post' | 'put', url: string, data?: unknown) {
  const res = await page.request[method](`/hcs${url}`, {
    headers: { 'X-Access-Token': await token(page) },
    ...(data === undefined ? {} : { data }),
  });
  return (await res.json()) as { success: boolean; message: string; result: T };
}

function rowOf(page: Page, station: string): Locator {
  return page.locator('.hcs-list-page .ant-table-tbody tr.ant-table-row').filter({ hasText: station });
}

/** The antd message the server's answer raised. */
async function expectMessage(page: Page, text: string) {
  await expect(page.locator('.ant-message').getByText(text)).toBeVisible();
}

async function openGenerate(page: Page, station: string) {
  await page.getByRole('button', { name: '生成/刷新数据' }).click();
  const dialog = page.getByRole('dialog', { name: '生成/刷新数据' });
  await expect(dialog).toBeVisible();
  const month = centreDay().slice(0, 7);
  await expect(dialog.getByLabel('月份')).toHaveValue(month);
  await dialog.getByRole('button', { name: '选择部门' }).click();
  const departs = page.getByRole('dialog', { name: '选择部门' });
  const search = departs.getByLabel('搜索部门');
  await search.fill(station);
  await search.press('Enter');
  await departs.getByTitle(station, { exact: true }).click();
  await departs.getByRole('button', { name: OK }).click();
  await expect(departs).toBeHidden();
  await expect(dialog.getByRole('textbox', { name: /部门/ })).toHaveValue(station);
  return dialog;
}

/**
 * The running month's trend ends at the snapshot's day: each line has one vertex per day up to it (a
 * day still to come is not drawn as zero).
 */
async function expectTrendStopsAtSnapshot(page: Page, doc: Locator, id: string) {
  const detail = await api<{ month: string; stats: { generatedAt: string; trend: unknown[] } }>(
    page,
    'get',
    `/wo/monthlyReport/queryById?id=${id}`,
  );
  const { generatedAt, trend } = detail.result.stats;
  const day = Number(generatedAt.slice(8, 10));
  if (day >= trend.length) return; // taken on the month's last day: the whole month is known
  const chart = doc.getByRole('img', { name: /每日新建与完成工单趋势/ });
  await expect(chart).toHaveAccessibleName(
    new RegExp(`（截至${Number(generatedAt.slice(5, 7))}月${day}日）`),
  );
  await expect(doc.getByRole('heading', { name: /^每日趋势（截至/ })).toBeVisible();
  // The two series' lines: paths of more than one segment (axis and grid lines have one).
  const vertices = await chart
    .locator('svg path')
    .evaluateAll((paths) =>
      paths.map((p) => (p.getAttribute('d')?.match(/[ML]/g) ?? []).length).filter((n) => n > 2),
    );
  if (day >= 3) expect(vertices).toEqual([day, day]);
}

/** In print: the charts at the paper's width, no grey blocks, and the lines to sign and seal. */
async function expectPrintLayout(page: Page, doc: Locator) {
  for (const text of ['负责人签字：', '盖章：']) await expect(doc.getByText(text)).toBeVisible();
  await expect(doc.locator('.hcs-report-chart__screen')).toHaveCount(2);
  for (const screen of await doc.locator('.hcs-report-chart__screen').all())
    await expect(screen).toBeHidden();
  const printed = doc.locator('img.hcs-report-chart__print');
  await expect(printed).toHaveCount(2);
  for (const image of await printed.all()) {
    await expect(image).toBeVisible();
    const box = await image.boundingBox();
    expect(box?.width).toBeGreaterThan(680);
    expect(box?.width).toBeLessThanOrEqual(700);
    expect((box?.height ?? 0) / (box?.width ?? 1)).toBeCloseTo(260 / 700, 2);
  }
  const tinted = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => {
        const rect = el.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) return false;
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden') return false;
        const rgba = style.backgroundColor.match(/[\d.]+/g)?.map(Number) ?? [];
        const [r = 0, g = 0, b = 0, a = 1] = rgba;
        return a > 0 && !(r === 255 && g === 255 && b === 255);
      })
      .map((el) => `${el.tagName}.${el.className} ${getComputedStyle(el).backgroundColor}`),
  );
  expect(tinted).toEqual([]);
}

test('服务月报: generate, write, submit (then frozen), approve, view, print and export', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const station = unique('月报站');
  await addReportStation(request, (await apiLogin(request, ADMIN)).token, station);

  await page.goto(PATH);
  await expect(page.getByRole('search', { name: '查询服务月报' })).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page);

  // 生成: this month, the new station.
  let dialog = await openGenerate(page, station);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: OK }).click();
  await expectMessage(page, '月报已生成！');
  await expect(dialog).toBeHidden();
  const row = rowOf(page, station);
  await expect(row).toHaveCount(1);
  await expect(row.getByText('草稿')).toBeVisible();
  await page.screenshot({ path: '/tmp/report-list.png', fullPage: true });

  // 编辑: the narrative in the rich-text editor.
  await row.getByRole('button', { name: /^编辑/ }).click();
  dialog = page.getByRole('dialog', { name: '编辑月报' });
  await expect(dialog).toBeVisible();
  for (const [label, text] of [
    ['工作总结', '本月完成上门探访与助餐服务。'],
    ['存在问题', '志愿者人手不足。'],
    ['下月计划', '增加康复训练场次。'],
  ] as const) {
    const editor = dialog.getByRole('textbox', { name: label, exact: true });
    await editor.click();
    await page.keyboard.type(text);
    await expect(editor).toContainText(text);
  }
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/report-edit.png' });
  await dialog.getByRole('button', { name: OK }).click();
  await expectMessage(page, '编辑成功!');
  await expect(dialog).toBeHidden();

  // 提交: after it, no editing, and the figures are no longer refreshed.
  // This month is still running: the confirmation says so (the user may still submit).
  await row.getByRole('button', { name: /^提交/ }).click();
  const confirm = page.getByRole('dialog', { name: '本月尚未结束，确定提交吗?' });
  await expect(confirm).toContainText(
    /才结束，数据截至 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}，之后的工单不会计入/,
  );
  await confirm.getByRole('button', { name: OK }).click();
  await expectMessage(page, '月报已提交！');
  await expect(row.getByText('已提交')).toBeVisible();
  await expect(row.getByRole('button', { name: /^编辑/ })).toHaveCount(0);
  await expect(row.getByRole('button', { name: /^刷新数据/ })).toHaveCount(0);
  dialog = await openGenerate(page, station);
  await dialog.getByRole('button', { name: OK }).click();
  await expectMessage(page, '月报已提交，不能再刷新数据');
  await cancelTypedForm(page, dialog);
  // Nor through the API.
  const listed = await api<{ records: { id: string; title: string; version: number }[] }>(
    page,
    'get',
    `/wo/monthlyReport/list?pageSize=100&title=${encodeURIComponent(`*${station}*`)}`,
  );
  const report = listed.result.records[0] as { id: string; title: string; version: number };
  const edit = await api(page, 'put', '/wo/monthlyReport/edit', {
    id: report.id,
    version: report.version,
    title: '改名',
  });
  expect(edit.message).toBe('月报已提交，不能再编辑');

  // 审核: the dialog shows the report it approves, has no default decision (确定 asks for one), 退回
  // needs a comment; 通过.
  await row.getByRole('button', { name: /^审核/ }).click();
  dialog = page.getByRole('dialog', { name: /^审核：/ });
  await expect(dialog).toBeVisible();
  const subject = dialog.getByRole('region', { name: '待审核的月报' });
  await expect(subject.getByText(station, { exact: true })).toBeVisible();
  await expect(
    subject.locator('.hcs-report-figure').filter({ hasText: '新建工单' }).locator('dd'),
  ).toHaveText('2单');
  await expect(subject.getByText('志愿者人手不足。')).toBeVisible();
  await expect(subject.getByRole('link', { name: '在新窗口查看完整月报' })).toHaveAttribute(
    'href',
    `/wo/report/view?id=${report.id}`,
  );
  for (const choice of ['通过', '退回'])
    await expect(dialog.getByRole('radio', { name: choice })).not.toBeChecked();
  await dialog.getByRole('button', { name: OK }).click();
  await expect(dialog.getByText('请选择审核结果')).toBeVisible();
  await expect(row.getByText('已提交')).toBeVisible();
  await page.screenshot({ path: '/tmp/report-review.png' });
  await dialog.getByRole('radio', { name: '退回' }).check();
  await dialog.getByRole('button', { name: OK }).click();
  await expect(dialog.getByText('退回月报时请填写审核意见')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('radio', { name: '通过' }).check();
  await dialog.getByLabel('审核意见').fill('数据完整，同意。');
  await dialog.getByRole('button', { name: OK }).click();
  await expectMessage(page, '月报已审核通过！');
  await expect(row.getByText('已审核')).toBeVisible();

  // 查看: the document, with its figures, charts, narrative and review.
  await row.getByRole('button', { name: /^查看/ }).click();
  await expect(page).toHaveURL(new RegExp(`/wo/report/view\\?id=${report.id}`));
  const doc = page.getByRole('article', { name: report.title });
  await expect(doc).toBeVisible({ timeout: 30_000 });
  const figure = (label: string) =>
    doc.locator('.hcs-report-figure').filter({ hasText: label }).locator('dd');
  await expect(figure('新建工单')).toHaveText('2单');
  await expect(figure('新增服务对象')).toHaveText('1人');
  await expect(figure('完成工单')).toHaveText('0单');
  await expect(
    doc.getByRole('img', { name: '按服务类型的工单数：上门探访1单，助餐1单' }).locator('svg'),
  ).toBeVisible();
  await expect(doc.getByRole('img', { name: /每日新建与完成工单趋势/ }).locator('svg')).toBeVisible();
  await expectTrendStopsAtSnapshot(page, doc, report.id);
  await expect(doc.getByRole('row', { name: /肢体 2 100%/ })).toBeVisible();
  await expect(doc.getByText('志愿者人手不足。')).toBeVisible();
  await expect(doc.getByText('数据完整，同意。')).toBeVisible();
  await expect(doc.getByText('已审核')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/report-view.png', fullPage: true });

  // Printed: only the document, none of the app shell.
  await page.emulateMedia({ media: 'print' });
  for (const shell of [
    '.hcs-sider',
    '.hcs-header',
    '.hcs-multitab',
    '.hcs-page-header',
    '.hcs-report-view__toolbar',
  ]) {
    await expect(page.locator(shell)).toBeHidden();
  }
  await expect(doc).toBeVisible();
  await expectPrintLayout(page, doc);
  await page.screenshot({ path: '/tmp/report-print.png', fullPage: true });
  await page.pdf({ path: '/tmp/report-print.pdf', format: 'A4', preferCSSPageSize: true });
  await page.emulateMedia({ media: 'screen' });
  await expect(doc.getByText('负责人签字：')).toBeHidden();
  // 打印 opens the browser's print (a no-op without a printer dialog here) and leaves the page as it was.
  await page.getByRole('button', { name: '打印' }).click();
  await expect(doc).toBeVisible();

  // 导出Excel: an .xlsx with the figures and the narrative as text.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${report.title}.xlsx`);
  const book = XLSX.read(readFileSync(await download.path()));
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  const cells = XLSX.utils.sheet_to_json<string[]>(sheet ?? {}, { header: 1 }).map((r) => r.join('|'));
  expect(cells[0]).toBe(report.title);
  expect(cells).toContain('新建工单|2');
  expect(cells).toContain('本月完成上门探访与助餐服务。');
});
