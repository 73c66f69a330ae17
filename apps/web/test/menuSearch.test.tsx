import type { MenuMeta } from '@hcs/shared';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AppRoute } from '../src/app/router/buildRoutes.ts';

function route(path: string, title: string): AppRoute {
  const meta: MenuMeta = { title, keepAlive: false, internalOrExternal: false, componentName: '' };
  return { path, name: path, component: `exception/${title}`, hidden: false, meta, children: [] };
}

const routes = [
  route('/exception/403', '403'),
  route('/exception/404', '404'),
  route('/exception/500', '500'),
];

function Where() {
  return <output aria-label="address">{useLocation().pathname}</output>;
}

/** The desktop header's search, the module fresh (nothing loaded yet) for every test. */
async function renderSearch() {
  vi.resetModules();
  const { MenuSearch } = await import('../src/components/menusearch/MenuSearch.tsx');
  const view = render(
    <MemoryRouter initialEntries={['/dashboard/analysis']}>
      <MenuSearch routes={routes} mobile={false} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  const combobox = () => screen.getByRole('combobox', { name: '搜索菜单' });
  const realSelect = () => view.container.querySelector('.ant-select');
  // The select's module, as the search's own import gets it.
  const selectArrived = () => import('../src/components/menusearch/MenuSearchSelect.tsx');
  return { combobox, realSelect, selectArrived };
}

describe('MenuSearch (desktop)', () => {
  it('is a labelled combobox before the select loads, which then takes over the focus and the text', async () => {
    const { combobox, realSelect } = await renderSearch();
    expect(realSelect()).toBeNull();
    const stub = combobox();
    act(() => stub.focus());
    fireEvent.change(stub, { target: { value: '40' } });
    await waitFor(() => expect(realSelect()).not.toBeNull());
    expect(document.activeElement).toBe(combobox());
    expect((combobox() as HTMLInputElement).value).toBe('40');
  });

  it('does not take over in the middle of a word typed through an input method', async () => {
    const { combobox, realSelect, selectArrived } = await renderSearch();
    const stub = combobox();
    act(() => stub.focus());
    fireEvent.compositionStart(stub);
    fireEvent.change(stub, { target: { value: 'yong' } });
    await act(async () => {
      await selectArrived();
    });
    expect(realSelect()).toBeNull();
    fireEvent.change(stub, { target: { value: '用户' } });
    fireEvent.compositionEnd(stub);
    await waitFor(() => expect(realSelect()).not.toBeNull());
    expect((combobox() as HTMLInputElement).value).toBe('用户');
  });

  it('opens the first entry found on Enter before the select has come', async () => {
    const { combobox, realSelect } = await renderSearch();
    const stub = combobox();
    fireEvent.change(stub, { target: { value: '40' } });
    fireEvent.keyDown(stub, { key: 'Enter' });
    expect(realSelect()).toBeNull();
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/exception/403');
  });
});
