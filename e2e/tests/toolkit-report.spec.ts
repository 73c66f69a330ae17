import { randomBytes } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { ADMIN_STATE } from '../support/env.ts';
import { createUser } from '../support/users.ts';

test.use({ storageState: ADMIN_STATE });
test.describe.configure({ timeout: 150_000 });

/** A name part no other test (or run) uses, so the report's rows can be narrowed to this test's users. */
const tag = randomBytes(3).toString('hex');
const PREFIX = `报表${tag}`;
const usernames = Array.from({ length: 12 }, (_, i) => `rpt${tag}${String(i + 1).padStart(2, '0')}`);

test.beforeAll(async () => {
  await Promise.all(
    usernames.map((username, i) =>
      createUser({
        username,
        realname: `${PREFIX}${String(i + 1).padStart(2, '0')}`,
        password: 'Unused-pass-2026',
        role: 'staff',
        departIds: [],
        orgCode: 'A01A01',
      }),
    ),
  );
});

function demo(page: Page, title: string): Locator {
  return page.locator('.hcs-gallery__demo').filter({ has: page.getByText(title, { exact: true }) });
}

async function openGallery(page: Page): Promise<void> {
  await page.goto('/test/home?tab=report');
  // The first visit loads the gallery's chunks; a busy machine needs longer than the usual 10 s.
  await expect(demo(page, '选择用户')).toBeVisible({ timeout: 60_000 });
}

function rows(dialog: Locator): Locator {
  return dialog.locator('.ant-table-tbody tr.hcs-report-popup__row');
}

async function searchPrefix(dialog: Locator): Promise<void> {
  const form = dialog.getByRole('search', { name: '查询用户报表' });
  await form.getByLabel('姓名').fill(PREFIX);
  await form.getByRole('button', { name: /查\s*询/ }).click();
  await expect(dialog.getByText('第 1-10 条 / 共 12 条')).toBeVisible();
}

test('选择用户: filter, page, sort and pick one row, which fills 用户账号 and 姓名', async ({ page }) => {
  await openGallery(page);
  const single = demo(page, '选择用户');
  await single.getByRole('textbox', { name: '用户账号' }).click();
  const dialog = page.getByRole('dialog', { name: '用户报表' });
  await expect(dialog).toBeVisible();
  await expect(rows(dialog).first()).toBeVisible();

  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('请选择一条记录')).toBeVisible();
  await expectAccessible(page);

  await searchPrefix(dialog);
  await dialog.locator('.ant-pagination-item-2').click();
  await expect(rows(dialog)).toHaveCount(2);

  await dialog.getByRole('columnheader', { name: /用户账号/ }).click();
  await expect(dialog.getByRole('columnheader', { name: /用户账号/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(rows(dialog).first()).toContainText(usernames[10] ?? '');
  await dialog.getByRole('columnheader', { name: /用户账号/ }).click();
  await expect(dialog.getByRole('columnheader', { name: /用户账号/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(rows(dialog).first()).toContainText(usernames[1] ?? '');

  await rows(dialog)
    .filter({ hasText: usernames[0] ?? '' })
    .click();
  await expect(dialog.getByText('已选择 1 项')).toBeVisible();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  await expect(single.getByRole('textbox', { name: '用户账号' })).toHaveValue(usernames[0] ?? '');
  await expect(single.getByRole('textbox', { name: '姓名' })).toHaveValue(`${PREFIX}01`);
  await expect(page.getByTestId('value-选择用户')).toContainText(`"username":"${usernames[0]}"`);
});

test('多选用户 joins the values; misconfigured popups say what is wrong; the department report', async ({
  page,
}) => {
  await openGallery(page);
  const multi = demo(page, '多选用户');
  await multi.getByRole('button', { name: /选\s*择/ }).click();
  const dialog = page.getByRole('dialog', { name: '用户报表' });
  await searchPrefix(dialog);
  await rows(dialog)
    .filter({ hasText: `${PREFIX}03` })
    .click();
  await dialog.getByRole('checkbox', { name: `选择 ${usernames[4]}` }).check();
  await expect(dialog.getByText('已选择 2 项')).toBeVisible();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  const chosen = [usernames[2], usernames[4]].sort();
  const values = await multi.getByRole('textbox', { name: '用户账号' }).inputValue();
  expect(values.split(',').sort()).toEqual(chosen);
  await expect(multi.getByRole('textbox', { name: '姓名' })).toHaveValue(/报表\w+0[35],报表\w+0[35]/);

  await demo(page, '缺少参数').getByRole('textbox', { name: '缺少编码' }).click();
  await expect(page.getByText('popup参数未正确配置!', { exact: true })).toBeVisible();
  await demo(page, '数量不一致')
    .getByRole('button', { name: /选\s*择/ })
    .click();
  await expect(page.getByText('popup参数未正确配置,原始值和目标值数量不一致!').last()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await demo(page, '部门报表弹窗').getByRole('button', { name: '打开部门报表' }).click();
  const departs = page.getByRole('dialog', { name: '部门报表' });
  await departs.getByRole('search', { name: '查询部门报表' }).getByLabel('机构类别').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('部门', { exact: true }).click();
  await departs.getByRole('button', { name: /查\s*询/ }).click();
  await expect(rows(departs).filter({ hasText: '助残服务中心' }).first()).toBeVisible();
  await rows(departs).filter({ hasText: '东城服务站' }).click();
  await departs.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByTestId('value-部门报表弹窗')).toContainText('东城服务站');
});
