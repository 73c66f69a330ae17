import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { ADMIN_STATE } from '../support/env.ts';
import { galleryDemo as demo, openGalleryTab } from '../support/gallery.ts';
import { loginThroughForm } from '../support/login.ts';
import { createUser } from '../support/users.ts';

const OK = /确\s*定/;
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const openGrid = (page: Page) =>
  openGalleryTab(page, 'grid', '可编辑表格', page.getByRole('grid', { name: '一万行' }));

/** Whether `lower` is drawn wholly under `upper`. */
async function below(lower: Locator, upper: Locator): Promise<boolean> {
  const [a, b] = await Promise.all([lower.boundingBox(), upper.boundingBox()]);
  return Boolean(a && b && a.y >= b.y + b.height);
}

/** Whether `inner` is drawn wholly within `outer` (a cell clips what overflows it). */
async function within(inner: Locator, outer: Locator): Promise<boolean> {
  const [a, b] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
  return Boolean(
    a && b && a.x >= b.x && a.y >= b.y && a.x + a.width <= b.x + b.width && a.y + a.height <= b.y + b.height,
  );
}

/** The values of one input column, top to bottom. */
const columnValues = (grid: Locator, title: string) =>
  grid
    .getByRole('textbox', { name: new RegExp(`^${title} 第\\d+行$`) })
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));

