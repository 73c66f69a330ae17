import { crc32, deflateSync } from 'node:zlib';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { ADMIN_STATE, centreDay } from '../support/env.ts';

test.use({ storageState: ADMIN_STATE });
// Two screens in one story with five axe runs: well under a minute on a quiet machine, more on a busy one.
test.describe.configure({ timeout: 120_000 });

/** A solid-colour PNG of `size` × `size` pixels, so the preview has something to show. */
function png(size: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([0x1e, 0x88, 0xe5]))]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const tableRow = (page: Page, text: string): Locator =>
  page.locator('.ant-table-tbody tr').filter({ has: page.getByRole('cell', { name: text, exact: true }) });

async function confirmPopover(page: Page, title: string): Promise<void> {
  await page
    .getByRole('tooltip')
    .filter({ hasText: title })
    .getByRole('button', { name: /确\s*定/ })
    .click();
}

async function openMenu(page: Page, name: string): Promise<void> {
  const system = page.getByRole('menuitem', { name: '系统管理' });
  if (!(await page.getByRole('menuitem', { name }).isVisible())) await system.click();
  await page.getByRole('menuitem', { name }).click();
}

test('fill rules: add, test and delete a rule; file list: search, preview, download and delete uploads', async ({
  page,
}) => {
  const tag = Date.now();
  const code = `e2e_${tag}`;
  const day = centreDay().replaceAll('-', '');

  // 填值规则: the seeded rules, then a new date-sequence rule.
  await page.goto('/dashboard/analysis');
  await openMenu(page, '填值规则');
  await expect(page).toHaveURL(/\/system\/fillRule$/);
  for (const header of ['规则名称', '规则编码', '规则实现', '规则参数', '操作']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await expect(tableRow(page, 'work_order_no')).toContainText('dateSequence');
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/fillrule-list.png', fullPage: true });

  await page.getByRole('button', { name: /新\s*增/ }).click();
  const add = page.getByRole('dialog', { name: '新增' });
  await add.getByRole('button', { name: /确\s*定/ }).click();
  await expect(add.locator('.ant-form-item-explain-error')).toHaveText([
    '请输入规则名称',
    '请输入规则编码',
    '请选择规则实现',
  ]);
  await add.getByLabel('规则名称').fill('端到端流水号');
  await add.getByLabel('规则编码').fill(code);
  await add.getByLabel('规则实现').click();
  await page.locator('.ant-select-dropdown:visible').getByText('日期流水号（dateSequence）').click();
  await expect(add.getByText('前缀、日期格式', { exact: false })).toBeVisible();
  await add.getByLabel('规则参数').fill('{"prefix":');
  await expect(add.getByText('规则参数必须是 JSON 对象，例如 {"prefix":"GD"}')).toBeVisible();
  await add.getByLabel('规则参数').fill('{"prefix":"E2E","dateFormat":"none","digits":3}');
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/fillrule-form.png' });
  await add.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('添加成功！').last()).toBeVisible();
  await expect(add).toBeHidden();

  // 测试 shows the value; a sequence rule's number is not used up by it.
  const rule = tableRow(page, code);
  await rule.getByRole('button', { name: '测试“端到端流水号”' }).click();
  const result = page.getByRole('dialog').filter({ hasText: '测试结果' });
  await expect(result.locator('.hcs-fill-rule-result')).toHaveText('E2E001');
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/fillrule-test.png' });
  await result.getByRole('button', { name: /确\s*定/ }).click();
  await expect(result).toBeHidden();
  await tableRow(page, 'work_order_no').getByRole('button', { name: '测试“工单编号”' }).click();
  await expect(result.locator('.hcs-fill-rule-result')).toHaveText(new RegExp(`^GD${day}\\d{4}$`));
  await result.getByRole('button', { name: /确\s*定/ }).click();

  await rule.getByRole('button', { name: '删除“端到端流水号”' }).click();
  await confirmPopover(page, '确定删除吗?');
  await expect(page.getByText('删除成功!').last()).toBeVisible();
  await expect(rule).toHaveCount(0);

  // 文件列表: two uploads of this test, found by name.
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('Access-Token') ?? '{}') as { value?: string }).value ?? '',
  );
  const upload = async (name: string, biz: string, mimeType: string, buffer: Buffer) => {
    const res = await page.request.post('/hcs/sys/common/upload', {
      headers: { 'X-Access-Token': token },
      multipart: { biz, file: { name, mimeType, buffer } },
    });
    return ((await res.json()) as { result: { filePath: string; url: string } }).result;
  };
  const image = `照片${tag}.png`;
  const pdf = `说明${tag}.pdf`;
  await upload(image, 'avatar', 'image/png', png(96));
  const doc = await upload(pdf, 'workorder', 'application/pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));

  await openMenu(page, '文件列表');
  await expect(page).toHaveURL(/\/system\/file$/);
  const search = page.getByRole('search');
  await search.getByLabel('文件名称').fill(String(tag));
  await search.getByRole('button', { name: /查\s*询/ }).click();
  const imageRow = tableRow(page, image);
  const pdfRow = tableRow(page, pdf);
  await expect(imageRow).toContainText('图片');
  await expect(imageRow).toContainText('头像');
  await expect(imageRow).toContainText('管理员');
  await expect(pdfRow).toContainText('PDF');
  await expect(pdfRow).toContainText('工单');
  await expect(pdfRow).toContainText('15 B');
  await expect(pdfRow.getByRole('button', { name: `预览“${pdf}”` })).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/fillrule-files.png', fullPage: true });

  await imageRow.getByRole('button', { name: `预览“${image}”` }).click();
  const preview = page.getByRole('dialog', { name: image });
  const img = preview.getByRole('img', { name: image });
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(96);
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/fillrule-preview.png' });
  // Closed from the keyboard.
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  const downloading = page.waitForEvent('download');
  await pdfRow.getByRole('link', { name: `下载“${pdf}”` }).click();
  expect((await downloading).suggestedFilename()).toBe(pdf);

  await pdfRow.getByRole('button', { name: `删除“${pdf}”` }).click();
  await confirmPopover(page, '确定删除吗?');
  await expect(page.getByText('删除成功!').last()).toBeVisible();
  await expect(pdfRow).toHaveCount(0);
  await expect(imageRow).toBeVisible();
  expect((await page.request.get(doc.url)).status()).toBe(404);
});
