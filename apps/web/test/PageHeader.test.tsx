import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { type ReactElement, type ReactNode, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PageActiveContext } from '../src/components/keepalive/pageActive.ts';
import { PageHeader } from '../src/components/pageheader/PageHeader.tsx';
import { PageHeaderContent, PageHeaderHost } from '../src/components/pageheader/pageHeaderHost.tsx';

const breadcrumb = <nav aria-label="面包屑">首页 / 组件示例</nav>;

function renderIn(ui: ReactElement) {
  return render(<MemoryRouter>{ui}</MemoryRouter>);
}

describe('PageHeader', () => {
  it('is just the breadcrumb and the title when a page passes nothing more', () => {
    const { container } = renderIn(<PageHeader breadcrumb={breadcrumb} title="组件示例" />);
    const header = container.querySelector('.hcs-page-header');
    expect(header?.children).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1, name: '组件示例' })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('shows logo, avatar, description and action links beside the title', () => {
    renderIn(
      <PageHeader
        title="个人中心"
        logo={{ src: '/logo.svg' }}
        avatar={{ src: '/avatar.png', alt: '管理员的头像' }}
        description="欢迎回来"
        links={[
          { title: '账户设置', href: '/account/settings/base' },
          { title: '使用帮助', href: 'https://help.example/' },
        ]}
      />,
    );
    expect(screen.getByRole('img', { name: '管理员的头像' }).getAttribute('src')).toBe('/avatar.png');
    expect(document.querySelector('.hcs-page-header__logo')?.getAttribute('alt')).toBe('');
    expect(screen.getByText('欢迎回来')).toBeTruthy();
    expect(screen.getByRole('link', { name: '账户设置' }).getAttribute('href')).toBe(
      '/account/settings/base',
    );
    const help = screen.getByRole('link', { name: '使用帮助' });
    expect(help.getAttribute('target')).toBe('_blank');
    expect(help.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('has a labelled search box that calls back with the text on Enter and on 搜索', () => {
    const onSearch = vi.fn();
    renderIn(<PageHeader title="组件示例" search={{ label: '搜索组件', onSearch }} />);
    const box = screen.getByRole('searchbox', { name: '搜索组件' });
    fireEvent.change(box, { target: { value: ' 上传 ' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onSearch).toHaveBeenLastCalledWith('上传');
    fireEvent.change(box, { target: { value: '字典' } });
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    expect(onSearch).toHaveBeenLastCalledWith('字典');
  });

  it('has tabs that the page controls', () => {
    function Page() {
      const [active, setActive] = useState('a');
      return (
        <>
          <PageHeader
            title="示例"
            tabs={{
              activeKey: active,
              onChange: setActive,
              items: [
                { key: 'a', label: '甲' },
                { key: 'b', label: '乙' },
              ],
            }}
          />
          <p>当前：{active}</p>
        </>
      );
    }
    renderIn(<Page />);
    const tabs = screen.getByRole('tablist');
    expect(within(tabs).getByRole('tab', { name: '甲' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(within(tabs).getByRole('tab', { name: '乙' }));
    expect(screen.getByText('当前：b')).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: '乙' }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('PageHeaderContent', () => {
  function Layout({ children }: { children: ReactNode }) {
    return (
      <PageHeaderHost breadcrumb={breadcrumb} title="组件示例">
        <main>{children}</main>
      </PageHeaderHost>
    );
  }

  it("puts the page's fuller header in the layout's place, with the layout's breadcrumb and title", async () => {
    function Page() {
      const [shown, setShown] = useState(true);
      return (
        <>
          {shown ? <PageHeaderContent description="每个组件及其变体" /> : null}
          <button type="button" onClick={() => setShown(false)}>
            收起
          </button>
        </>
      );
    }
    renderIn(
      <Layout>
        <Page />
      </Layout>,
    );
    expect(await screen.findByText('每个组件及其变体')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1, name: '组件示例' })).toHaveLength(1);
    expect(screen.getAllByRole('navigation', { name: '面包屑' })).toHaveLength(1);
    const header = screen.getByText('每个组件及其变体').closest('.hcs-page-header');
    expect(header?.contains(screen.getByRole('heading', { level: 1 }))).toBe(true);
    expect(screen.getByRole('main').contains(header ?? null)).toBe(false);

    act(() => fireEvent.click(screen.getByRole('button', { name: '收起' })));
    expect(screen.queryByText('每个组件及其变体')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 1, name: '组件示例' })).toHaveLength(1);
  });

  it('adds nothing while its page waits in the background (kept alive)', () => {
    renderIn(
      <Layout>
        <PageActiveContext.Provider value={false}>
          <PageHeaderContent description="后台的页面" />
        </PageActiveContext.Provider>
      </Layout>,
    );
    expect(screen.queryByText('后台的页面')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: '组件示例' })).toBeTruthy();
  });

  it('is a header of its own outside the main layout', () => {
    renderIn(<PageHeaderContent title="独立页面" description="说明" />);
    expect(screen.getByRole('heading', { level: 1, name: '独立页面' })).toBeTruthy();
    expect(screen.getByText('说明')).toBeTruthy();
  });
});
