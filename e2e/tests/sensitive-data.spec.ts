import { idCardCheckChar } from '@hcs/shared';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { ADMIN_STATE } from '../support/env.ts';
import { uniquePersonName } from '../support/personName.ts';

test.use({
  storageState: ADMIN_STATE,
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
});

function idCardNo(): string {
  const first17 = `11010119750505${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  return `${first17}${idCardCheckChar(first17)}`;
}

async function token(page: Page): Promise<string> {
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem('Access-Token') ?? '{}') as { value?: string }).value ?? '',
  );
}

test('sensitive data is masked for the administrator too; 查看完整 reveals one value and the reveal is logged', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = uniquePersonName('遮挡');
  const id = idCardNo();
  await page.goto('/wo/audience');
  await expect(page.getByRole('button', { name: /新\s*增/ })).toBeVisible({ timeout: 30_000 });
  const added = await page.request.post('/hcs/wo/audience/add', {
    headers: { 'X-Access-Token': await token(page) },
    data: {
      name,
      sex: 2,
      idCardNo: id,
      disabilityCertNo: `${id}11`,
      disabilityType: '2',
      disabilityLevel: '1',
      phone: '13912345678',
      departId: 'dep_east',
      status: '1',
    },
  });
  expect(((await added.json()) as { success: boolean }).success).toBe(true);

  // The list's search lives in the URL: the one audience of that name.
  await page.goto(`/wo/audience?q.name=${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: `详情“${name}”` }).click();
  const detail = page.getByRole('dialog', { name: '服务对象详情' });
  const masked = `${id.slice(0, 3)}***********${id.slice(-4)}`;
  await expect(detail).toContainText(masked);
  // The 残疾证号 (the ID number and two digits) no longer shows the ID's hidden digits.
  await expect(detail).toContainText(`${id.slice(0, 3)}***************11`);
  await expect(detail).toContainText('139****5678');
  await expect(detail).not.toContainText(id);
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/h5/e2e-detail-masked.png' });

  await detail.getByRole('button', { name: '查看完整身份证号' }).click();
  await expect(detail).toContainText(id);
  // Only the value asked for: the phone stays masked.
  await expect(detail).toContainText('139****5678');
  await expect(detail.getByRole('button', { name: '查看完整身份证号' })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/h5/e2e-detail-revealed.png' });

  // 系统管理 → 敏感信息查看日志: who revealed what of whom, and when.
  await page.goto(`/system/sensitiveLog?q.dataName=${encodeURIComponent(name)}`);
  const log = page.locator('.hcs-list-page');
  await expect(log.getByText(name).first()).toBeVisible({ timeout: 30_000 });
  await expect(log).toContainText('身份证号');
  await expect(log).toContainText('管理员');
  await expect(log).not.toContainText(id);
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/h5/e2e-log.png', fullPage: true });
});
