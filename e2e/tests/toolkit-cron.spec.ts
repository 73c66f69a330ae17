import { expect, type Locator, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { ADMIN_STATE } from '../support/env.ts';
import { galleryDemo as demo, openGalleryTab, shownValue } from '../support/gallery.ts';

/** The calendar date of a preview line (yyyy-MM-dd HH:mm:ss), as numbers. */
function dateOf(run: string): { year: number; month: number; day: number; weekday: number } {
  const [year = 0, month = 0, day = 0] = run.slice(0, 10).split('-').map(Number);
  return { year, month, day, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
}

/** The builder's 10 previewed run times, once the 500 ms debounce has shown them. */
async function previewRuns(builder: Locator): Promise<string[]> {
  const runs = builder.locator('.hcs-cron-preview__runs li');
  await expect(runs).toHaveCount(10);
  const texts = await runs.allTextContents();
  for (const text of texts) expect(text).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  return texts;
}

/** The visible tab of the builder. */
const panel = (builder: Locator) => builder.locator('[role="tabpanel"][aria-hidden="false"]');

test.describe('the toolkit gallery: cron and validation rules', () => {
  test.use({ storageState: ADMIN_STATE });
  test.describe.configure({ timeout: 150_000 });

  test('the cron builder: modes per tab and the preview following them; 取消 changes nothing', async ({
    page,
  }) => {
    await openGalleryTab(page, 'cron', 'Cron 表达式');
    await expect(demo(page, '禁用').getByRole('button', { name: '选择Cron表达式' })).toBeDisabled();
    await expectAccessible(page);

    // 取消 changes nothing.
    await demo(page, '默认').getByRole('button', { name: '选择Cron表达式' }).click();
    const builder = page.getByRole('dialog', { name: 'Cron表达式' });
    const expression = builder.getByLabel('表达式', { exact: true });
    await expect(expression).toHaveValue('* * * * * ? *');
    await panel(builder).getByRole('radio', { name: '循环' }).check();
    await expect(expression).toHaveValue('0/5 * * * * ? *');
    await builder.getByRole('button', { name: /取\s*消/ }).click();
    await expect(builder).toBeHidden();
    await expect(shownValue(page, '默认')).toHaveText('当前值：（空）');

    await demo(page, '预设表达式').getByRole('button', { name: '选择Cron表达式' }).click();
    await expect(expression).toHaveValue('0 0/30 9-17 ? * 2-6 *');
    const first = await previewRuns(builder);
    for (const run of first) {
      expect(dateOf(run).weekday, run).toBeGreaterThanOrEqual(1);
      expect(dateOf(run).weekday, run).toBeLessThanOrEqual(5);
      expect(run).toMatch(/ (09|1[0-7]):(00|30):00$/);
    }
    await expectAccessible(page);

    // 分: every 15 minutes; 时: 9 to 10.
    await builder.getByRole('tab', { name: '分' }).click();
    await panel(builder).getByRole('radio', { name: '循环' }).check();
    await panel(builder).getByLabel('循环间隔（分）').fill('15');
    await panel(builder).getByLabel('循环间隔（分）').blur();
    await builder.getByRole('tab', { name: '时' }).click();
    await expect(panel(builder).getByRole('radio', { name: '周期' })).toBeChecked();
    await panel(builder).getByLabel('周期结束（时）').fill('10');
    await panel(builder).getByLabel('周期结束（时）').blur();
    await expect(expression).toHaveValue('0 0/15 9-10 ? * 2-6 *');
    // Each edit re-renders the preview after its debounce: retry until the last edit's preview shows.
    await expect(async () => {
      for (const run of await previewRuns(builder)) expect(run).toMatch(/ (09|10):(00|15|30|45):00$/);
    }).toPass({ timeout: 20_000 });
    await builder.getByRole('button', { name: /取\s*消/ }).click();
    await expect(builder).toBeHidden();
    await expect(shownValue(page, '预设表达式')).toHaveText('当前值：0 0/30 9-17 ? * 2-6 *');
  });

  test('the cron builder: day and week exclude each other, one is always ?', async ({ page }) => {
    await openGalleryTab(page, 'cron', 'Cron 表达式');
    await demo(page, '预设表达式').getByRole('button', { name: '选择Cron表达式' }).click();
    const builder = page.getByRole('dialog', { name: 'Cron表达式' });
    const expression = builder.getByLabel('表达式', { exact: true });
    await expect(expression).toHaveValue('0 0/30 9-17 ? * 2-6 *');

    // 周: the first Monday of the month; the day stays 不设置 and its pickers are disabled.
    await builder.getByRole('tab', { name: '周' }).click();
    await panel(builder).getByRole('radio', { name: '第几个' }).check();
    await expect(expression).toHaveValue('0 0/30 9-17 ? * 2#1 *');
    await expect
      .poll(async () => (await previewRuns(builder)).map(dateOf).every((d) => d.weekday === 1 && d.day <= 7))
      .toBe(true);
    await builder.getByRole('tab', { name: '日' }).click();
    await expect(panel(builder).getByRole('radio', { name: '不设置' })).toBeChecked();
    await expect(panel(builder).getByText(/当前按周执行/)).toBeVisible();
    await expect(panel(builder).getByLabel('周期开始（日）')).toBeDisabled();

    // 日: the last day of the month sets the week to ?.
    await panel(builder).getByRole('radio', { name: '本月最后一天' }).check();
    await expect(expression).toHaveValue('0 0/30 9-17 L * ? *');
    await expect
      .poll(async () =>
        (await previewRuns(builder))
          .map(dateOf)
          .every((d) => new Date(Date.UTC(d.year, d.month, 0)).getUTCDate() === d.day),
      )
      .toBe(true);
    await builder.getByRole('tab', { name: '周' }).click();
    await expect(panel(builder).getByRole('radio', { name: '不设置' })).toBeChecked();
    await expect(panel(builder).getByLabel('第几个（1-5）')).toBeDisabled();
  });

  test('the cron builder: a typed expression is refused with its reason or read into the tabs; OK fills the field', async ({
    page,
  }) => {
    await openGalleryTab(page, 'cron', 'Cron 表达式');
    await demo(page, '预设表达式').getByRole('button', { name: '选择Cron表达式' }).click();
    const builder = page.getByRole('dialog', { name: 'Cron表达式' });
    const expression = builder.getByLabel('表达式', { exact: true });
    await expect(expression).toHaveValue('0 0/30 9-17 ? * 2-6 *');
    await builder.getByRole('tab', { name: '周' }).click();
    // A typed expression: refused with its reason (OK keeps the dialog open), then read into the tabs.
    await expression.fill('0 0 25 * * ?');
    await expect(builder.getByText('时的取值应在0-23之间，“25”超出范围')).toBeVisible();
    await expect(builder.locator('.hcs-cron-preview__runs li')).toHaveCount(0);
    await builder.getByRole('button', { name: /确\s*定/ }).click();
    await expect(builder).toBeVisible();
    await expectAccessible(page);
    await expression.fill('0 30 8 ? * 6L');
    await expect(panel(builder).getByRole('radio', { name: '最后一个' })).toBeChecked();
    await expect
      .poll(async () =>
        (await previewRuns(builder)).every((run) => {
          const d = dateOf(run);
          return d.weekday === 5 && d.day + 7 > new Date(Date.UTC(d.year, d.month, 0)).getUTCDate();
        }),
      )
      .toBe(true);
    await builder.getByRole('button', { name: /确\s*定/ }).click();
    await expect(builder).toBeHidden();
    await expect(demo(page, '预设表达式').getByRole('textbox')).toHaveValue('0 30 8 ? * 6L');
    await expect(shownValue(page, '预设表达式')).toHaveText('当前值：0 30 8 ? * 6L');
  });

  test('validation presets show their messages as one types', async ({ page }) => {
    await openGalleryTab(page, 'rules', '校验规则');
    const form = demo(page, '内置校验规则');
    const errorOf = (label: string) =>
      form.locator('.ant-form-item').filter({ has: page.getByLabel(label, { exact: true }) });

    await form.getByLabel('身份证号', { exact: true }).fill('110105194912310021');
    await expect(errorOf('身份证号')).toContainText('请输入正确的身份证号码');
    await form.getByLabel('身份证号', { exact: true }).fill('11010519491231002X');
    await expect(errorOf('身份证号')).not.toContainText('请输入正确的身份证号码');

    await form.getByLabel('QQ号码', { exact: true }).fill('1234');
    await expect(errorOf('QQ号码')).toContainText('请输入正确的QQ号码（5-12位数字）');
    await form.getByLabel('网址', { exact: true }).fill('www.example.com');
    await expect(errorOf('网址')).toContainText('请输入正确的网址（以http://或https://开头）');

    await form.getByRole('button', { name: '校验全部' }).click();
    await expect(errorOf('昵称（3-10位）')).toContainText('请输入昵称');
    await form.getByLabel('昵称（3-10位）', { exact: true }).fill('ab');
    await expect(errorOf('昵称（3-10位）')).toContainText('最小长度3位字符');
    await form.getByRole('checkbox', { name: '阅读' }).check();
    await expect(form.getByText('最少选择2项')).toBeVisible();
    await expectAccessible(page);

    // The grid's pattern keywords: n6-16 by default.
    const grid = demo(page, '表格校验规则');
    await grid.getByLabel('单元格的值').fill('123');
    await expect(grid.getByRole('status')).toHaveText('请输入6到16位数字');
    await grid.getByLabel('单元格的值').fill('123456');
    await expect(grid.getByRole('status')).toHaveText('通过');
  });
});
