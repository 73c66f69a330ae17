import { randomBytes } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible, untiedErrors } from '../support/a11y.ts';
import { apiLogin, uniqueText } from '../support/apiSession.ts';
import { ADMIN_STATE, BASE_URL, MANAGER } from '../support/env.ts';
import { loginThroughForm } from '../support/login.ts';
import { uniquePersonName } from '../support/personName.ts';
import { addEastAudience, addEastOrder } from '../support/woRecords.ts';
import { settled } from './shell-helpers.ts';

// Issue 21, the screen-reader flow: what a screen reader is given on the key pages (ARIA snapshots, so
// a regression shows as a diff), the announcements of the one polite live region, the focus after a
// route change and after a submit with errors.
test.use({ storageState: ADMIN_STATE, viewport: { width: 1366, height: 800 } });
test.describe.configure({ timeout: 120_000 });

let audienceName: string;
let orderNo: string;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  const manager = await apiLogin(request, MANAGER);
  audienceName = uniquePersonName('读屏');
  const audienceId = await addEastAudience(request, manager.token, audienceName);
  ({ orderNo } = await addEastOrder(request, manager.token, audienceId, { title: uniqueText('助浴') }));
  await request.dispose();
});

interface AXNode {
  nodeId: string;
  role?: { value?: string };
  name?: { value?: string };
  childIds?: string[];
}

/**
 * What the live region says, in order, as the browser gives it to a screen reader: read from the
 * accessibility tree, since its text is in a closed shadow root that page queries do not reach.
 */
async function announced(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
    const byId = new Map(nodes.map((node) => [node.nodeId, node]));
    const textOf = (node: AXNode | undefined): string =>
      !node
        ? ''
        : node.role?.value === 'StaticText'
          ? (node.name?.value ?? '')
          : (node.childIds ?? []).map((id) => textOf(byId.get(id))).join('');
    // Ours is the status region of paragraphs, one per announcement (antd has status regions of its own).
    const paragraphs = (node: AXNode) =>
      (node.childIds ?? []).map((id) => byId.get(id)).filter((child) => child?.role?.value === 'paragraph');
    return nodes
      .filter((node) => node.role?.value === 'status')
      .flatMap(paragraphs)
      .map(textOf)
      .filter((text) => text !== '');
  } finally {
    await cdp.detach();
  }
}

const lastAnnounced = async (page: Page) => (await announced(page)).at(-1);

/** The lines of an ARIA snapshot naming a button or a link that has no name: an icon acting alone. */
async function unnamedControls(scope: Locator): Promise<string[]> {
  const snapshot = await scope.ariaSnapshot();
  return snapshot
    .split('\n')
    .filter((line) => /^\s*- (button|link|menuitem|tab)(\s*\[[^\]]*\])*:?\s*$/.test(line));
}

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the login page', async ({ page }) => {
    await page.goto('/user/login');
    const form = page.locator('form').first();
    await expect(form.getByLabel('用户名')).toBeVisible({ timeout: 30_000 });
    await expect(form).toMatchAriaSnapshot(`
      - text: 用户名
      - textbox "用户名":
        - /placeholder: 请输入用户名
      - text: 密码
      - textbox "密码":
        - /placeholder: 请输入密码
      - button "显示":
        - img "eye-invisible"
      - checkbox "自动登录" [checked]
      - text: 自动登录
      - button "登 录"
    `);
    expect(await unnamedControls(page.locator('body'))).toEqual([]);

    // Signed in, the app goes from / to the landing page: no route change to say, focus left alone.
    await loginThroughForm(page, MANAGER);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible({ timeout: 30_000 });
    await settled(page);
    await expect(heading).not.toBeFocused();
    expect(await announced(page)).not.toContain((await heading.textContent()) ?? '');
  });
});

