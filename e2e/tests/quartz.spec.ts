import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible, untiedErrors } from '../support/a11y.ts';
import { ADMIN_STATE } from '../support/env.ts';

test.use({ storageState: ADMIN_STATE });
// One story through several dialogs and a scheduled fire; on a busy machine that takes a while.
test.describe.configure({ timeout: 150_000 });

const PATH = '/system/quartzJob';
const JOB = 'SampleParamJob';

function row(page: Page, jobClassName: string): Locator {
  return page
    .locator('.ant-table-tbody tr')
    .filter({ has: page.getByRole('cell', { name: jobClassName, exact: true }) });
}

async function confirmPopover(page: Page, title: string): Promise<void> {
  await page
    .getByRole('tooltip')
    .filter({ hasText: title })
    .getByRole('button', { name: /确\s*定/ })
    .click();
}

test('create a sample job with the cron builder, run it once, read its log, start, stop and delete it', async ({
  page,
}) => {
  const parameter = `e2e-${Date.now()}`;

  await page.goto('/dashboard/analysis');
  await page.getByRole('menuitem', { name: '系统管理' }).click();
  await page.getByRole('menuitem', { name: '定时任务' }).click();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  for (const header of ['任务类名', 'Cron表达式', '参数', '描述', '状态', '操作']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  // The jobs every installation has.
  await expect(row(page, 'SessionCleanJob')).toContainText('正常');
  await expect(row(page, 'WorkOrderDailySummaryJob')).toContainText('停止');
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/quartz-list.png', fullPage: true });

  // Add: the form's rules first, then a sample job whose cron is made with the builder.
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const add = page.getByRole('dialog', { name: '新增' });
  await add.getByRole('button', { name: /确\s*定/ }).click();
  await expect(add.locator('.ant-form-item-explain-error')).toHaveText([
    '请选择任务类名',
    '请输入Cron表达式',
  ]);
  expect(await untiedErrors(add)).toEqual([]);
  await add.getByRole('textbox', { name: 'Cron表达式' }).fill('0 0 25 * * ?');
  await expect(add.getByText('时的取值应在0-23之间，“25”超出范围')).toBeVisible();
  await add.getByLabel('任务类名').click();
  await page.locator('.ant-select-dropdown:visible').getByText(`${JOB}（`, { exact: false }).click();
  await expect(add.getByText('任意文本，执行时写入服务器日志和执行记录')).toBeVisible();

  await add.getByRole('textbox', { name: 'Cron表达式' }).fill('');
  await add.getByRole('button', { name: '选择Cron表达式' }).click();
  const builder = page.getByRole('dialog', { name: 'Cron表达式' });
  const expression = builder.getByLabel('表达式', { exact: true });
  await expect(expression).toHaveValue('* * * * * ? *');
  await builder
    .locator('[role="tabpanel"][aria-hidden="false"]')
    .getByRole('radio', { name: '循环' })
    .check();
  await expect(expression).toHaveValue('0/5 * * * * ? *');
  await expect(builder.locator('.hcs-cron-preview__runs li')).toHaveCount(10);
  await expectAccessible(page);
  await builder.getByRole('button', { name: /确\s*定/ }).click();
  await expect(builder).toBeHidden();
  await expect(add.getByRole('textbox', { name: 'Cron表达式' })).toHaveValue('0/5 * * * * ? *');

  await add.getByLabel('参数').fill(parameter);
  await add.getByLabel('描述').fill('端到端测试的示例任务');
  await add.getByRole('radio', { name: '停止' }).check();
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/quartz-form.png' });
  await add.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('创建定时任务成功')).toBeVisible();
  await expect(add).toBeHidden();

  const job = row(page, JOB);
  await expect(job).toContainText('0/5 * * * * ? *');
  await expect(job).toContainText(parameter);
  await expect(job).toContainText('停止');

  // 立即执行, then the run in the job's log.
  await job.getByRole('button', { name: `立即执行“${JOB}”` }).click();
  await confirmPopover(page, '是否立即执行任务?');
  await expect(page.getByText('执行成功!').last()).toBeVisible();
  await job.getByRole('button', { name: `日志“${JOB}”` }).click();
  const log = page.getByRole('dialog', { name: `执行日志：${JOB}` });
  const manual = log.locator('.ant-table-tbody tr').filter({ hasText: '立即执行' });
  await expect(manual).toHaveCount(1);
  await expect(manual).toContainText('成功');
  await expect(manual).toContainText(`示例任务已执行，参数：${parameter}`);
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/quartz-log.png' });
  await log.getByRole('button', { name: '关闭', exact: true }).click();
  await expect(log).toBeHidden();

  // 启动: the scheduler fires it within five seconds.
  await job.getByRole('button', { name: `启动“${JOB}”` }).click();
  await confirmPopover(page, '是否启动选中任务?');
  await expect(page.getByText('恢复定时任务成功')).toBeVisible();
  await expect(job).toContainText('正常');
  await page.screenshot({ path: '/tmp/quartz-running.png' });
  await job.getByRole('button', { name: `日志“${JOB}”` }).click();
  await expect(async () => {
    await log.getByRole('button', { name: '刷新' }).click();
    await expect(log.locator('.ant-table-tbody tr').filter({ hasText: '定时触发' }).first()).toBeVisible({
      timeout: 1000,
    });
  }).toPass({ timeout: 15_000 });
  await log.getByRole('button', { name: '关闭', exact: true }).click();

  // 停止, then 删除.
  await job.getByRole('button', { name: `停止“${JOB}”` }).click();
  await confirmPopover(page, '是否暂停选中任务?');
  await expect(page.getByText('暂停定时任务成功')).toBeVisible();
  await expect(job).toContainText('停止');
  await job.getByRole('button', { name: `删除“${JOB}”` }).click();
  await confirmPopover(page, '确定删除吗?');
  await expect(page.getByText('删除成功!').last()).toBeVisible();
  await expect(job).toHaveCount(0);
});
