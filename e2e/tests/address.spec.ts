import { randomBytes, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { ADMIN_STATE, STAFF } from '../support/env.ts';
import { loginThroughForm } from '../support/login.ts';

test.use({ storageState: ADMIN_STATE });
test.describe.configure({ timeout: 150_000 });

const PATH = '/system/addressList';

interface Person {
  username: string;
  realname: string;
  workNo: string;
  phone: string;
  email: string;
  telephone: string;
}

async function apiPost(page: Page, url: string, data: object): Promise<void> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('Access-Token') ?? '{}') as { value?: string }).value ?? '',
  );
  const res = await page.request.post(`/hcs${url}`, { headers: { 'X-Access-Token': token }, data });
  expect((await res.json()) as { success: boolean; message: string }).toMatchObject({ success: true });
}

/** A person of this test's own, in the given department, holding the given position. */
async function addPerson(
  page: Page,
  tag: string,
  letter: string,
  depart: string,
  post: string,
): Promise<Person> {
  const person: Person = {
    username: `addr_${tag}_${letter.toLowerCase()}`,
    realname: `通讯${letter}-${tag}`,
    workNo: `TX${tag}${letter}`,
    phone: `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`,
    email: `addr_${tag}_${letter.toLowerCase()}@example.com`,
    telephone: `010-${randomInt(1_000_000, 9_999_999)}`,
  };
  await apiPost(page, '/sys/user/add', {
    ...person,
    password: 'Address-pass-2026',
    post,
    selecteddeparts: depart,
    selectedroles: 'role_staff',
  });
  return person;
}

function tree(page: Page): Locator {
  return page.locator('.hcs-depart-tree').getByRole('tree');
}

async function searchByName(page: Page, name: string): Promise<void> {
  const form = page.getByRole('search', { name: '查询通讯录' });
  await form.getByLabel('姓名').fill(name);
  await form.getByRole('button', { name: /查\s*询/ }).click();
}

/** The names in the table's 姓名 column, top to bottom. */
async function shownNames(page: Page): Promise<string[]> {
  return page.locator('.ant-table-tbody tr.ant-table-row td:nth-child(2)').allInnerTexts();
}

test('the address book shows a department with its sub-departments, searches and exports', async ({
  page,
}, info) => {
  const tag = randomBytes(3).toString('hex');
  await page.goto('/dashboard/analysis');
  const position = `通讯职务-${tag}`;
  await apiPost(page, '/sys/position/add', { code: `TX_${tag}`, name: position, postRank: '2' });
  const a = await addPerson(page, tag, 'A', 'dep_east', `TX_${tag}`);
  const b = await addPerson(page, tag, 'B', 'dep_east', '');
  const c = await addPerson(page, tag, 'C', 'dep_west', '');

  await page.getByRole('menuitem', { name: '系统管理' }).click();
  await page.getByRole('menuitem', { name: '通讯录' }).click();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  for (const header of ['姓名', '工号', '部门', '职务', '手机', '邮箱', '座机']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  // The department buttons of 部门管理 are not part of the address book.
  await expect(page.getByRole('button', { name: /添加部门/ })).toHaveCount(0);
  await expect(tree(page).getByText('东城服务站', { exact: true })).toBeVisible();

  // Nothing chosen: everyone, by name.
  await searchByName(page, tag);
  await expect.poll(() => shownNames(page)).toEqual([a.realname, b.realname, c.realname]);
  await expectAccessible(page);

  // 东城服务站: only its people.
  await tree(page).getByText('东城服务站', { exact: true }).click();
  await expect(page.getByText('当前选择：东城服务站')).toBeVisible();
  await expect.poll(() => shownNames(page)).toEqual([a.realname, b.realname]);
  const first = page
    .locator('.hcs-list-page .ant-table-tbody tr.ant-table-row')
    .filter({ hasText: a.realname });
  for (const text of [a.workNo, '东城服务站', position, a.phone, a.email, a.telephone]) {
    await expect(first).toContainText(text);
  }
  await page.screenshot({ path: info.outputPath('address-east.png'), fullPage: true });

  await tree(page).getByText('西城服务站', { exact: true }).click();
  await expect.poll(() => shownNames(page)).toEqual([c.realname]);
  // The centre holds both stations: its subtree is everyone of them.
  await tree(page).getByText('助残服务中心', { exact: true }).click();
  await expect.poll(() => shownNames(page)).toEqual([a.realname, b.realname, c.realname]);
  await tree(page).getByText('东城服务站', { exact: true }).click();
  await expect.poll(() => shownNames(page)).toEqual([a.realname, b.realname]);

  // Search by the whole name, then by work number.
  await searchByName(page, b.realname);
  await expect.poll(() => shownNames(page)).toEqual([b.realname]);
  const form = page.getByRole('search', { name: '查询通讯录' });
  await form.getByRole('button', { name: /重\s*置/ }).click();
  await form.getByLabel('工号').fill(a.workNo);
  await form.getByRole('button', { name: /查\s*询/ }).click();
  await expect.poll(() => shownNames(page)).toEqual([a.realname]);

  await page.getByRole('button', { name: `详情“${a.realname}”` }).click();
  const detail = page.getByRole('dialog', { name: '详细信息' });
  for (const text of [a.username, a.workNo, position, a.email]) await expect(detail).toContainText(text);
  await expectAccessible(page);
  await detail
    .getByRole('button', { name: /关\s*闭/ })
    .last()
    .click();
  await expect(detail).toBeHidden();

  // Export: the department and the query, as shown.
  await form.getByRole('button', { name: /重\s*置/ }).click();
  await searchByName(page, tag);
  await expect.poll(() => shownNames(page)).toEqual([a.realname, b.realname]);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /导\s*出/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('通讯录.xls');
  const file = info.outputPath('通讯录.xls');
  await download.saveAs(file);
  const book = XLSX.read(readFileSync(file), { type: 'buffer' });
  const sheet = book.Sheets[book.SheetNames[0] ?? ''] ?? {};
  const rows = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: '' });
  expect(rows[0]?.[0]).toBe('通讯录报表');
  expect(rows[2]).toEqual(['姓名', '工号', '部门', '职务', '手机', '邮箱', '座机']);
  expect(rows.slice(3)).toEqual([
    [a.realname, a.workNo, '东城服务站', position, a.phone, a.email, a.telephone],
    [b.realname, b.workNo, '东城服务站', '', b.phone, b.email, b.telephone],
  ]);

  // Cancelling the choice shows everyone again.
  await page.getByRole('button', { name: '取消选择' }).click();
  await expect.poll(() => shownNames(page)).toEqual([a.realname, b.realname, c.realname]);
});

test('a staff member has no address book', async ({ browser }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    const page = await context.newPage();
    await page.goto('/user/login');
    await loginThroughForm(page, STAFF);
    await expect(page).toHaveURL(/\/dashboard\/task/);
    await expect(page.getByRole('menuitem', { name: '首页' }).first()).toBeVisible();
    await expect(page.getByRole('menuitem', { name: '通讯录' })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: '系统管理' })).toHaveCount(0);
    await page.goto(PATH);
    await expect(page.getByRole('search', { name: '查询通讯录' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/404$/);
  } finally {
    await context.close();
  }
});
