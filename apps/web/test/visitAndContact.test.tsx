import { audienceResource, type OrderVisit, userResource } from '@hcs/shared';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TOUCH_QUERY } from '../src/components/date/DateField.tsx';
import { normalizePhone } from '../src/components/resource/phoneField.ts';
import { ResourceFieldControl } from '../src/components/resource/resourceForm.tsx';
import { AttachmentGallery, splitAttachments } from '../src/components/upload/AttachmentGallery.tsx';
import { FileUpload } from '../src/components/upload/FileUpload.tsx';
import { VisitInfo } from '../src/views/wo/order/VisitInfo.tsx';
import { mapSearchUrl, telHref } from '../src/views/wo/order/visitInfo.ts';
import { mediaMatches } from './support/mediaQuery.ts';

const pointer = (on: boolean) => mediaMatches(TOUCH_QUERY, on);

const wrap = (children: ReactNode) => (
  <ConfigProvider locale={zhCN}>
    <App>{children}</App>
  </ConfigProvider>
);

const visit: OrderVisit = {
  audienceId: 'a1',
  name: '独居老人',
  areaCode: null,
  address: '东华门街道 1 号',
  phone: '13700137000',
  guardianName: '李监护',
  guardianPhone: '01088886666',
  phonesWhole: true,
  disabilityType: '4',
  disabilityLevel: '2',
  livingStatus: '1',
};

describe('上门信息', () => {
  it('links the address to a map search and builds tel: links only for numbers the user may dial', () => {
    expect(mapSearchUrl('北京市/市辖区/东城区', '东华门街道 1 号')).toBe(
      `https://uri.amap.com/search?keyword=${encodeURIComponent('北京市东城区东华门街道 1 号')}`,
    );
    expect(mapSearchUrl('', null)).toBeNull();
    expect(telHref('010-8888 6666', true)).toBe('tel:01088886666');
    expect(telHref('137****7000', true)).toBeNull();
    expect(telHref('13700137000', false)).toBeNull();
    expect(telHref(null, true)).toBeNull();
  });

  it('shows the address with a map link, tap-to-call phones, a safety note for 独居 and the name opening the record', () => {
    const open = vi.fn();
    render(wrap(<VisitInfo visit={visit} onOpenAudience={open} />));
    const block = screen.getByRole('region', { name: '上门信息' });
    expect(within(block).getByRole('link', { name: '地图导航' }).getAttribute('href')).toBe(
      mapSearchUrl('', '东华门街道 1 号'),
    );
    expect(
      within(block).getByRole('link', { name: '拨打独居老人电话 13700137000' }).getAttribute('href'),
    ).toBe('tel:13700137000');
    expect(within(block).getByRole('link', { name: '拨打监护人电话 01088886666' }).getAttribute('href')).toBe(
      'tel:01088886666',
    );
    const note = within(block).getByRole('alert');
    expect(note.textContent).toContain('注意其人身安全');
    expect(note.className).toContain('ant-alert-warning');
    fireEvent.click(within(block).getByRole('button', { name: '独居老人' }));
    expect(open).toHaveBeenCalledWith('a1');
  });

  it('shows masked phones as text with nothing to dial, and the name as text without the audience permission', () => {
    render(
      wrap(
        <VisitInfo
          visit={{
            ...visit,
            phone: '137****7000',
            guardianPhone: '010****6666',
            phonesWhole: false,
            livingStatus: '2',
          }}
        />,
      ),
    );
    const block = screen.getByRole('region', { name: '上门信息' });
    expect(within(block).queryByRole('link', { name: /拨打/ })).toBeNull();
    expect(block.textContent).toContain('137****7000');
    expect(within(block).queryByRole('button', { name: '独居老人' })).toBeNull();
    expect(within(block).getByRole('alert').className).toContain('ant-alert-info');
  });
});

describe('attachments', () => {
  it('shows images as thumbnails that open a preview, other files as links', () => {
    const value =
      'workorder/20260101/photo_a.jpg,workorder/20260101/report_b.pdf,workorder/20260101/door_c.PNG';
    expect(splitAttachments(value)).toEqual({
      images: ['workorder/20260101/photo_a.jpg', 'workorder/20260101/door_c.PNG'],
      files: ['workorder/20260101/report_b.pdf'],
    });
    render(wrap(<AttachmentGallery value={value} />));
    const thumbs = screen.getAllByRole('button', { name: /^预览 / });
    expect(thumbs).toHaveLength(2);
    expect(screen.getByRole('link', { name: /report_b\.pdf|report\.pdf|report_b/ })).toBeTruthy();
    // The lightbox itself is opened in a real browser (e2e wo-visit.spec.ts): here its animation would
    // outlive the test file's window.
  });

  it('says 无文件 when there is none', () => {
    render(wrap(<AttachmentGallery value="" />));
    expect(screen.getByText('无文件')).toBeTruthy();
  });

  it('offers the back camera beside the upload on a touch screen only', () => {
    pointer(true);
    const { container, unmount } = render(wrap(<FileUpload camera text="上传附件" />));
    const camera = screen.getByRole('button', { name: /拍\s*照/ });
    expect(camera).toBeTruthy();
    const inputs = [...container.querySelectorAll('input[type=file]')];
    const cameraInput = inputs.find((i) => i.getAttribute('capture') === 'environment');
    expect(cameraInput?.getAttribute('accept')).toBe('image/*');
    unmount();
    pointer(false);
    render(wrap(<FileUpload camera text="上传附件" />));
    expect(screen.queryByRole('button', { name: /拍\s*照/ })).toBeNull();
  });
});

describe('phone and number fields', () => {
  it('opens the phone keyboard and strips pasted spaces and dashes from a phone field of the definition', () => {
    const onChange = vi.fn();
    const field = audienceResource.fields.guardianPhone;
    render(
      wrap(<ResourceFieldControl field={field} input={field.input} editing={false} onChange={onChange} />),
    );
    const box = screen.getByPlaceholderText('请输入监护人电话');
    expect(box.getAttribute('inputmode')).toBe('tel');
    fireEvent.change(box, { target: { value: '0571-8888 6666' } });
    expect(onChange).toHaveBeenCalledWith('057188886666');
  });

  it('leaves other text fields alone, and normalises a login phone field the same way', () => {
    const onChange = vi.fn();
    const field = audienceResource.fields.address;
    render(
      wrap(<ResourceFieldControl field={field} input={field.input} editing={false} onChange={onChange} />),
    );
    const box = screen.getByPlaceholderText('请输入详细地址');
    expect(box.getAttribute('inputmode')).toBeNull();
    fireEvent.change(box, { target: { value: '1 - 2' } });
    expect(onChange).toHaveBeenCalledWith('1 - 2');
    expect(userResource.fields.phone.input.phone).toBe('mobile');
    expect(normalizePhone('139 0013-9000')).toBe('13900139000');
    expect(normalizePhone(undefined)).toBeUndefined();
  });
});
