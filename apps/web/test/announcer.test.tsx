import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, Button, Form, Input, Select } from 'antd';
import { MemoryRouter, Navigate, useLocation, useNavigate } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Refusal } from '../src/api/refusal.ts';
import { type Done, RequestError } from '../src/api/request.ts';
import { requestHeadingFocus } from '../src/components/announce/headingFocus.ts';
import { Announcements, LiveRegion } from '../src/components/announce/LiveRegion.tsx';
import { useRouteAnnouncement } from '../src/components/announce/useRouteAnnouncement.ts';
import { useFormSave } from '../src/components/form/useFormSave.ts';
import { PageHeader } from '../src/components/pageheader/PageHeader.tsx';
import { announce, KEPT_ANNOUNCEMENTS, listLoadedText, useAnnouncer } from '../src/stores/announcer.ts';
import { runServerAction } from '../src/utils/serverAction.ts';

const said = () => useAnnouncer.getState().announcements.map((a) => a.text);

beforeEach(() => {
  useAnnouncer.setState({ announcements: [] });
});

describe('announce', () => {
  it('keeps the last few announcements, each with its own id, and says nothing for blank text', () => {
    announce('  ');
    expect(said()).toEqual([]);
    for (let n = 1; n <= KEPT_ANNOUNCEMENTS + 2; n++) announce(`第${n}条`);
    expect(said()).toEqual(['第3条', '第4条', '第5条']);
    announce('第5条');
    const ids = useAnnouncer.getState().announcements.map((a) => a.id);
    expect(new Set(ids).size).toBe(KEPT_ANNOUNCEMENTS);
  });

  it('words a list load by its number of rows', () => {
    expect(listLoadedText(12)).toBe('已加载 12 条');
    expect(listLoadedText(0)).toBe('没有数据');
  });
});

