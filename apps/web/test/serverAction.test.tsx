import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { Refusal } from '../src/api/refusal.ts';
import { type Done, RequestError } from '../src/api/request.ts';
import {
  ignoreShownFailure,
  refusalOf,
  runServerAction,
  useServerAction,
} from '../src/utils/serverAction.ts';

const done = <T,>(result: T, message = '操作成功！'): Done<T> => ({ result, message, code: 200 });

function feedback() {
  return { success: vi.fn<(text: string) => void>(), warning: vi.fn<(text: string) => void>() };
}

describe('runServerAction', () => {
  it('resolves with what the call gave; shows the server message only when asked', async () => {
    const toasts = feedback();
    await expect(runServerAction(toasts, Promise.resolve(done(1, '添加成功！')))).resolves.toEqual(
      done(1, '添加成功！'),
    );
    expect(toasts.success).not.toHaveBeenCalled();
    await runServerAction(toasts, Promise.resolve(done(1, '添加成功！')), { success: true });
    expect(toasts.success).toHaveBeenCalledWith('添加成功！');
    await runServerAction(toasts, Promise.resolve(done(1, '')), { success: true });
    expect(toasts.success).toHaveBeenCalledTimes(1);
    await runServerAction(toasts, Promise.resolve(['a']), { success: '刷新缓存完成！' });
    expect(toasts.success).toHaveBeenLastCalledWith('刷新缓存完成！');
    expect(toasts.warning).not.toHaveBeenCalled();
  });

  it('warns with a refusal’s message, tells onRefusal and resolves undefined', async () => {
    const toasts = feedback();
    const onRefusal = vi.fn<(refusal: Refusal) => void>();
    const refusal = new Refusal('角色编码已存在', 500, { field: 'roleCode' });
    await expect(
      runServerAction(toasts, Promise.reject(refusal), { success: true, onRefusal }),
    ).resolves.toBeUndefined();
    expect(toasts.warning).toHaveBeenCalledWith('角色编码已存在');
    expect(toasts.success).not.toHaveBeenCalled();
    expect(onRefusal).toHaveBeenCalledWith(refusal);
  });

  it('stays silent for an HTTP failure (the request client has shown it) and tells onFailure', async () => {
    const toasts = feedback();
    const onRefusal = vi.fn();
    const onFailure = vi.fn<(error: RequestError) => void>();
    const failure = new RequestError('拒绝访问', 403);
    await expect(
      runServerAction(toasts, Promise.reject(failure), { success: true, onRefusal, onFailure }),
    ).resolves.toBeUndefined();
    expect(toasts.success).not.toHaveBeenCalled();
    expect(toasts.warning).not.toHaveBeenCalled();
    expect(onRefusal).not.toHaveBeenCalled();
    expect(onFailure).toHaveBeenCalledWith(failure);
  });

  it('rejects with any other error: a bug is not a failure to report', async () => {
    const toasts = feedback();
    await expect(runServerAction(toasts, Promise.reject(new TypeError('boom')))).rejects.toThrow('boom');
    expect(toasts.warning).not.toHaveBeenCalled();
  });
});

describe('refusalOf and ignoreShownFailure', () => {
  it('tell a refusal from an HTTP failure and throw anything else again', () => {
    const refusal = new Refusal('该值不可用！');
    expect(refusalOf(refusal)).toBe(refusal);
    expect(refusalOf(new RequestError('网络超时', 504))).toBeNull();
    expect(() => refusalOf(new Error('bug'))).toThrow('bug');
    expect(ignoreShownFailure(new RequestError('网络超时', 504))).toBeUndefined();
    expect(() => ignoreShownFailure(refusal)).toThrow('该值不可用！');
  });
});

function Runner({ call, success }: { call: () => Promise<unknown>; success?: boolean }) {
  const act = useServerAction();
  return (
    <button type="button" onClick={() => void act(call(), { success: success ?? false })}>
      run
    </button>
  );
}

describe('useServerAction', () => {
  it('shows the toasts of the screen’s App', async () => {
    const { rerender } = render(
      <App>
        <Runner call={() => Promise.resolve(done(null, '删除成功!'))} success />
      </App>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'run' }));
    expect(await screen.findByText('删除成功!')).toBeTruthy();
    rerender(
      <App>
        <Runner call={() => Promise.reject(new Refusal('该任务已在运行'))} />
      </App>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'run' }));
    expect(await screen.findByText('该任务已在运行')).toBeTruthy();
  });
});