test('the 服务对象 list and its 新增 form', async ({ page }) => {
  await page.goto(`/wo/audience?q.name=${encodeURIComponent(audienceName)}`);
  const main = page.getByRole('main');
  await expect(main.getByText(audienceName).first()).toBeVisible({ timeout: 30_000 });
  await settled(page);
  await expect(main.locator('.hcs-page-header')).toMatchAriaSnapshot(`
    - navigation "面包屑":
      - list:
        - listitem:
          - link "首页":
            - /url: /dashboard/analysis
        - listitem: 服务对象
    - heading "服务对象" [level=1]
  `);
  await expect(main.getByRole('search')).toMatchAriaSnapshot(`
    - search "查询服务对象":
      - text: "姓名 :"
      - textbox "姓名 :":
        - /placeholder: 请输入姓名
        - text: /读屏\\w+/
      - button "清除":
        - img "清除"
      - text: "身份证号 :"
      - textbox "身份证号 :":
        - /placeholder: 请输入完整的身份证号
      - text: "残疾类别 : 请选择残疾类别"
      - combobox "残疾类别 :"
      - img "down"
      - button "search 查询":
        - img "search"
        - text: ""
      - button "undo 重置":
        - img "undo"
        - text: ""
      - button "down 展开":
        - img "down"
        - text: ""
  `);
  await expect(main.getByRole('table')).toMatchAriaSnapshot(`
    - table:
      - rowgroup:
        - row:
          - columnheader "全选当页":
            - checkbox "全选当页"
          - columnheader "姓名"
          - columnheader "性别"
          - columnheader "身份证号"
          - columnheader "残疾类别"
          - columnheader "残疾等级"
          - columnheader "联系电话"
          - columnheader "所在地区"
          - columnheader "服务需求"
          - columnheader "责任站点"
          - columnheader "状态"
          - columnheader "创建时间"
          - columnheader "操作"
      - rowgroup:
        - row:
          - cell /选择“读屏\\w+”/:
            - checkbox /选择“读屏\\w+”/
          - cell /读屏\\w+/
          - cell "男"
          - cell /\\d+\\*\\*\\*\\*\\*\\*\\*\\*\\*\\*\\*\\d+ 查看完整身份证号/:
            - text: ""
            - button "查看完整身份证号"
          - cell "肢体"
          - cell "二级"
          - cell /\\d+\\*\\*\\*\\*\\d+ 查看完整联系电话/:
            - text: ""
            - button "查看完整联系电话"
          - cell
          - cell
          - cell "东城服务站"
          - cell "在册"
          - cell /\\d+-\\d+-\\d+ \\d+:\\d+:\\d+/
          - cell /编辑“读屏\\w+” 详情“读屏\\w+” 删除“读屏\\w+”/:
            - button /编辑“读屏\\w+”/
            - button /详情“读屏\\w+”/
            - button /删除“读屏\\w+”/
  `);
  expect(await unnamedControls(page.locator('body'))).toEqual([]);

  await main.getByRole('button', { name: /新\s*增/ }).click();
  const form = page.getByRole('dialog', { name: '新增服务对象' });
  await expect(form).toBeVisible();
  await settled(page);
  await expect(form).toMatchAriaSnapshot(`
    - dialog "新增服务对象":
      - button "关闭":
        - img "close"
      - text: "新增服务对象 * 姓名 :"
      - textbox "* 姓名 :":
        - /placeholder: 请输入姓名
      - text: "* 性别 :"
      - radiogroup "性别":
        - radio "男"
        - text: 男
        - radio "女"
        - text: 女
      - text: "* 身份证号 :"
      - textbox "* 身份证号 :":
        - /placeholder: 请输入身份证号
      - text: "出生日期 :"
      - textbox "出生日期 :":
        - /placeholder: 请选择出生日期
      - text: "* 残疾类别 : 请选择残疾类别"
      - combobox "* 残疾类别 :"
      - img "down"
      - text: "* 残疾等级 : 请选择残疾等级"
      - combobox "* 残疾等级 :"
      - img "down"
      - text: "残疾证号 :"
      - textbox "残疾证号 :":
        - /placeholder: 请输入残疾证号
      - text: "联系电话 :"
      - textbox "联系电话 :":
        - /placeholder: 请输入联系电话
      - text: "* 责任站点 :"
      - textbox "* 责任站点 :":
        - /placeholder: 请选择责任站点
      - button "选择部门":
        - img "search"
        - text: ""
      - text: "所在地区 : 请选择所在地区"
      - combobox "所在地区 :"
      - img "down"
      - text: "详细地址 :"
      - textbox "详细地址 :":
        - /placeholder: 请输入详细地址
      - text: "监护人 :"
      - textbox "监护人 :":
        - /placeholder: 请输入监护人姓名
      - text: "监护人电话 :"
      - textbox "监护人电话 :":
        - /placeholder: 请输入监护人电话
      - text: "居住情况 : 请选择居住情况"
      - combobox "居住情况 :"
      - img "down"
      - text: "经济状况 : 请选择经济状况"
      - combobox "经济状况 :"
      - img "down"
      - text: "服务需求 : 请选择服务需求"
      - combobox "服务需求 :"
      - img "down"
      - text: "* 状态 :"
      - radiogroup "状态":
        - radio "在册" [checked]
        - text: 在册
        - radio "停止服务"
        - text: 停止服务
      - text: "照片 :"
      - button "上传照片"
      - text: "附件 :"
      - button "upload 上传附件":
        - img "upload"
        - text: ""
      - text: "备注 :"
      - textbox "备注 :":
        - /placeholder: 请输入备注
      - button "取 消"
      - button "确 定"
  `);
  expect(await unnamedControls(form)).toEqual([]);
});

