import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import {
  apiLogin,
  apiPost,
  type Envelope,
  PHONE_DEVICE,
  randomIdCardNo,
  signInBrowser,
} from '../support/apiSession.ts';
import { MANAGER, STAFF } from '../support/env.ts';
import { uniquePersonName } from '../support/personName.ts';

// The worker's phone: a 390 px touch screen.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.describe.configure({ timeout: 180_000 });

/** A 1 × 1 PNG: a real image for the thumbnail. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function getOrder(request: APIRequestContext, token: string, id: string) {
  const res = await request.get(`/hcs/wo/workOrder/queryById?id=${id}`, {
    headers: { 'X-Access-Token': token },
  });
  return ((await res.json()) as Envelope<{ version: number }>).result;
}

test('the worker opens their order on the phone: 上门信息 with a map link and tap-to-call, the photo as a thumbnail with a preview', async ({
  browser,
  request,
}) => {
  const manager = await apiLogin(request, MANAGER);
  const staff = await apiLogin(request, STAFF);
  const name = uniquePersonName('独居');
  const audienceId = await apiPost<string>(request, manager.token, '/wo/audience/add', {
    name,
    sex: 2,
    idCardNo: randomIdCardNo(),
    disabilityType: '4',
    disabilityLevel: '2',
    phone: '137 0013 7000',
    guardianName: '李监护',
    guardianPhone: '010-8888 6666',
    areaCode: '110101',
    address: '东华门街道 1 号',
    livingStatus: '1',
    departId: 'dep_east',
    status: '1',
  });
  const order = (title: string) =>
    apiPost<{ id: string; orderNo: string }>(request, manager.token, '/wo/workOrder/add', {
      title,
      audienceId,
      serviceType: '1',
      priority: 'M',
      departId: 'dep_east',
      assigneeId: staff.id,
    });
  const open = await order('上门探访');
  // A second order the worker completed with a photo and a document.
  const done = await order('上门助洁');
  const upload = async (fileName: string, mimeType: string, buffer: Buffer) => {
    const res = await request.post('/hcs/sys/common/upload', {
      headers: { 'X-Access-Token': staff.token },
      multipart: { biz: 'workorder', file: { name: fileName, mimeType, buffer } },
    });
    return ((await res.json()) as Envelope<unknown>).message;
  };
  const photo = await upload('门口照片.png', 'image/png', PNG);
  const doc = await upload('服务记录.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
  await apiPost(request, staff.token, '/wo/workOrder/accept', {
    id: done.id,
    version: (await getOrder(request, staff.token, done.id)).version,
  });
  await apiPost(request, staff.token, '/wo/workOrder/complete', {
    id: done.id,
    version: (await getOrder(request, staff.token, done.id)).version,
    result: '已打扫',
    attachments: `${photo},${doc}`,
  });

  const { context, page } = await signInBrowser(browser, STAFF, PHONE_DEVICE);
  await page.goto(`/wo/order?id=${open.id}`);
  const detail = page.getByRole('dialog', { name: '工单详情' });
  await expect(detail).toContainText(open.orderNo, { timeout: 30_000 });
  const visit = detail.getByRole('region', { name: '上门信息' });
  await expect(visit).toBeVisible();
  await expect(visit.getByRole('alert')).toContainText('独居');
  const map = visit.getByRole('link', { name: '地图导航' });
  await expect(map).toHaveAttribute('href', /^https:\/\/uri\.amap\.com\/search\?keyword=/);
  expect(decodeURIComponent((await map.getAttribute('href')) ?? '')).toContain('东华门街道 1 号');
  await expect(visit.getByRole('link', { name: /^拨打.+电话 13700137000$/ })).toHaveAttribute(
    'href',
    'tel:13700137000',
  );
  await expect(visit.getByRole('link', { name: '拨打监护人电话 01088886666' })).toHaveAttribute(
    'href',
    'tel:01088886666',
  );
  // The block is at the top of the drawer, inside the phone's width.
  const box = await visit.boundingBox();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: '/tmp/h2-visit-phone.png' });
  await expectAccessible(page, '.hcs-wo-detail');

  // The person's name opens their record.
  await visit.getByRole('button', { name }).click();
  const record = page.getByRole('dialog', { name: '服务对象详情' });
  await expect(record).toContainText('东华门街道 1 号');
  await record.getByRole('button', { name: '关闭' }).click();
  await expect(record).toBeHidden();

  // The completed order: its photo a thumbnail that opens a preview, the document a link.
  await page.goto(`/wo/order?id=${done.id}`);
  await expect(detail).toContainText(done.orderNo, { timeout: 30_000 });
  // Done, so the worker no longer dials from it: the phones show masked, without a link.
  await expect(
    detail.getByRole('region', { name: '上门信息' }).getByRole('link', { name: /拨打/ }),
  ).toHaveCount(0);
  const thumb = detail.getByRole('button', { name: /^预览 门口照片/ });
  await expect(thumb).toBeVisible();
  await expect(thumb.locator('img')).toHaveJSProperty('complete', true);
  expect(await thumb.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(detail.getByRole('link', { name: /服务记录/ })).toBeVisible();
  await thumb.click();
  const preview = page.locator('.ant-image-preview');
  await expect(preview).toBeVisible();
  await expect(preview.locator('img')).toHaveAttribute('src', /门口照片|%E9%97%A8/);
  await page.screenshot({ path: '/tmp/h2-preview-phone.png' });
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await context.close();
});
