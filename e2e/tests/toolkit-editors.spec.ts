import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { ADMIN, ADMIN_STATE } from '../support/env.ts';
import { galleryDemo as demo, shownValue } from '../support/gallery.ts';
import { dragSlider } from '../support/slider.ts';

// A 1×1 PNG: the upload checks the picture's content, not only its name.
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function openTab(page: Page, key: string, title: string): Promise<void> {
  await page.goto(`/test/home?tab=${key}`);
  // The gallery and the tab's code load on demand: slow on a busy machine.
  await expect(page.getByRole('tab', { name: title, selected: true })).toBeVisible({ timeout: 30_000 });
}

test.describe('the toolkit gallery', () => {
  test.use({ storageState: ADMIN_STATE });
  // Each test walks a whole tab with several heavy editors; on a busy machine that takes longer than 30 s.
  test.describe.configure({ timeout: 120_000 });

  test('editors: typing, bold, an uploaded picture, the markdown toolbar and the code editor', async ({
    page,
  }) => {
    await openTab(page, 'editor', '编辑器');

    // Rich text: typing and bold through the toolbar change the HTML value.
    const rich = page.getByRole('textbox', { name: '富文本内容', exact: true });
    await rich.click();
    await page.keyboard.press('End');
    await page.keyboard.type('再见');
    await expect(shownValue(page, '富文本编辑器')).toContainText('富文本编辑器</strong>。再见</p>');
    await page.keyboard.press('Shift+Home');
    const toolbar = demo(page, '富文本编辑器').getByRole('toolbar', { name: '编辑工具栏' });
    await toolbar.getByRole('button', { name: '斜体' }).click();
    await expect(toolbar.getByRole('button', { name: '斜体' })).toHaveAttribute('aria-pressed', 'true');
    await expect(shownValue(page, '富文本编辑器')).toContainText('<em>');

    // A picture uploaded from the computer is inserted and loads from the server.
    await toolbar.getByRole('button', { name: '图片' }).click();
    const dialog = page.getByRole('dialog', { name: '图片上传' });
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PIXEL_PNG });
    await expect(dialog.locator('img')).toHaveCount(1);
    // The 本地图片上传 tab's remark (the other tab's is hidden).
    await dialog.getByRole('textbox', { name: '备注' }).fill('小圆点');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(dialog).toBeHidden();
    const picture = rich.locator('img[alt="小圆点"]');
    await expect(picture).toHaveAttribute('src', /\/hcs\/sys\/common\/static\/editor\/.+\.png$/);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await expect(shownValue(page, '富文本编辑器')).toContainText('alt="小圆点"');

    // Disabled: nothing to type into, a toolbar that does nothing.
    const locked = page.getByRole('textbox', { name: '富文本内容（禁用）' });
    await expect(locked).toHaveAttribute('contenteditable', 'false');
    await expect(demo(page, '富文本编辑器（禁用）').getByRole('button', { name: '加粗' })).toBeDisabled();

    // Markdown: the spec's toolbar in Chinese, 300 px high, and typing changes the markdown value.
    const markdown = demo(page, 'Markdown 编辑器');
    for (const name of [
      '标题',
      '加粗',
      '斜体字',
      '删除线',
      '水平线',
      '引用块',
      '无序列表',
      '有序列表',
      '任务',
      '缩进',
      '减少缩进',
      '插入表格',
      '插入链接',
      '内嵌代码',
      '插入代码块',
    ]) {
      await expect(markdown.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expect(markdown.locator('.toastui-editor-defaultUI')).toHaveCSS('height', '300px');
    const mdArea = markdown.getByRole('textbox', { name: 'Markdown 内容' });
    await mdArea.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('- 第三项');
    await expect(shownValue(page, 'Markdown 编辑器')).toContainText('- 第二项 - 第三项');
    await expect(demo(page, 'Markdown 编辑器（禁用）').locator('strong')).toHaveText('只读');

    // Code: typing, and the language switch.
    const code = page.getByRole('textbox', { name: '代码内容', exact: true });
    await code.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('greet(1);');
    await expect(shownValue(page, '代码编辑器')).toContainText('greet(1);');
    await page.getByText('SQL', { exact: true }).click();
    await expect(code).toHaveAttribute('data-language', 'sql');
    await expect(shownValue(page, '代码编辑器')).toContainText('from sys_user');
    await expect(page.getByRole('textbox', { name: '代码内容（禁用）' })).toHaveAttribute(
      'contenteditable',
      'false',
    );
    await expectAccessible(page);
  });

  test('area picker and drag slider', async ({ page }) => {
    await openTab(page, 'area', '省市区');
    // A stored value shows as names.
    await expect(demo(page, '省市区').getByTitle('北京市 / 市辖区 / 东城区')).toBeVisible();
    await expect(page.getByText('Bad type value')).toBeVisible();

    // Pick down to the district.
    await page.getByRole('combobox', { name: '省市区', exact: true }).click();
    const menus = page.locator('.ant-cascader-dropdown:visible');
    await menus.getByTitle('天津市', { exact: true }).click();
    await menus.getByTitle('市辖区', { exact: true }).click();
    await menus.getByTitle('和平区', { exact: true }).click();
    await expect(shownValue(page, '省市区')).toHaveText('当前值：120000,120100,120101');
    await expect(page.getByTestId('text-省市区')).toHaveText('文字：天津市/市辖区/和平区');

    // Search, with the province-and-city depth.
    const city = page.getByRole('combobox', { name: '省市', exact: true });
    await city.click();
    await city.fill('深圳');
    await page
      .locator('.ant-cascader-dropdown:visible')
      .getByText(/深圳市/)
      .first()
      .click();
    await expect(shownValue(page, '省市')).toHaveText('当前值：440000,440300');
    // Checked once the dropdown has closed: while it closes, the box still names its list in aria-owns.
    await expect(city).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('.ant-cascader-dropdown:visible')).toHaveCount(0);
    await expectAccessible(page);

    await openTab(page, 'slider', '滑块验证');
    const handle = demo(page, '拖动滑块').getByRole('slider', { name: '拖动滑块完成验证' });
    await expect(demo(page, '拖动滑块').getByText('请按住滑块拖动')).toBeVisible();

    // Let go half way: back to the start.
    await dragSlider(handle, 0.5);
    await expect(handle).toHaveAttribute('aria-valuenow', '0');
    await expect(shownValue(page, '拖动滑块')).toHaveText('当前值：未验证');

    // All the way: verified, and it stays put.
    await dragSlider(handle);
    await expect(demo(page, '拖动滑块').getByText('验证通过', { exact: true })).toBeVisible();
    await expect(shownValue(page, '拖动滑块')).toHaveText('当前值：验证通过（第 1 次）');
    await dragSlider(handle, -1);
    await expect(handle).toHaveAttribute('aria-valuenow', '100');
    // Both states on screen: this slider verified, the one below it not.
    await expectAccessible(page);

    // 重新验证, then by keyboard.
    await page.getByRole('button', { name: '重新验证' }).click();
    await expect(handle).toHaveAttribute('aria-valuenow', '0');
    await handle.focus();
    await page.keyboard.press('ArrowRight');
    await expect(handle).toHaveAttribute('aria-valuenow', '10');
    await page.keyboard.press('End');
    await expect(shownValue(page, '拖动滑块')).toHaveText('当前值：验证通过（第 2 次）');
  });
});

test('after a failed login the next one needs the slider', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/user/login');
  await expect(page.getByRole('slider')).toHaveCount(0);
  await page.getByLabel('用户名').fill(ADMIN.username);
  await page.getByLabel('密码', { exact: true }).fill('not-the-password');
  const submit = page.getByRole('button', { name: /登\s*录/ });
  await submit.click();
  await expect(page.locator('.hcs-login__error')).toContainText('用户名或密码错误');
  const handle = page.getByRole('slider', { name: '拖动滑块完成验证' });
  await expect(handle).toBeVisible();

  await page.getByLabel('密码', { exact: true }).fill(ADMIN.password);
  await submit.click();
  await expect(page.getByText('请先完成滑块验证')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/login/);
  await expectAccessible(page);

  // Still required after a reload in the same tab.
  await page.reload();
  await expect(handle).toBeVisible();
  await page.getByLabel('用户名').fill(ADMIN.username);
  await page.getByLabel('密码', { exact: true }).fill(ADMIN.password);
  await dragSlider(handle);
  await expect(page.getByText('验证通过')).toBeVisible();
  await submit.click();
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
});