test('the work-order detail', async ({ page }) => {
  await page.goto(`/wo/order?q.audienceName=${encodeURIComponent(audienceName)}`);
  await page.getByRole('button', { name: `详情“${orderNo}”` }).click({ timeout: 30_000 });
  const detail = page.getByRole('dialog', { name: '工单详情' });
  await expect(detail.getByText(audienceName).first()).toBeVisible();
  await settled(page);
  await expect(detail).toMatchAriaSnapshot(`
    - dialog "工单详情":
      - button "关闭":
        - img "close"
      - text: ""
      - button /派单“GD\\d+”/
      - button /取消“GD\\d+”/
      - region "工单信息":
        - region "上门信息":
          - heading "上门信息" [level=5]
          - table:
            - rowgroup:
              - row /服务对象 读屏\\w+ 残疾情况 肢体 · 二级/:
                - rowheader "服务对象"
                - cell /读屏\\w+/:
                  - button /读屏\\w+/
                - rowheader "残疾情况"
                - cell "肢体 · 二级"
              - row "上门地址 东城区和平里街道 2 号 地图导航":
                - rowheader "上门地址"
                - cell "东城区和平里街道 2 号 地图导航":
                  - text: ""
                  - link "地图导航":
                    - /url: https://uri.amap.com/search?keyword=%E4%B8%9C%E5%9F%8E%E5%8C%BA%E5%92%8C%E5%B9%B3%E9%87%8C%E8%A1%97%E9%81%93%202%20%E5%8F%B7
              - row:
                - rowheader "联系电话"
                - cell /\\d+\\*\\*\\*\\*\\d+/
                - rowheader "监护人"
                - cell "—"
        - table:
          - rowgroup:
            - row /工单编号 GD\\d+ 状态 待派单/:
              - rowheader "工单编号"
              - cell /GD\\d+/
              - rowheader "状态"
              - cell "待派单"
            - row /标题 助浴\\w+/:
              - rowheader "标题"
              - cell /助浴\\w+/
            - row /服务对象 读屏\\w+ 服务类型 助餐/:
              - rowheader "服务对象"
              - cell /读屏\\w+/
              - rowheader "服务类型"
              - cell "助餐"
            - row "来源 — 优先级 重要":
              - rowheader "来源"
              - cell "—"
              - rowheader "优先级"
              - cell "重要"
            - row "所属部门 东城服务站 处理人 —":
              - rowheader "所属部门"
              - cell "东城服务站"
              - rowheader "处理人"
              - cell "—"
            - row:
              - rowheader "预约时间"
              - cell /\\d+-\\d+-\\d+ \\d+:\\d+:\\d+/
              - rowheader "截止时间"
              - cell /\\d+-\\d+-\\d+ \\d+:\\d+:\\d+/
            - row:
              - rowheader "创建人"
              - cell "张主管"
              - rowheader "创建时间"
              - cell /\\d+-\\d+-\\d+ \\d+:\\d+:\\d+/
            - row "派单时间 — 接单时间 —":
              - rowheader "派单时间"
              - cell "—"
              - rowheader "接单时间"
              - cell "—"
            - row "完成时间 — 关闭时间 —":
              - rowheader "完成时间"
              - cell "—"
              - rowheader "关闭时间"
              - cell "—"
            - row "服务内容 —":
              - rowheader "服务内容"
              - cell "—"
            - row "处理结果 —":
              - rowheader "处理结果"
              - cell "—"
            - row "附件 无文件":
              - rowheader "附件"
              - cell "无文件"
            - row "满意度 — 回访意见 —":
              - rowheader "满意度"
              - cell "—"
              - rowheader "回访意见"
              - cell "—"
        - heading "处理记录" [level=5]
        - list:
          - listitem: /创建：待派单 张主管 · \\d+-\\d+-\\d+ \\d+:\\d+:\\d+/
  `);
  expect(await unnamedControls(detail)).toEqual([]);
});

