import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  classifyViewError,
  createViewResolver,
  normaliseComponent,
  resolveView,
  ViewErrorBoundary,
  ViewLoadError,
  type ViewResolver,
} from '../src/app/router/lazyView.tsx';

const ROOT = '../../views/';

function Hello() {
  return <p>你好，视图</p>;
}

let fragileBroken = true;

function Fragile() {
  if (fragileBroken) throw new Error('数据格式错误');
  return <p>恢复了</p>;
}

function mount(View: ComponentType) {
  return render(
    <MemoryRouter>
      <ViewErrorBoundary>
        <Suspense fallback={<p>加载中</p>}>
          <View />
        </Suspense>
      </ViewErrorBoundary>
    </MemoryRouter>,
  );
}

// React reports errors caught by a boundary on the console; they are expected here.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('classifyViewError', () => {
  it('classifies a failed dynamic import as ChunkLoadError', () => {
    expect(
      classifyViewError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js')),
    ).toBe('ChunkLoadError');
    expect(
      classifyViewError(Object.assign(new Error('Loading chunk 3 failed'), { name: 'ChunkLoadError' })),
    ).toBe('ChunkLoadError');
    expect(classifyViewError('weird')).toBe('ChunkLoadError');
  });

  it("classifies Vite's CSS preload failure as CSS_CHUNK_LOAD_FAILED", () => {
    expect(classifyViewError(new Error('Unable to preload CSS for /assets/Analysis.css'))).toBe(
      'CSS_CHUNK_LOAD_FAILED',
    );
  });

  it('classifies a missing module as MODULE_NOT_FOUND', () => {
    expect(classifyViewError(new Error("Cannot find module './views/x.tsx'"))).toBe('MODULE_NOT_FOUND');
  });

  it('keeps the code of a ViewLoadError', () => {
    expect(classifyViewError(new ViewLoadError('CSS_CHUNK_LOAD_FAILED', 'a/B'))).toBe(
      'CSS_CHUNK_LOAD_FAILED',
    );
  });
});

describe('normaliseComponent', () => {
  it('strips a leading slash, a views/ prefix and a .vue or .tsx suffix', () => {
    expect(normaliseComponent('/system/UserList.vue')).toBe('system/UserList');
    expect(normaliseComponent('views/dashboard/Analysis.tsx')).toBe('dashboard/Analysis');
    expect(normaliseComponent('dashboard/Analysis')).toBe('dashboard/Analysis');
  });
});

describe('createViewResolver', () => {
  it('maps a component string to its file under views/', async () => {
    const resolve = createViewResolver(
      { [`${ROOT}dashboard/Analysis.tsx`]: async () => ({ default: Hello }) },
      ROOT,
    );
    mount(resolve('/dashboard/Analysis.vue'));
    expect(await screen.findByText('你好，视图')).toBeTruthy();
  });

  it('finds an index file of a folder', async () => {
    const resolve = createViewResolver(
      { [`${ROOT}account/center/index.tsx`]: async () => ({ default: Hello }) },
      ROOT,
    );
    mount(resolve('account/center'));
    expect(await screen.findByText('你好，视图')).toBeTruthy();
  });

  it('gives one lazy component per component string', () => {
    const resolve = createViewResolver({}, ROOT);
    expect(resolve('a/B')).toBe(resolve('a/B'));
  });

  it('renders child routes for layout wrappers', async () => {
    const resolve = createViewResolver({}, ROOT);
    const Wrapper = resolve('layouts/RouteView');
    render(
      <MemoryRouter initialEntries={['/system/user']}>
        <Routes>
          <Route path="/system" element={<Wrapper />}>
            <Route path="user" element={<p>用户列表</p>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('用户列表')).toBeTruthy();
  });

  it('shows MODULE_NOT_FOUND for an unknown component', async () => {
    mount(createViewResolver({}, ROOT)('nowhere/Missing'));
    expect(await screen.findByText('页面加载失败')).toBeTruthy();
    expect(screen.getByText('错误代码：MODULE_NOT_FOUND')).toBeTruthy();
  });

  it('shows CSS_CHUNK_LOAD_FAILED when loading outlasts the timeout', async () => {
    const resolve = createViewResolver({ [`${ROOT}a/Slow.tsx`]: () => new Promise(() => {}) }, ROOT, 20);
    mount(resolve('a/Slow'));
    expect(await screen.findByText('错误代码：CSS_CHUNK_LOAD_FAILED')).toBeTruthy();
  });

  it('retries a failed chunk with 重试 instead of leaving a blank page', async () => {
    const loader = vi
      .fn<() => Promise<{ default: ComponentType }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))
      .mockResolvedValue({ default: Hello });
    const resolve: ViewResolver = createViewResolver({ [`${ROOT}a/Flaky.tsx`]: loader }, ROOT);
    mount(resolve('a/Flaky'));
    expect(await screen.findByText('错误代码：ChunkLoadError')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('你好，视图')).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(2);
  });
});

describe('ViewErrorBoundary', () => {
  it('shows the message of an error thrown by a view and renders again on 重试', async () => {
    fragileBroken = true;
    mount(Fragile);
    expect(screen.getByText('页面加载失败')).toBeTruthy();
    expect(screen.getByText('错误信息：数据格式错误')).toBeTruthy();
    fragileBroken = false;
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('恢复了')).toBeTruthy();
  });
});

describe('resolveView', () => {
  it('resolves through the views folder and reports unknown components', async () => {
    mount(resolveView('no/SuchView'));
    expect(await screen.findByText('错误代码：MODULE_NOT_FOUND')).toBeTruthy();
  });
});
