import { expect, test } from '@playwright/test';
import { ADMIN_STATE, centreDay } from '../support/env.ts';
import { cancelTypedForm } from '../support/leaveForm.ts';

test.use({
  storageState: ADMIN_STATE,
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
});

test('on a phone a date and time is chosen in a sheet that fits the screen', async ({ page }) => {
  await page.goto('/wo/order');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const form = page.getByRole('dialog', { name: '新建工单' });
  const field = form.getByRole('textbox', { name: '预约时间' });
  await field.tap();

  const sheet = page.getByRole('dialog', { name: '请选择预约时间' });
  await expect(sheet).toBeVisible();
  const box = await sheet.boundingBox();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
  // The month's navigation and every weekday are on screen.
  for (const day of ['一', '二', '三', '四', '五', '六', '日']) {
    await expect(sheet.getByRole('columnheader', { name: day })).toBeInViewport();
  }

  await sheet.getByRole('button', { name: /^明\s?天$/ }).tap();
  await sheet.getByRole('combobox', { name: '小时' }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('09 时', { exact: true }).click();
  await sheet.getByRole('button', { name: /^确\s?定$/ }).tap();
  await expect(sheet).toBeHidden();
  const tomorrow = centreDay(new Date(Date.now() + 86_400_000));
  await expect(field).toHaveValue(`${tomorrow} 09:00:00`);
  await cancelTypedForm(page, form);
});