test('the grid gallery', async ({ page }) => {
  await page.goto('/test/home?tab=grid');
  const grid = page.getByRole('grid', { name: '全部列类型' });
  await expect(grid.getByRole('textbox', { name: '名称 第1行' })).toBeVisible({ timeout: 60_000 });
  await settled(page);
  const demo = page.locator('[aria-label="全部列类型"]').first();
  await expect(demo.getByRole('row').first()).toMatchAriaSnapshot(`
    - row:
      - columnheader "全选":
        - checkbox "全选"
      - columnheader "序号"
      - columnheader "展开"
      - columnheader "排序"
      - columnheader "名称"
      - columnheader "编码"
      - columnheader "手机"
      - columnheader "金额"
      - columnheader "备注"
      - columnheader "简介"
      - columnheader "级别"
      - columnheader "城市(多选)"
      - columnheader "城市(搜索)"
      - columnheader "城市(异步)"
      - columnheader "性别"
      - columnheader "同意"
      - columnheader "生日"
      - columnheader "会面时间"
      - columnheader "打卡"
      - columnheader "启用"
      - columnheader "进度"
      - columnheader "标签"
      - columnheader "部门"
      - columnheader "用户"
      - columnheader "联系人"
      - columnheader "联系人账号"
      - columnheader "附件"
      - columnheader "图片"
      - columnheader "插槽"
      - columnheader "只读"
  `);
  await expect(demo.getByRole('row').nth(1)).toMatchAriaSnapshot(`
    - row:
      - gridcell "选择第1行":
        - checkbox "选择第1行"
      - gridcell "1"
      - gridcell "展开第1行":
        - button "展开第1行":
          - img "right"
      - gridcell "拖动排序第1行":
        - button "拖动排序第1行":
          - img "holder"
      - gridcell "苹果":
        - textbox "名称 第1行":
          - /placeholder: 请输入名称
          - text: 苹果
      - gridcell "apple":
        - textbox "编码 第1行": apple
      - gridcell:
        - textbox "手机 第1行"
      - gridcell /\\d+/:
        - textbox "金额 第1行": /\\d+/
      - gridcell "备注 第1行： 点击填写":
        - button "备注 第1行： 点击填写"
      - gridcell "简介 第1行： 点击填写":
        - button "简介 第1行： 点击填写"
      - gridcell "一级 down 清除":
        - text: ""
        - combobox "级别 第1行"
        - img "down"
        - button "清除"
      - gridcell "down":
        - combobox "城市(多选) 第1行"
        - img "down"
      - gridcell "down":
        - combobox "城市(搜索) 第1行"
        - img "down"
      - gridcell "down":
        - combobox "城市(异步) 第1行"
        - img "down"
      - gridcell "性别 第1行":
        - radiogroup "性别 第1行":
          - radio "男"
          - text: 男
          - radio "女"
          - text: 女
      - gridcell "同意 第1行":
        - checkbox "同意 第1行"
      - gridcell:
        - textbox "生日 第1行":
          - /placeholder: 请选择日期
      - gridcell:
        - textbox "会面时间 第1行":
          - /placeholder: 请选择日期
      - gridcell:
        - textbox "打卡 第1行":
          - /placeholder: 请选择时间
      - gridcell "启用 第1行":
        - switch "启用 第1行" [checked]: 是 否
      - gridcell /\\d+/:
        - progressbar "进度 第1行": /\\d+%/
      - gridcell:
        - textbox "标签 第1行"
      - gridcell "选择部门":
        - textbox "部门 第1行":
          - /placeholder: 请选择部门
        - button "选择部门":
          - img "search"
          - text: ""
      - gridcell "选择用户":
        - textbox "用户 第1行":
          - /placeholder: 请选择用户
        - button "选择用户":
          - img "search"
          - text: ""
      - gridcell "联系人 第1行 table 选择":
        - text: ""
        - textbox "联系人 第1行":
          - /placeholder: 请选择
        - button "table 选择":
          - img "table"
          - text: ""
      - gridcell
      - gridcell "附件 第1行 上传":
        - button "附件 第1行 上传"
      - gridcell "图片 第1行 上传":
        - button "图片 第1行 上传"
      - gridcell "#苹果"
      - gridcell "已保存"
  `);
  expect(await unnamedControls(page.getByRole('main'))).toEqual([]);
});

