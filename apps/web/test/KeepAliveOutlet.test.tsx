import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { KeepAliveOutlet } from '../src/components/keepalive/KeepAliveOutlet.tsx';

const KEPT = new Set(['/form', '/form?copy=2']);

/** A layout like the main one: the open tabs decide what may stay cached. */
function Shell() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const activeKey = `${pathname}${search}`;
  const [closed, setClosed] = useState<string[]>([]);
  const [generations, setGenerations] = useState<Record<string, number>>({});
  const retainKeys = ['/form', '/form?copy=2', '/plain', '/other'].filter((k) => !closed.includes(k));
  return (
    <>
      <button type="button" onClick={() => navigate('/form')}>
        go form
      </button>
      <button type="button" onClick={() => navigate('/form?copy=2')}>
        go form copy
      </button>
      <button type="button" onClick={() => navigate('/plain')}>
        go plain
      </button>
      <button type="button" onClick={() => navigate('/other')}>
        go other
      </button>
      <button type="button" onClick={() => setClosed([...closed, '/form'])}>
        close form
      </button>
      <button
        type="button"
        onClick={() => setGenerations({ ...generations, [activeKey]: (generations[activeKey] ?? 0) + 1 })}
      >
        refresh
      </button>
      <KeepAliveOutlet
        activeKey={activeKey}
        keepAlive={KEPT.has(activeKey)}
        retainKeys={retainKeys}
        generations={generations}
      />
    </>
  );
}

function Field({ label }: { label: string }) {
  const { search } = useLocation();
  return (
    <label>
      {label}
      <input aria-label={label} defaultValue="" />
      <span data-testid={`${label}-search`}>{search}</span>
    </label>
  );
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<Shell />}>
          <Route path="/form" element={<Field label="表单" />} />
          <Route path="/plain" element={<Field label="普通" />} />
          <Route path="/other" element={<p>其他页面</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const typeInto = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const inputValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('KeepAliveOutlet', () => {
  it('keeps a kept-alive page mounted and hidden while another page shows', () => {
    renderAt('/form');
    typeInto('表单', '张三');
    click('go other');
    expect(screen.getByText('其他页面')).toBeTruthy();
    const hidden = screen.getByLabelText('表单').closest('.hcs-keep-alive');
    expect(hidden?.hasAttribute('hidden')).toBe(true);
    click('go form');
    expect(inputValue('表单')).toBe('张三');
    expect(screen.getByLabelText('表单').closest('.hcs-keep-alive')?.hasAttribute('hidden')).toBe(false);
    expect(screen.queryByText('其他页面')).toBeNull();
  });

  it('mounts a page without keepAlive anew on each visit', () => {
    renderAt('/plain');
    typeInto('普通', '李四');
    click('go other');
    expect(screen.queryByLabelText('普通')).toBeNull();
    click('go plain');
    expect(inputValue('普通')).toBe('');
  });

  it('keeps one instance per full path', () => {
    renderAt('/form');
    typeInto('表单', '第一份');
    click('go form copy');
    expect(screen.getAllByLabelText('表单')).toHaveLength(2);
    const visible = screen.getAllByLabelText('表单').find((el) => !el.closest('[hidden]'));
    expect((visible as HTMLInputElement).value).toBe('');
    click('go form');
    const first = screen.getAllByLabelText('表单').find((el) => !el.closest('[hidden]'));
    expect((first as HTMLInputElement).value).toBe('第一份');
  });

  it('lets a hidden page keep seeing its own location', () => {
    renderAt('/form?copy=2');
    click('go other');
    expect(screen.getByTestId('表单-search').textContent).toBe('?copy=2');
  });

  it('drops a cached page when its tab closes', () => {
    renderAt('/form');
    typeInto('表单', '王五');
    click('go other');
    click('close form');
    expect(screen.queryByLabelText('表单')).toBeNull();
    click('go form');
    expect(inputValue('表单')).toBe('');
  });

  it('mounts a page anew when it is refreshed', () => {
    renderAt('/form');
    typeInto('表单', '赵六');
    click('refresh');
    expect(inputValue('表单')).toBe('');
    click('go plain');
    typeInto('普通', '钱七');
    click('refresh');
    expect(inputValue('普通')).toBe('');
  });

  it('brings a kept-alive page back at its scroll position; other pages start at the top', () => {
    renderAt('/form');
    window.scrollTo(0, 250);
    window.dispatchEvent(new Event('scroll'));
    click('go other');
    expect(window.scrollY).toBe(0);
    window.scrollTo(0, 90);
    window.dispatchEvent(new Event('scroll'));
    click('go form');
    expect(window.scrollY).toBe(250);
    click('go plain');
    expect(window.scrollY).toBe(0);
  });
});
