import { expect, type Page, test } from '@playwright/test';
import { ADMIN_STATE } from '../support/env.ts';
import { cancelTypedForm, LEAVE_QUESTION as LEAVE } from '../support/leaveForm.ts';

test.use({ storageState: ADMIN_STATE });

async function openAddForm(page: Page) {
  await page.goto('/system/position');
  await expect(page.getByRole('heading', { name: '职务管理' })).toBeVisible();
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const form = page.getByRole('dialog', { name: '新增' });
  await expect(form).toBeVisible();
  return form;
}

test.describe('typed work is not lost without asking', () => {
  test('取消 asks first; an untouched form closes at once', async ({ page }) => {
    let form = await openAddForm(page);
    await form.getByRole('button', { name: /取\s*消/ }).click();
    await expect(form).toBeHidden();

    form = await openAddForm(page);
    await form.getByLabel('职务名称').fill('社工督导');
    await form.getByRole('button', { name: /取\s*消/ }).click();
    const question = page.getByRole('dialog', { name: LEAVE });
    await question.getByRole('button', { name: /留\s*下/ }).click();
    await expect(question).toBeHidden();
    await expect(form.getByLabel('职务名称')).toHaveValue('社工督导');
    await form.getByRole('button', { name: /取\s*消/ }).click();
    await page
      .getByRole('dialog', { name: LEAVE })
      .getByRole('button', { name: /离\s*开/ })
      .click();
    await expect(form).toBeHidden();
  });

  test('on a phone the back button asks before leaving the page with the form', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard/analysis');
    // Within the app (a page loaded anew would be left by the browser, which only asks on its own).
    await page.getByRole('button', { name: '展开菜单' }).click();
    const menu = page.getByRole('navigation', { name: '主菜单' });
    await menu.getByRole('menuitem', { name: /系统管理/ }).click();
    await menu.getByRole('menuitem', { name: '职务管理' }).click();
    await expect(page.getByRole('heading', { name: '职务管理' })).toBeVisible();
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const form = page.getByRole('dialog', { name: '新增' });
    await form.getByLabel('职务名称').fill('康复专员');
    await page.goBack();
    const question = page.getByRole('dialog', { name: LEAVE });
    await question.getByRole('button', { name: /留\s*下/ }).click();
    await expect(page).toHaveURL(/\/system\/position/);
    await expect(form.getByLabel('职务名称')).toHaveValue('康复专员');

    await page.goBack();
    await page
      .getByRole('dialog', { name: LEAVE })
      .getByRole('button', { name: /离\s*开/ })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  });

  test('a reload with typed work gets the browser’s own question', async ({ page }) => {
    const form = await openAddForm(page);
    await form.getByLabel('职务名称').fill('助残员');
    const asked = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      });
    });
    // A page's beforeunload question only shows after the user has acted on it (the fill above).
    void page.reload().catch(() => undefined);
    expect(await asked).toBe('beforeunload');
    await expect(form.getByLabel('职务名称')).toHaveValue('助残员');
  });
});

test('a new order’s content left unsaved is offered back as a draft', async ({ page }) => {
  await page.goto('/wo/order');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  let form = page.getByRole('dialog', { name: '新建工单' });
  const content = form.getByRole('textbox', { name: '服务内容' });
  await content.fill('每周三上门陪同复诊');
  await expect(content).toContainText('每周三上门陪同复诊');
  await cancelTypedForm(page, form);

  await page.getByRole('button', { name: /新\s*增/ }).click();
  form = page.getByRole('dialog', { name: '新建工单' });
  await expect(form.getByText(/有未保存的草稿/)).toBeVisible();
  await form.getByRole('button', { name: /恢复草稿/ }).click();
  await expect(form.getByRole('textbox', { name: '服务内容' })).toContainText('每周三上门陪同复诊');
  await expect(form.getByText(/有未保存的草稿/)).toHaveCount(0);
  await cancelTypedForm(page, form);
});