test('a route change says the title and focuses the heading; a save and a delete are said', async ({
  page,
}) => {
  // The first page: focus stays where the browser put it, the title is not said.
  await page.goto('/dashboard/analysis');
  const firstHeading = page.getByRole('heading', { level: 1 });
  await expect(firstHeading).toBeVisible({ timeout: 30_000 });
  await expect(firstHeading).not.toBeFocused();
  const titleBefore = (await firstHeading.textContent()) ?? '';
  expect(await announced(page)).not.toContain(titleBefore);

  // Through the menu to 职务管理: its title is said, its heading has focus (no ring after a click).
  await page.getByRole('menuitem', { name: '系统管理' }).click();
  await page.getByRole('menuitem', { name: '职务管理' }).click();
  const heading = page.getByRole('heading', { level: 1, name: '职务管理' });
  await expect(heading).toBeFocused();
  await expect.poll(() => announced(page)).toContain('职务管理');
  expect(await heading.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('none');
  await expect.poll(() => lastAnnounced(page)).toMatch(/已加载 \d+ 条|没有数据/);

  // A new query string alone is no route change: the list's load is said, focus stays on 查询.
  const code = `SR_${randomBytes(3).toString('hex')}`;
  const query = page.getByRole('search', { name: '查询职务' });
  await query.getByLabel('职务编码').fill(code);
  const search = query.getByRole('button', { name: /查\s*询/ });
  await search.click();
  await expect(page).toHaveURL(/q\.code=/);
  await expect.poll(() => lastAnnounced(page)).toBe('没有数据');
  await expect(search).toBeFocused();

  // A submit with errors focuses the first invalid field, its error tied to it.
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const add = page.getByRole('dialog', { name: '新增' });
  await add.getByRole('button', { name: /确\s*定/ }).click();
  const codeField = add.getByLabel('职务编码');
  await expect(codeField).toBeFocused();
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expect(codeField).toHaveAccessibleDescription('请输入职务编码');
  await expect(add.getByLabel('职级')).toHaveAccessibleDescription('请选择职级');

  // The save is said, and stays in the live region after the toast has gone.
  await codeField.fill(code);
  await add.getByLabel('职务名称').fill(`读屏测试-${code}`);
  await add.getByLabel('职级').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('中级', { exact: true }).click();
  await add.getByRole('button', { name: /确\s*定/ }).click();
  await expect(add).toBeHidden();
  await expect.poll(() => announced(page)).toContain('添加成功！');
  await expect.poll(() => lastAnnounced(page)).toBe('已加载 1 条');

  // And so is a delete.
  const name = `读屏测试-${code}`;
  await page.getByRole('button', { name: `删除“${name}”` }).click();
  await page
    .getByRole('tooltip')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect.poll(async () => (await announced(page)).some((text) => /删除成功/.test(text))).toBe(true);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a page chosen in the menu drawer says its title and its heading keeps the focus', async ({
    page,
  }) => {
    await page.goto('/dashboard/analysis');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await settled(page);
    await page.getByRole('button', { name: '展开菜单' }).tap();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('menuitem', { name: '系统管理' }).tap();
    await drawer.getByRole('menuitem', { name: '职务管理' }).tap();
    await expect(drawer).toBeHidden();
    // The drawer gives the focus back to its button as it closes; the new page's heading keeps it.
    const heading = page.getByRole('heading', { level: 1, name: '职务管理' });
    await expect(heading).toBeFocused();
    await expect.poll(() => announced(page)).toContain('职务管理');
    await expect.poll(() => lastAnnounced(page)).toMatch(/已加载 \d+ 条|没有数据/);
    await expect(heading).toBeFocused();
    await expectAccessible(page);
  });
});

