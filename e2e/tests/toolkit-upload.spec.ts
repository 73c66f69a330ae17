import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { ADMIN_STATE, E2E_PORT } from '../support/env.ts';
import { solidPng } from '../support/images.ts';
import { createUser } from '../support/users.ts';

test.use({ storageState: ADMIN_STATE });
test.describe.configure({ timeout: 120_000 });

const PNG = solidPng([0, 100, 90]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
const stored = (biz: string, name: string, ext: string) => `${biz}/\\d{8}/${name}_[0-9a-f]{32}\\.${ext}`;

async function openTab(page: Page): Promise<void> {
  await page.goto('/test/home?tab=upload');
  // The first visit loads the gallery's code: on a busy machine that takes longer than one expect.
  await expect(page.getByRole('tab', { name: '上传', selected: true })).toBeVisible({ timeout: 45_000 });
  await expect(demo(page, '文件上传').getByRole('button', { name: /点击上传/ })).toBeVisible({
    timeout: 30_000,
  });
}

function demo(page: Page, title: string): Locator {
  return page.locator('.hcs-gallery__demo').filter({ has: page.getByText(title, { exact: true }) });
}

const shownValue = (page: Page, title: string) => page.getByTestId(`value-${title}`);

/** A message toast (the demos' descriptions quote the same words). */
const toast = (page: Page, text: string) => page.locator('.ant-message-notice').filter({ hasText: text });

async function closeErrorDialog(page: Page): Promise<void> {
  await page.getByRole('button', { name: /知道了|确\s*定|OK/ }).click();
}

test('uploads files and images on the gallery: values, download, refusals, reordering', async ({ page }) => {
  await openTab(page);

  // A file: its stored path becomes the value, and it downloads under its own name.
  const files = demo(page, '文件上传');
  await files.locator('input[type=file]').setInputFiles({
    name: '年度报告.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(shownValue(page, '文件上传')).toHaveText(
    new RegExp(`^当前值：${stored('temp', '年度报告', 'pdf')}$`),
  );
  const download = page.waitForEvent('download');
  await files.getByRole('button', { name: '下载“年度报告.pdf”' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('年度报告.pdf');
  expect(readFileSync(await saved.path()).equals(PDF)).toBe(true);
  const value = await shownValue(page, '文件上传').textContent();

  // A file the server refuses: the toast, the error dialog, and the value left as it was.
  await files.locator('input[type=file]').setInputFiles({
    name: 'page.html',
    mimeType: 'text/html',
    buffer: Buffer.from('<script>alert(1)</script>'),
  });
  await expect(toast(page, 'page.html 上传失败.')).toBeVisible();
  await files.getByRole('button', { name: '查看“page.html”的错误信息' }).click();
  await expect(page.getByText('错误信息：文件上传失败: 不支持上传 .html 类型的文件')).toBeVisible();
  await closeErrorDialog(page);
  await expect(shownValue(page, '文件上传')).toHaveText(value ?? '');

  // Images only, the last 3 kept, served inline, reordered left and right.
  const images = demo(page, '图片上传');
  const imageInput = images.locator('input[type=file]');
  await imageInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(toast(page, '请上传图片')).toBeVisible();
  await imageInput.setInputFiles([png('甲.png'), png('乙.png')]);
  const pair = (a: string, b: string) =>
    new RegExp(`^当前值：${stored('temp', a, 'png')},${stored('temp', b, 'png')}$`);
  await expect(shownValue(page, '图片上传')).toHaveText(pair('甲', '乙'));
  const thumb = images.getByRole('button', { name: '预览“甲.png”' }).locator('img');
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  await images.getByRole('button', { name: '左移“甲.png”' }).click();
  await expect(toast(page, '未知的操作')).toBeVisible();
  await images.getByRole('button', { name: '右移“乙.png”' }).click();
  await expect(toast(page, '已到最后~')).toBeVisible();
  await images.getByRole('button', { name: '右移“甲.png”' }).click();
  await expect(shownValue(page, '图片上传')).toHaveText(pair('乙', '甲'));
  // The read-only copy shows the same images, to download only.
  const readOnly = demo(page, '禁用');
  await expect(readOnly.getByRole('button', { name: '下载“乙.png”' })).toBeVisible();
  await expect(readOnly.getByRole('button', { name: /删除/ })).toHaveCount(0);

  // An image that does not load shows an error icon that tells why.
  await demo(page, '图片加载失败').getByRole('button', { name: '查看“示例图片.png”的错误信息' }).click();
  await expect(page.getByText('错误信息：图片加载失败')).toBeVisible();
  await closeErrorDialog(page);
  await expectAccessible(page);
});

test('the upload popup and the image upload dialog', async ({ page }) => {
  await openTab(page);

  await page.getByRole('button', { name: '打开上传弹窗' }).click();
  const popup = page.getByRole('dialog', { name: '文件上传' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: /确\s*定/ }).click();
  await expect(toast(page, '未上传任何文件')).toBeVisible();
  await popup
    .locator('input[type=file]')
    .setInputFiles({ name: '通知.txt', mimeType: 'text/plain', buffer: Buffer.from('开会') });
  await expect(popup.getByRole('button', { name: '下载“通知.txt”' })).toBeVisible();
  await expectAccessible(page);
  await popup.getByRole('button', { name: /确\s*定/ }).click();
  await expect(popup).toBeHidden();
  await expect(shownValue(page, '上传弹窗')).toHaveText(
    new RegExp(
      `"name":"通知.txt","url":"/hcs/sys/common/static/${stored('temp', '通知', 'txt')}".*"status":"done"`,
    ),
  );

  await page.getByRole('button', { name: '插入图片' }).click();
  const dialog = page.getByRole('dialog', { name: '图片上传' });
  await dialog.locator('input[type=file]').setInputFiles(png('封面.png'));
  await expect(dialog.getByRole('button', { name: '预览“封面.png”' })).toBeVisible();
  await dialog.getByRole('tabpanel', { name: '本地图片上传' }).getByLabel('备注').fill('首页封面');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  await expect(shownValue(page, '图片上传对话框')).toHaveText(
    new RegExp(`"url":"/hcs/sys/common/static/${stored('editor', '封面', 'png')}","remark":"首页封面"`),
  );

  await page.getByRole('button', { name: '插入图片' }).click();
  await dialog.getByRole('tab', { name: '网络图片地址' }).click();
  await dialog.getByRole('textbox', { name: '图片地址' }).fill('https://example.cn/logo.png');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(shownValue(page, '图片上传对话框')).toHaveText(
    '当前值：{"url":"https://example.cn/logo.png","remark":""}',
  );
});

test('the user form uploads an avatar, picks 职务 with the position picker, and saves them', async ({
  page,
}) => {
  const username = `tx${Date.now().toString(36)}`;
  const positionName = `头像测试职务${username}`;
  await createUser({
    username,
    realname: '头像测试',
    password: 'Avatar-pass-2026',
    role: 'staff',
    departIds: [],
  });
  await page.goto('/system/user');
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('Access-Token') ?? '{}') as { value?: string }).value ?? '',
  );
  const added = await page.request.post('/hcs/sys/position/add', {
    headers: { 'X-Access-Token': token },
    data: { code: `TXP_${username}`, name: positionName, postRank: '2' },
  });
  expect((await added.json()) as { success: boolean }).toMatchObject({ success: true });
  const search = page.getByRole('search', { name: '查询用户' });
  await expect(search).toBeVisible({ timeout: 60_000 });
  await search.getByLabel('用户账号').fill(username);
  await search.getByRole('button', { name: /查\s*询/ }).click();
  await page.getByRole('button', { name: `编辑“${username}”` }).click();

  const drawer = page.getByRole('dialog', { name: '编辑用户' });
  await drawer.locator('.hcs-upload input[type=file]').setInputFiles(png('我的头像.png'));
  await expect(drawer.getByRole('button', { name: '预览“我的头像.png”' })).toBeVisible();
  // 职务 is the toolkit's position picker.
  await drawer.getByRole('button', { name: '选择职务' }).click();
  const positions = page.getByRole('dialog', { name: '职务选择' });
  await positions.getByLabel('职务名称').fill(username);
  await positions.getByRole('button', { name: /查\s*询/ }).click();
  await positions.getByRole('cell', { name: positionName, exact: true }).click();
  await expect(positions.locator('.hcs-record-select__chosen').getByText(positionName)).toBeVisible();
  await expectAccessible(page);
  await positions.getByRole('button', { name: /确\s*定/ }).click();
  await expect(positions).toBeHidden();
  await expect(drawer.getByRole('textbox', { name: '职务' })).toHaveValue(positionName);
  await drawer.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('编辑成功!').last()).toBeVisible();
  await expect(drawer).toBeHidden();

  const avatar = page.getByRole('img', { name: '头像测试的头像' });
  await expect(avatar).toHaveAttribute(
    'src',
    new RegExp(`/hcs/sys/common/static/${stored('avatar', '我的头像', 'png')}$`),
  );
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  // Saved: editing again starts from them (and so sends them again).
  await page.getByRole('button', { name: `编辑“${username}”` }).click();
  await expect(drawer.getByRole('button', { name: '预览“我的头像.png”' })).toBeVisible();
  await expect(drawer.getByRole('textbox', { name: '职务' })).toHaveValue(positionName);
});