test.describe('the toolkit gallery: editable grid', () => {
  test.use({ storageState: ADMIN_STATE });
  test.describe.configure({ timeout: 120_000 });

  test('drag sort renumbers orderNum; alwaysEdit off edits one clicked cell', async ({ page }) => {
    await openGrid(page);
    const card = demo(page, '全部列类型');
    const grid = card.getByRole('grid', { name: '全部列类型' });
    await expect(grid.getByRole('textbox', { name: '名称 第1行' })).toHaveValue('苹果');
    const handle = grid.getByRole('button', { name: '拖动排序第1行' });
    const target = grid.getByRole('button', { name: '拖动排序第3行' });
    const from = await handle.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('no drag handles');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) {
      await page.mouse.move(
        from.x + from.width / 2,
        from.y + ((to.y - from.y + 10) * step) / 10 + from.height / 2,
      );
    }
    await page.mouse.up();
    await expect.poll(() => columnValues(grid, '名称')).toEqual(['香蕉', '橙子', '苹果']);
    await card.getByRole('button', { name: /取\s*值/ }).click();
    await expect(page.getByTestId('value-全部列类型')).toContainText('"id":"1001","name":"苹果"');
    await expect(page.getByTestId('value-全部列类型')).toContainText('"orderNum":3');

    // The same by keyboard: Space picks the row up, the arrows move it, Space puts it down.
    const lastHandle = grid.getByRole('button', { name: '拖动排序第3行' });
    const lastRow = lastHandle.locator('xpath=ancestor::tr[1]');
    await lastHandle.focus();
    await page.keyboard.press('Space');
    await expect(lastHandle).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(lastRow).toHaveAttribute('style', /translate3d\(0px, -61px/);
    await page.keyboard.press('ArrowUp');
    await expect(lastRow).toHaveAttribute('style', /translate3d\(0px, -122px/);
    // The first row making room shows the grid knows where the row will land.
    const firstRow = grid.getByRole('button', { name: '拖动排序第1行' }).locator('xpath=ancestor::tr[1]');
    await expect(firstRow).toHaveAttribute('style', /translate3d\(0px, 61px/);
    await page.keyboard.press('Space');
    await expect.poll(() => columnValues(grid, '名称')).toEqual(['苹果', '香蕉', '橙子']);
    await card.getByRole('button', { name: /取\s*值/ }).click();
    await expect(page.getByTestId('value-全部列类型')).toContainText('"id":"1001","name":"苹果"');
    await expect(page.getByTestId('value-全部列类型')).toContainText('"orderNum":1');

    const click = demo(page, '点击编辑').getByRole('grid', { name: '点击编辑' });
    await expect(click.getByRole('textbox')).toHaveCount(0);
    await expectAccessible(page);
    await click.getByRole('gridcell', { name: '名称 第1行' }).click();
    const name = click.getByRole('textbox', { name: '名称 第1行' });
    await name.fill('');
    await expect(click.locator('.hcs-grid__cell--invalid')).toHaveCount(1);
    await name.fill('一号改');
    await page.getByRole('heading', { name: '组件示例' }).first().click();
    await expect(click.getByRole('textbox')).toHaveCount(0);
    await expect(click.getByRole('gridcell', { name: '名称 第1行' })).toContainText('一号改');
  });

  test('every cell type edits, and 取值 collects what was entered', async ({ page }) => {
    await openGrid(page);
    const card = demo(page, '全部列类型');
    const grid = card.getByRole('grid', { name: '全部列类型' });
    const cell = (role: 'textbox' | 'combobox' | 'switch' | 'button', title: string) =>
      grid.getByRole(role, { name: `${title} 第1行`, exact: true });
    const option = (text: string) =>
      page.locator('.ant-select-dropdown:visible .ant-select-item-option').getByText(text, { exact: true });
    const stamp = Date.now() % 100_000;

    await cell('textbox', '名称').fill(`苹果${stamp}`);
    // Numbers: letters are refused as they are typed; the blur makes the text a number.
    await cell('textbox', '金额').fill('');
    await cell('textbox', '金额').pressSequentially('3x4.5');
    await expect(cell('textbox', '金额')).toHaveValue('34.5');
    await grid.getByRole('button', { name: /^备注 第1行/ }).click();
    await page.locator('.ant-popover').getByRole('textbox', { name: '备注 第1行' }).fill('第一行\n第二行');
    await page.keyboard.press('Escape');
    await cell('combobox', '级别').click();
    await option('三级').click();
    await cell('combobox', '城市(多选)').click();
    await option('北京').click();
    await option('上海').click();
    await page.keyboard.press('Escape');
    for (const [title, text] of [
      ['生日', '2024-05-06'],
      ['会面时间', '2024-05-06 08:30:00'],
      ['打卡', '09:15:00'],
    ] as const) {
      await cell('textbox', title).fill(text);
      await cell('textbox', title).press('Enter');
      await expect(cell('textbox', title)).toHaveValue(text);
    }
    await cell('switch', '启用').click();
    await expect(cell('switch', '启用')).not.toBeChecked();
    // Tags: a semicolon after every 2 characters, as one types.
    await cell('textbox', '标签').pressSequentially('abcde');
    await expect(cell('textbox', '标签')).toHaveValue('ab;cd;e');

    await cell('textbox', '部门').click();
    const departs = page.getByRole('dialog', { name: '选择部门' });
    await departs.getByTitle('东城服务站', { exact: true }).click();
    await departs.getByRole('button', { name: OK }).click();
    await expect(cell('textbox', '部门')).toHaveValue('东城服务站');

    await cell('textbox', '用户').click();
    const users = page.getByRole('dialog', { name: '用户选择' });
    await users.getByLabel('账号').fill('fuwu');
    await users.getByRole('button', { name: /查\s*询/ }).click();
    await users
      .locator('.hcs-record-select__results tr.ant-table-row')
      .filter({ has: page.getByRole('cell', { name: 'fuwu', exact: true }) })
      .click();
    await users.getByRole('button', { name: OK }).click();
    await expect(cell('textbox', '用户')).toHaveValue('李服务');

    // The popup maps the report's realname and username into 联系人 and 联系人账号.
    await cell('textbox', '联系人').click();
    const report = page.getByRole('dialog', { name: '用户报表' });
    await report.getByRole('search', { name: '查询用户报表' }).getByLabel('姓名').fill('张主管');
    await report.getByRole('button', { name: /查\s*询/ }).click();
    await report
      .locator('tr.hcs-report-popup__row')
      .filter({ has: page.getByRole('cell', { name: 'zhuguan', exact: true }) })
      .click();
    await report.getByRole('button', { name: OK }).click();
    await expect(cell('textbox', '联系人')).toHaveValue('张主管');

    const files = grid.locator('tr[data-row-id="1001"] td[data-key="files"]');
    await files.locator('input[type=file]').setInputFiles({
      name: `表格附件${stamp}.txt`,
      mimeType: 'text/plain',
      buffer: Buffer.from('附件内容'),
    });
    await expect(files).toContainText(`表格附件${stamp}.txt`);
    // The name shows while the file uploads; the value has it once the upload is done.
    await expect(files.getByRole('img', { name: '上传中' })).toHaveCount(0);

    await card.getByRole('button', { name: /取\s*值/ }).click();
    const collected = page.getByTestId('value-全部列类型');
    await expect(collected).toContainText(`"name":"苹果${stamp}"`);
    const first = JSON.parse((await collected.textContent())?.replace(/^[^{]*/, '') ?? '{}') as {
      rows: Record<string, unknown>[];
    };
    expect(first.rows[0]).toMatchObject({
      id: '1001',
      amount: 34.5,
      remark: '第一行\n第二行',
      level: '3',
      cities: '北京,上海',
      birthday: '2024-05-06',
      meetAt: '2024-05-06 08:30:00',
      clock: '09:15:00',
      enabled: 'N',
      tags: 'ab;cd;e',
      depart: 'dep_east',
      user: 'fuwu',
      contact: '张主管',
      contactAccount: 'zhuguan',
    });
    expect(String(first.rows[0]?.files)).toMatch(new RegExp(`表格附件${stamp}.*\\.txt$`));
    await card.screenshot({ path: '/tmp/gridbench-all-types.png' });
  });

  test('the other cell types edit too; pattern rules fail on 编码 and 手机 with their messages', async ({
    page,
  }) => {
    await openGrid(page);
    const card = demo(page, '全部列类型');
    const grid = card.getByRole('grid', { name: '全部列类型' });
    const row = grid.locator('tr[data-row-id="1001"]');
    const td = (key: string) => row.locator(`td[data-key="${key}"]`);
    const option = (text: string) =>
      page.locator('.ant-select-dropdown:visible .ant-select-item-option').getByText(text, { exact: true });
    const dropdown = page.locator('.ant-select-dropdown:visible');
    const stamp = Date.now() % 100_000;

    // The slot column draws "#" and the row's name, following it as it is typed.
    await grid.getByRole('textbox', { name: '名称 第1行' }).fill(`苹果${stamp}`);
    await expect(td('note')).toHaveText(`#苹果${stamp}`);

    // The text area popup is worked by keyboard: Enter opens it with the focus inside, Escape and Tab
    // close it (Escape back to its cell, Tab on to the next cell), and the text stays.
    const introButton = grid.getByRole('button', { name: /^简介 第1行/ });
    await introButton.focus();
    await page.keyboard.press('Enter');
    const intro = page.locator('.ant-popover').getByRole('textbox', { name: '简介 第1行' });
    await expect(intro).toBeFocused();
    // The popup's text area is 300×210 (spec §9).
    await expect.poll(async () => intro.boundingBox()).toMatchObject({ width: 300, height: 210 });
    await page.keyboard.type('简介第一行');
    await page.keyboard.press('Enter');
    await page.keyboard.type('简介第二');
    await page.keyboard.press('Escape');
    await expect(intro).toHaveCount(0);
    await expect(introButton).toBeFocused();
    await expect(introButton).toContainText('简介第一行');
    // Opened again, the caret is at the end of the text.
    await page.keyboard.press('Enter');
    await expect(intro).toBeFocused();
    await page.keyboard.type('行');
    await expect(intro).toHaveValue('简介第一行\n简介第二行');
    await page.keyboard.press('Tab');
    await expect(intro).toHaveCount(0);
    await expect(grid.getByRole('combobox', { name: '级别 第1行', exact: true })).toBeFocused();
    // Shift+Tab from the text area comes back to its cell's button.
    await introButton.click();
    await expect(intro).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(intro).toHaveCount(0);
    await expect(introButton).toBeFocused();

    // A local search keeps the matching options.
    const city = grid.getByRole('combobox', { name: '城市(搜索) 第1行', exact: true });
    await city.click();
    await city.fill('广');
    await expect(dropdown.locator('.ant-select-item-option')).toHaveCount(1);
    await option('广州').click();
    await expect(td('city')).toContainText('广州');

    // The asynchronous search asks for a keyword, says when nothing matches, then offers what the search found.
    const cityAsync = grid.getByRole('combobox', { name: '城市(异步) 第1行', exact: true });
    await cityAsync.click();
    await expect(dropdown).toContainText('请输入搜索内容');
    await cityAsync.fill('东京');
    await expect(dropdown).toContainText('没有查询到任何数据');
    await cityAsync.fill('杭');
    await option('杭州').click();
    await expect(td('cityAsync')).toContainText('杭州');

    const sex = grid.getByRole('radiogroup', { name: '性别 第1行' });
    await sex.getByText('女', { exact: true }).click();
    await expect(sex.getByRole('radio', { name: '女' })).toBeChecked();
    const agree = grid.getByRole('checkbox', { name: '同意 第1行' });
    await agree.check();
    await expect(agree).toBeChecked();

    // An image: uploaded, then shown as a thumbnail that previews it.
    await td('pics')
      .locator('input[type=file]')
      .setInputFiles({
        name: `图${stamp}.png`,
        mimeType: 'image/png',
        buffer: PIXEL_PNG,
      });
    const thumb = td('pics').getByRole('button', { name: `预览“图${stamp}.png”` });
    await expect(thumb.locator('img')).toHaveJSProperty('complete', true);
    expect(await thumb.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);
    await thumb.click();
    await expect(page.getByRole('dialog', { name: `图${stamp}.png` }).locator('img')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(thumb).toBeFocused();

    // The expand column opens the row's own content under it, and closes it again.
    await grid.getByRole('button', { name: '展开第1行' }).click();
    await expect(grid.getByText(`展开内容：苹果${stamp}`)).toBeVisible();
    await grid.getByRole('button', { name: '收起第1行' }).click();
    await expect(grid.getByText(`展开内容：苹果${stamp}`)).toHaveCount(0);

    // Pattern rules: 编码 letters only (its own message), 手机 a mobile number (the preset's message).
    const code = grid.getByRole('textbox', { name: '编码 第1行' });
    const phone = grid.getByRole('textbox', { name: '手机 第1行' });
    await code.fill('apple1');
    await phone.fill('12345');
    await expect(td('code')).toHaveClass(/hcs-grid__cell--invalid/);
    await expect(td('phone')).toHaveClass(/hcs-grid__cell--invalid/);
    await td('code').hover();
    await expect(page.getByRole('tooltip').filter({ hasText: '编码只能是字母' })).toBeVisible();
    await td('phone').hover();
    await expect(page.getByRole('tooltip').filter({ hasText: '请输入正确的手机号码' })).toBeVisible();
    const collected = page.getByTestId('value-全部列类型');
    await card.getByRole('button', { name: /取\s*值/ }).click();
    await expect(collected).toContainText('"errorCount":2');

    await code.fill('apple');
    await phone.fill('13912345678');
    await expect(grid.locator('.hcs-grid__cell--invalid')).toHaveCount(0);
    await card.getByRole('button', { name: /取\s*值/ }).click();
    await expect(collected).toContainText(`"name":"苹果${stamp}"`);
    const values = JSON.parse((await collected.textContent())?.replace(/^[^{]*/, '') ?? '{}') as {
      rows: Record<string, unknown>[];
    };
    expect(values.rows[0]).toMatchObject({
      id: '1001',
      code: 'apple',
      phone: '13912345678',
      intro: '简介第一行\n简介第二行',
      city: '广州',
      cityAsync: '杭州',
      sex: '2',
      agree: '1',
    });
    expect(String(values.rows[0]?.pics)).toMatch(new RegExp(`图${stamp}.*\\.png$`));
  });

  test('file and image cells keep to their 61 px row: 上传 and the first file in one line, every file in a popup', async ({
    page,
  }) => {
    await openGrid(page);
    const grid = demo(page, '全部列类型').getByRole('grid', { name: '全部列类型' });
    const td = (key: string) => grid.locator(`tr[data-row-id="1001"] td[data-key="${key}"]`);
    const stamp = Date.now() % 100_000;
    const text = (name: string) => ({ name, mimeType: 'text/plain', buffer: Buffer.from(name) });
    const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PIXEL_PNG });
    // The button that opens every file of the cell: ⋯ for one file, 共n个 for more.
    const allOf = (key: string, title: string) =>
      td(key).getByRole('button', { name: new RegExp(`^${title} 第1行：共\\d+个文件$`) });
    const files = allOf('files', '附件');
    const pics = allOf('pics', '图片');
    const thumb = td('pics').getByRole('button', { name: `预览“甲${stamp}.png”` });
    const fitsRow = async (key: string, ...parts: Locator[]) => {
      for (const part of [td(key).getByRole('button', { name: /上传$/ }), ...parts]) {
        expect(await within(part, td(key))).toBe(true);
      }
    };

    await td('files')
      .locator('input[type=file]')
      .setInputFiles(text(`甲${stamp}.txt`));
    await td('pics')
      .locator('input[type=file]')
      .setInputFiles(png(`甲${stamp}.png`));
    await expect(td('files')).toContainText(`甲${stamp}.txt`);
    await expect(files).toHaveAccessibleName('附件 第1行：共1个文件');
    await expect(thumb.locator('img')).toHaveJSProperty('complete', true);
    await fitsRow('files', td('files').getByTitle(`甲${stamp}.txt`), files);
    await fitsRow('pics', thumb, pics);
    // Image cells show a small thumbnail.
    expect(await thumb.boundingBox()).toMatchObject({ width: 40, height: 40 });
    await td('files').screenshot({ path: '/tmp/grid-file-cell-1.png' });
    await td('pics').screenshot({ path: '/tmp/grid-image-cell-1.png' });

    await td('files')
      .locator('input[type=file]')
      .setInputFiles([text(`乙${stamp}.txt`), text(`丙${stamp}.txt`)]);
    await td('pics')
      .locator('input[type=file]')
      .setInputFiles([png(`乙${stamp}.png`), png(`丙${stamp}.png`)]);
    await expect(files).toHaveText('共3个');
    await expect(files).toHaveAccessibleName('附件 第1行：共3个文件');
    await expect(pics).toHaveText('共3个');
    await fitsRow('files', td('files').getByTitle(`甲${stamp}.txt`), files);
    await fitsRow('pics', thumb, pics);
    await td('files').screenshot({ path: '/tmp/grid-file-cell-3.png' });
    await td('pics').screenshot({ path: '/tmp/grid-image-cell-3.png' });

    // By keyboard: Enter opens every file with its buttons, the focus on the first; Escape comes back.
    const popup = page.getByRole('dialog', { name: '附件 第1行的文件' });
    await files.focus();
    await page.keyboard.press('Enter');
    await expect(popup.getByRole('button', { name: `下载“甲${stamp}.txt”` })).toBeFocused();
    for (const name of [`甲${stamp}.txt`, `乙${stamp}.txt`, `丙${stamp}.txt`]) {
      await expect(popup.getByRole('button', { name: `下载“${name}”` })).toBeVisible();
      await expect(popup.getByRole('button', { name: `删除“${name}”` })).toBeVisible();
    }
    await page.screenshot({ path: '/tmp/grid-file-popup.png' });
    await expectAccessible(page);
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    expect((await download).suggestedFilename()).toBe(`甲${stamp}.txt`);
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await expect(files).toBeFocused();

    // Deleting a file keeps the focus in the popup; Tab past its last button goes on to the next cell.
    await page.keyboard.press('Enter');
    await popup.getByRole('button', { name: `删除“乙${stamp}.txt”` }).focus();
    await page.keyboard.press('Enter');
    await expect(popup.getByRole('button', { name: `删除“乙${stamp}.txt”` })).toHaveCount(0);
    await expect(files).toHaveText('共2个');
    await expect(popup.locator(':focus')).toHaveCount(1);
    await popup.getByRole('button', { name: `更多操作“丙${stamp}.txt”` }).focus();
    await page.keyboard.press('Tab');
    await expect(popup).toHaveCount(0);
    await expect(td('pics').getByRole('button', { name: '图片 第1行 上传' })).toBeFocused();
  });

  test('the gallery shows the primary type names, radio selection, delete confirmation and authPre', async ({
    page,
  }) => {
    await openGrid(page);
    const option = (text: string) =>
      page.locator('.ant-select-dropdown:visible .ant-select-item-option').getByText(text, { exact: true });

    // The types under the spec's own names.
    const primaryCard = demo(page, '列类型的正式名称');
    const primary = primaryCard.getByRole('grid', { name: '列类型的正式名称' });
    const cell = (key: string) => primary.locator(`tr[data-row-id="primary-1"] td[data-key="${key}"]`);
    await expect(primary.getByRole('columnheader')).toHaveText([
      '城市(select-search)',
      '城市(select-multiple)',
      '部门(departSelect)',
      '用户(userSelect)',
      '附件(upload)',
      '附件(不可下载删除)',
    ]);
    const city = primary.getByRole('combobox', { name: '城市(select-search) 第1行' });
    await city.click();
    await city.fill('深');
    await option('深圳').click();
    await primary.getByRole('combobox', { name: '城市(select-multiple) 第1行' }).click();
    await option('广州').click();
    await page.keyboard.press('Escape');
    await primary.getByRole('textbox', { name: '部门(departSelect) 第1行' }).click();
    const departs = page.getByRole('dialog', { name: '选择部门' });
    await departs.getByTitle('东城服务站', { exact: true }).click();
    await departs.getByRole('button', { name: OK }).click();
    await expect(primary.getByRole('textbox', { name: '部门(departSelect) 第1行' })).toHaveValue(
      '东城服务站',
    );
    await primary.getByRole('textbox', { name: '用户(userSelect) 第1行' }).click();
    const users = page.getByRole('dialog', { name: '用户选择' });
    await users.getByLabel('账号').fill('fuwu');
    await users.getByRole('button', { name: /查\s*询/ }).click();
    await users
      .locator('.hcs-record-select__results tr.ant-table-row')
      .filter({ has: page.getByRole('cell', { name: 'fuwu', exact: true }) })
      .click();
    await users.getByRole('button', { name: OK }).click();
    await expect(primary.getByRole('textbox', { name: '用户(userSelect) 第1行' })).toHaveValue('李服务');
    for (const key of ['files', 'locked']) {
      await cell(key)
        .locator('input[type=file]')
        .setInputFiles({ name: `${key}.txt`, mimeType: 'text/plain', buffer: Buffer.from(key) });
      await expect(cell(key)).toContainText(`${key}.txt`);
    }
    // allowDownload and allowRemove false: the file has neither button, in the cell's popup or under 更多.
    const filesOf = (title: string) => page.getByRole('dialog', { name: `${title} 第1行的文件` });
    await cell('files').getByRole('button', { name: '附件(upload) 第1行：共1个文件' }).click();
    await expect(filesOf('附件(upload)').getByRole('button', { name: /^下载/ })).toBeVisible();
    await expect(filesOf('附件(upload)').getByRole('button', { name: /^删除/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await cell('locked').getByRole('button', { name: '附件(不可下载删除) 第1行：共1个文件' }).click();
    await expect(filesOf('附件(不可下载删除)').getByRole('button', { name: /^(下载|删除)/ })).toHaveCount(0);
    await filesOf('附件(不可下载删除)')
      .getByRole('button', { name: /^更多操作/ })
      .click();
    const operations = page.getByRole('dialog', { name: '文件操作' });
    await expect(operations).toContainText('locked');
    await expect(operations.getByRole('button', { name: /^(下\s*载|删\s*除)/ })).toHaveCount(0);
    await operations.getByRole('button', { name: '关 闭' }).click();
    await page.keyboard.press('Escape');
    await primaryCard.getByRole('button', { name: /取\s*值/ }).click();
    const primaryValue = page.getByTestId('value-列类型的正式名称');
    await expect(primaryValue).toContainText('"city":"深圳"');
    await expect(primaryValue).toContainText('"cities":"北京,深圳,广州"');
    await expect(primaryValue).toContainText('"depart":"dep_east"');
    await expect(primaryValue).toContainText('"user":"fuwu"');
    await expect(primaryValue).toContainText(/"files":"[^"]*files[^"]*\.txt"/);
    await expect(primaryValue).toContainText(/"locked":"[^"]*locked[^"]*\.txt"/);

    // Radio selection: one row at a time.
    const radioGrid = demo(page, '单选行').getByRole('grid', { name: '单选行' });
    await radioGrid.getByRole('radio', { name: '选择第1行' }).check();
    await expect(page.getByTestId('value-单选行')).toContainText('"selectedIds":["radio-1"]');
    await radioGrid.getByRole('radio', { name: '选择第3行' }).check();
    await expect(page.getByTestId('value-单选行')).toContainText(
      '{"type":"selected","selectedIds":["radio-3"]}',
    );
    await expect(radioGrid.getByRole('radio', { name: '选择第1行' })).not.toBeChecked();
    await expect(radioGrid.locator('tr[aria-selected="true"]')).toHaveCount(1);
    await demo(page, '单选行').screenshot({ path: '/tmp/gallery-grid-radio.png' });

    // confirmRemove: saved rows wait for the dialog; 取消 keeps them, 删除 removes them.
    const removeCard = demo(page, '删除确认');
    const removeGrid = removeCard.getByRole('grid', { name: '删除确认' });
    const confirm = page.getByRole('dialog').filter({ hasText: '确定删除选中的已保存行吗？' });
    const serviceNames = () =>
      removeGrid
        .getByRole('textbox', { name: /^服务项目 第\d+行$/ })
        .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    await removeGrid.getByRole('checkbox', { name: '选择第1行' }).check();
    await removeCard.getByRole('button', { name: /删\s*除/ }).click();
    await expect(confirm).toContainText('将删除：助餐');
    await page.screenshot({ path: '/tmp/gallery-grid-confirm.png' });
    await confirm.getByRole('button', { name: /取\s*消/ }).click();
    await expect(confirm).toHaveCount(0);
    expect(await serviceNames()).toEqual(['助餐', '助浴', '助洁']);
    await removeCard.getByRole('button', { name: /删\s*除/ }).click();
    await confirm.getByRole('button', { name: /删\s*除/ }).click();
    await expect.poll(serviceNames).toEqual(['助浴', '助洁']);
    // A new row is not saved yet: it goes without asking.
    await removeCard.getByRole('button', { name: /新\s*增/ }).click();
    await removeGrid.getByRole('checkbox', { name: '选择第3行' }).check();
    await removeCard.getByRole('button', { name: /删\s*除/ }).click();
    await expect.poll(serviceNames).toEqual(['助浴', '助洁']);
    await expect(confirm).toHaveCount(0);
    await removeCard.getByRole('button', { name: /取\s*值/ }).click();
    await expect(page.getByTestId('value-删除确认')).toContainText('{"rows":2,"deleteIds":["saved-1"]}');

    // authPre: the two field rules of the gallery are granted to no role, the admin's included.
    const authCard = demo(page, '字段权限（authPre）');
    const authGrid = authCard.getByRole('grid', { name: '字段权限（authPre）' });
    await expect(authCard.getByTestId('grid-auth-rules')).toContainText('gallery:grid:phone（类型1，有效');
    await expect(authCard.getByTestId('grid-auth-rules')).toContainText('gallery:grid:fee（类型2，有效');
    await expect(authCard.getByTestId('grid-auth-rules')).toContainText('已授予：无');
    await expect(authGrid.getByRole('columnheader')).toHaveText(['', '服务对象', '服务费用']);
    await expect(authGrid.getByRole('textbox', { name: '联系电话 第1行' })).toHaveCount(0);
    await expect(authGrid.getByRole('textbox', { name: '服务费用 第1行' })).toBeDisabled();
    await expect(authGrid.getByRole('textbox', { name: '服务对象 第1行' })).toBeEditable();
    // Its toolbar (spec §6): add and batch_delete are granted to no role either, so 新增, 插入一行 and 删除 are gone.
    await expect(authCard.getByTestId('grid-auth-rules')).toContainText('gallery:grid:add（类型1，有效');
    await expect(authCard.getByTestId('grid-auth-rules')).toContainText(
      'gallery:grid:batch_delete（类型1，有效',
    );
    await expect(authCard.getByRole('button', { name: /上\s*移/ })).toBeVisible();
    await expect(authCard.getByRole('button', { name: /新\s*增|插入一行|删\s*除/ })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('10,000 rows × 20 columns scroll virtually with about 9 rows in the DOM', async ({ page }) => {
    await openGrid(page);
    const grid = demo(page, '一万行').getByRole('grid', { name: '一万行' });
    await expect(grid.getByRole('textbox', { name: '列1 第1行' })).toHaveValue('R1C1');
    const bodyRows = grid.locator('tbody tr');
    expect(await bodyRows.count()).toBeLessThanOrEqual(10);
    const scroller = grid.locator('xpath=..');
    for (const top of [61 * 2500, 61 * 6000, 61 * 10_000]) {
      await scroller.evaluate((el, y) => el.scrollTo(0, y), top);
      await page.waitForTimeout(50);
      expect(await bodyRows.count()).toBeLessThanOrEqual(12);
    }
    await expect(grid.getByRole('textbox', { name: '列1 第10000行' })).toHaveValue('R10000C1');
    await expect(grid.getByRole('gridcell', { name: '10000', exact: true })).toBeVisible();
    // Keyboard: from a cell, arrows move the focus between cells.
    await grid.getByRole('textbox', { name: '列1 第10000行' }).focus();
    await page.keyboard.press('Escape');
    await page.keyboard.press('ArrowUp');
    await expect(grid.locator('tr[data-index="9998"] > td[aria-colindex="2"]')).toBeFocused();
  });

  test('live update: an edit by one user appears in the open grid of another user', async ({
    page,
    browser,
  }) => {
    // A second person, signed in through the login form in a browser of their own.
    const colleague = await createUser({
      username: `grid${Date.now()}`,
      realname: '协同同事',
      password: 'E2e-grid-2026',
      role: 'admin',
      departIds: [],
    });
    const other = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const otherPage = await other.newPage();
    await otherPage.goto('/user/login');
    await loginThroughForm(otherPage, colleague);
    await Promise.all([openGrid(page), openGrid(otherPage)]);
    await expect(otherPage.getByRole('button', { name: '用户菜单：协同同事' })).toBeVisible();
    await expect(page.getByRole('button', { name: '用户菜单：管理员' })).toBeVisible();
    const grids = [page, otherPage].map((p) => demo(p, '实时协同'));
    for (const card of grids) await expect(card.locator('.hcs-grid[data-socket="open"]')).toBeVisible();
    const [mine, theirs] = grids.map((card) => card.getByRole('grid', { name: '实时协同' }));
    if (!mine || !theirs) throw new Error('no live grids');
    const name = `张三${Date.now()}`;
    await mine.getByRole('textbox', { name: '服务对象 第1行' }).fill(name);
    await expect(theirs.getByRole('textbox', { name: '服务对象 第1行' })).toHaveValue(name);
    await expect(theirs.locator('td[data-key="name"]').first()).toHaveClass(/hcs-grid__cell--reloaded/);
    // And back: the colleague's edit reaches the first user.
    const reply = `李四${Date.now()}`;
    await theirs.getByRole('textbox', { name: '服务对象 第2行' }).fill(reply);
    await expect(mine.getByRole('textbox', { name: '服务对象 第2行' })).toHaveValue(reply);
    await grids[1]?.screenshot({ path: '/tmp/grid-live.png' });
    await other.close();
  });

  test('tree table loads children on first expand; the sub-table popover toggles and flips', async ({
    page,
  }) => {
    // Hold the first children request until the placeholder row has been seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/sys\/category\/loadTreeData\?.*pid=/, async (route) => {
      await held;
      await route.continue();
    });
    await openGrid(page);
    const tree = demo(page, '树形表格').getByRole('grid', { name: '树形表格' });
    const row = (text: string) => tree.locator('tr').filter({ hasText: text });
    await row('服务项目分类')
      .getByRole('button', { name: /^展开第\d+行的下级$/ })
      .click();
    await expect(tree.getByText('loading...')).toBeVisible();
    release();
    await expect(row('生活照料')).toBeVisible();
    await expect(tree.getByText('loading...')).toHaveCount(0);
    await row('生活照料').getByRole('button', { name: /^展开/ }).click();
    await expect(row('助餐')).toBeVisible();
    // 助餐 has no children: expanding it makes it a leaf.
    await row('助餐').getByRole('button', { name: /^展开/ }).click();
    await expect(row('助餐').getByRole('button')).toHaveCount(0);
    await demo(page, '树形表格').screenshot({ path: '/tmp/grid-tree.png' });
    await row('服务项目分类').getByRole('button', { name: /^收起/ }).click();
    await expect(row('生活照料')).toHaveCount(0);

    const card = demo(page, '子表');
    const first = card.getByRole('button', { name: '子表 第1行' });
    // Near the top of the window (below the app's header) there is room below: it opens under the row.
    await first.evaluate((el) => {
      el.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -120);
    });
    await first.click();
    const popover = page.locator('.hcs-grid__sub-body');
    await expect(popover.getByRole('grid', { name: '助餐服务单的明细' })).toContainText('送餐上门');
    await expect(popover).toHaveAttribute('data-placement', 'bottom');
    await expect(page.getByRole('button', { name: '关闭子表' })).toBeFocused();
    expect(await below(popover, first)).toBe(true);
    await page.screenshot({ path: '/tmp/grid-subtable.png' });
    await expectAccessible(page);
    await first.click();
    await expect(popover).toHaveCount(0);
    // Near the bottom of the window there is too little room below: it opens above the row.
    const second = card.getByRole('button', { name: '子表 第2行' });
    await second.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await second.click();
    await expect(popover.getByRole('grid', { name: '康复服务单的明细' })).toContainText('康复训练');
    await expect(popover).toHaveAttribute('data-placement', 'top');
    expect(await below(second, popover)).toBe(true);
    await page.screenshot({ path: '/tmp/grid-subtable-top.png' });
    await page.getByRole('button', { name: '关闭子表' }).click();
    await expect(popover).toHaveCount(0);
    // A row drawn a moment after the call is found by the retries.
    await card.getByRole('button', { name: '新增并打开子表' }).click();
    await expect(popover.getByRole('grid', { name: '新服务单的明细' })).toBeVisible();
  });
});