describe('LiveRegion', () => {
  it('is a visually hidden host whose text a search of the page does not meet', () => {
    const { container } = render(<LiveRegion />);
    act(() => announce('保存成功！'));
    const host = container.querySelector('.hcs-live-region');
    expect(host?.className).toContain('sr-only');
    expect(host?.textContent).toBe('');
    expect(screen.queryByText('保存成功！')).toBeNull();
  });

  it('is one polite status region with a node per announcement (the same text twice too)', () => {
    render(<Announcements />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    act(() => {
      announce('保存成功！');
      announce('保存成功！');
    });
    expect([...region.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['保存成功！', '保存成功！']);
  });
});

describe('what the server actions say', () => {
  const done = (message: string): Done<null> => ({ result: null, message, code: 200 });

  it('shows a success message asked for, and a refusal, as toasts', async () => {
    const shown: string[] = [];
    const feedback = {
      success: (text: string) => shown.push(text),
      warning: (text: string) => shown.push(text),
    };
    await runServerAction(feedback, Promise.resolve(done('删除成功!')), { success: true });
    await runServerAction(feedback, Promise.resolve(done('不说')));
    await runServerAction(feedback, Promise.reject(new Refusal('编码已存在')));
    expect(shown).toEqual(['删除成功!', '编码已存在']);
  });

  it('leaves an HTTP failure to the request client, which shows it itself', async () => {
    const shown: string[] = [];
    const feedback = {
      success: (text: string) => shown.push(text),
      warning: (text: string) => shown.push(text),
    };
    await runServerAction(feedback, Promise.reject(new RequestError('网络超时', 504, null)));
    expect(shown).toEqual([]);
  });
});

function Toasts() {
  const { message, notification } = App.useApp();
  return (
    <>
      <Button onClick={() => void message.warning('请选择两条记录进行比较')}>比较版本</Button>
      <Button onClick={() => notification.error({ title: '系统提示', description: '拒绝访问' })}>
        打开提示
      </Button>
    </>
  );
}

describe('every toast', () => {
  it('is said in the live region, whoever raised it, a notice with its title', async () => {
    render(
      <App>
        <LiveRegion />
        <Toasts />
      </App>,
    );
    await userEvent.click(screen.getByRole('button', { name: '比较版本' }));
    await screen.findByText('请选择两条记录进行比较');
    await userEvent.click(screen.getByRole('button', { name: '打开提示' }));
    await screen.findByText('拒绝访问');
    await vi.waitFor(() => expect(said()).toEqual(['请选择两条记录进行比较', '系统提示：拒绝访问']));
  });
});

const TITLES: Record<string, string> = { '/dashboard': '首页', '/wo/audience': '服务对象' };

function Shell() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const title = TITLES[pathname];
  useRouteAnnouncement(title);
  return (
    <>
      {pathname === '/' ? <Navigate to="/dashboard" replace /> : null}
      <PageHeader title={title} />
      <button type="button" onClick={() => navigate('/wo/audience')}>
        去服务对象
      </button>
      <button type="button" onClick={() => navigate('/wo/audience?q.name=x')}>
        查询服务对象
      </button>
    </>
  );
}

describe('a route change', () => {
  it('says the new title and focuses the heading, but not on the first page nor its redirect', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Shell />
      </MemoryRouter>,
    );
    const heading = await screen.findByRole('heading', { level: 1, name: '首页' });
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(said()).toEqual([]);
    expect(document.activeElement).not.toBe(heading);

    await userEvent.click(screen.getByRole('button', { name: '去服务对象' }));
    expect(said()).toEqual(['服务对象']);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: '服务对象' }));

    // A new query string alone is no route change.
    const query = screen.getByRole('button', { name: '查询服务对象' });
    await userEvent.click(query);
    expect(said()).toEqual(['服务对象']);
    expect(document.activeElement).toBe(query);
  });

  it('focuses a heading that replaces the first while the page loads, until the user acts', () => {
    const { rerender } = render(<PageHeader title="加载中" />);
    act(() => requestHeadingFocus());
    rerender(<PageHeader key="own" title="工单详情" />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: '工单详情' }));

    fireEvent.keyDown(window, { key: 'Tab' });
    rerender(<PageHeader key="later" title="工单详情" />);
    expect(document.activeElement).toBe(document.body);
  });
});

interface Values {
  name?: string;
  kind?: string;
}

function SaveForm({ onSubmit }: { onSubmit?(values: Values): void }) {
  const [form] = Form.useForm<Values>();
  const { submit } = useFormSave(form, {
    save: async () => ({ message: '保存成功' }),
    onSaved: () => undefined,
  });
  return (
    <App>
      <Form<Values> form={form} name="probe" onFinish={onSubmit}>
        <Form.Item label="名称" name="name" rules={[{ required: true, message: '请输入名称' }]}>
          <Input />
        </Form.Item>
        <Form.Item label="类别" name="kind" rules={[{ required: true, message: '请选择类别' }]}>
          <Select options={[{ value: 'a', label: '甲' }]} />
        </Form.Item>
      </Form>
      <Button onClick={() => void submit()}>保存表单</Button>
    </App>
  );
}

describe('a form submitted with errors', () => {
  it('ties each error to its control and focuses the first invalid field', async () => {
    render(<SaveForm />);
    await userEvent.click(screen.getByRole('button', { name: '保存表单' }));
    const name = await screen.findByRole('textbox', { name: '名称' });
    await screen.findByText('请选择类别');
    for (const [control, error] of [
      [name, '请输入名称'],
      [screen.getByRole('combobox', { name: '类别' }), '请选择类别'],
    ] as const) {
      expect(control.getAttribute('aria-invalid')).toBe('true');
      const described = (control.getAttribute('aria-describedby') ?? '').split(' ');
      expect(described.map((id) => document.getElementById(id)?.textContent).join(' ')).toContain(error);
    }
    expect(document.activeElement).toBe(name);
  });
});