/** One GET sent byte for byte: no HTTP client gets to tidy `..` or `%2e` out of the path first. */
function rawGet(path: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(E2E_PORT, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('connect', () =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${E2E_PORT}\r\nConnection: close\r\n\r\n`),
    );
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text });
    });
    socket.on('error', reject);
  });
}

test('the running server refuses dangerous types and path traversal, sent byte for byte', async ({
  request,
}) => {
  const user = await createUser({
    username: `tv${Date.now().toString(36)}`,
    realname: '路径测试',
    password: 'Traverse-pass-2026',
    role: 'staff',
    departIds: [],
  });
  const login = await request.post('/hcs/sys/login', {
    data: { username: user.username, password: user.password },
  });
  const token = ((await login.json()) as { result: { token: string } }).result.token;
  const upload = async (name: string, mimeType: string, buffer: Buffer) =>
    (await (
      await request.post('/hcs/sys/common/upload', {
        headers: { 'X-Access-Token': token },
        multipart: { biz: 'temp', file: { name, mimeType, buffer } },
      })
    ).json()) as { success: boolean; message: string };

  for (const [name, type, body] of [
    ['logo.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['setup.exe', 'application/octet-stream', 'MZ'],
    ['page.html', 'text/html', '<script>alert(1)</script>'],
  ] as const) {
    const ext = name.split('.')[1];
    expect(await upload(name, type, Buffer.from(body))).toMatchObject({
      success: false,
      message: `不支持上传 .${ext} 类型的文件`,
    });
  }
  expect(await upload('fake.png', 'image/png', Buffer.from('<html></html>'))).toMatchObject({
    success: false,
    message: '文件内容与扩展名 .png 不符',
  });

  const stored = await upload('good.png', 'image/png', PNG);
  expect(stored.success).toBe(true);
  const ok = await rawGet(`/hcs/sys/common/static/${encodeURI(stored.message)}`);
  expect(ok.status).toBe(200);
  expect(ok.text).toMatch(/^x-content-type-options: nosniff\r$/im);

  const day = stored.message.split('/')[1];
  for (const path of [
    '/hcs/sys/common/static/../../hcs.db',
    `/hcs/sys/common/static/temp/${day}/../../../hcs.db`,
    '/hcs/sys/common/static/%2e%2e/%2e%2e/hcs.db',
    '/hcs/sys/common/static/..%2f..%2fhcs.db',
    '/hcs/sys/common/static/..%5c..%5chcs.db',
    '/hcs/sys/common/static//etc/passwd',
    '/hcs/sys/common/static/%252e%252e/hcs.db',
  ]) {
    const res = await rawGet(path);
    expect(res.status, path).toBeGreaterThanOrEqual(400);
    expect(res.status, path).toBeLessThan(500);
    expect(res.text, path).not.toContain('SQLite format');
  }
  // Nor does the web app's own file serving step outside its folder.
  for (const path of [
    '/../../etc/passwd',
    '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/assets/..%2f..%2f..%2fetc%2fpasswd',
  ]) {
    const res = await rawGet(path);
    expect(res.text, path).not.toMatch(/root:.*:0:0:/);
    expect(res.status, path).toBeLessThan(500);
  }
});