test('a toast a screen raises itself, and a failed request, are said in the live region', async ({
  page,
}) => {
  await page.goto('/system/dict');
  const refresh = page.getByRole('button', { name: '刷新缓存' });
  await expect(refresh).toBeVisible({ timeout: 30_000 });
  await settled(page);
  await refresh.click();
  await expect(page.locator('.ant-message').getByText('刷新缓存完成！')).toBeVisible();
  await expect.poll(() => announced(page)).toContain('刷新缓存完成！');

  // A request the server refuses with 403: the request client's notice says 系统提示 and why.
  await page.route('**/hcs/sys/dict/list**', (route) =>
    route.fulfill({ status: 403, contentType: 'application/json', body: '{}' }),
  );
  await page
    .getByRole('search')
    .getByRole('button', { name: /查\s*询/ })
    .click();
  await expect(page.locator('.ant-notification').getByText('拒绝访问')).toBeVisible();
  await expect.poll(() => announced(page)).toContain('系统提示：拒绝访问');
});

test('every form of the 新增服务对象 drawer ties its error to its control', async ({ page }) => {
  await page.goto(`/wo/audience?q.name=${encodeURIComponent(audienceName)}`);
  const main = page.getByRole('main');
  await expect(main.getByText(audienceName).first()).toBeVisible({ timeout: 30_000 });
  await settled(page);
  await main.getByRole('button', { name: /新\s*增/ }).click();
  const form = page.getByRole('dialog', { name: '新增服务对象' });
  await form.getByRole('button', { name: /确\s*定/ }).click();
  expect(await untiedErrors(form)).toEqual([]);
  // The first invalid field has focus.
  const first = form.locator('.ant-form-item-has-error [aria-invalid="true"]').first();
  await expect(first).toBeFocused();
});
