import type { AllAuthEntry, AuthEntry } from '@hcs/shared';
import { act, render, renderHook, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Authorized } from '../src/components/Authorized.tsx';
import { useSessionStore } from '../src/stores/session.ts';
import { enabledSuffixes, hasPermission, isFieldAllowed, useAuth } from '../src/utils/permission.ts';

const auth: AuthEntry[] = [
  { action: 'user:add', type: '1', describe: '添加' },
  { action: 'user:form:phone', type: '2', describe: '手机号' },
];
const allAuth: AllAuthEntry[] = [
  { action: 'user:add', type: '1', describe: '添加', status: '1' },
  { action: 'user:batch_delete', type: '1', describe: '批量删除', status: '1' },
  { action: 'user:export', type: '1', describe: '导出', status: '0' },
  { action: 'user:form:phone', type: '2', describe: '手机号', status: '1' },
  { action: 'user:form:email', type: '2', describe: '邮箱', status: '1' },
];

beforeEach(() => {
  useSessionStore.setState({ auth, allAuth });
});

describe('permission helpers', () => {
  it('wrap the shared rules', () => {
    expect(hasPermission('user:add', auth, allAuth)).toBe(true);
    expect(hasPermission('user:batch_delete', auth, allAuth)).toBe(false);
    expect(hasPermission('user:export', auth, allAuth)).toBe(true);
    expect(isFieldAllowed('user:form:phone', auth, allAuth)).toBe(true);
    expect(isFieldAllowed('user:form:email', auth, allAuth)).toBe(false);
    expect(enabledSuffixes('user:', auth, allAuth)).toEqual(['batch_delete']);
  });
});

describe('useAuth', () => {
  it("answers from the session store's permission lists and follows their changes", () => {
    const { result } = renderHook(() => useAuth());
    expect(result.current.has('user:add')).toBe(true);
    expect(result.current.has('user:batch_delete')).toBe(false);
    expect(result.current.fieldDisabled('user:form:email')).toBe(true);
    expect(result.current.fieldDisabled('user:form:phone')).toBe(false);
    expect(result.current.toolbar('user:')).toEqual({ add: true, batchDelete: false, remove: false });
    act(() => useSessionStore.setState({ auth: [], allAuth: [] }));
    expect(result.current.has('user:add')).toBe(false);
    expect(result.current.fieldDisabled('user:form:email')).toBe(false);
  });
});

describe('<Authorized>', () => {
  it('keeps children the user may see and removes the others', () => {
    render(
      <>
        <Authorized code="user:add">
          <button type="button">添加</button>
        </Authorized>
        <Authorized code="user:batch_delete">
          <button type="button">批量删除</button>
        </Authorized>
      </>,
    );
    expect(screen.getByRole('button', { name: '添加' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '批量删除' })).toBeNull();
  });

  it('disables children in disable mode when the field rule is not granted', () => {
    render(
      <>
        <Authorized code="user:form:email" mode="disable">
          <input aria-label="邮箱" />
        </Authorized>
        <Authorized code="user:form:phone" mode="disable">
          <input aria-label="手机号" />
        </Authorized>
      </>,
    );
    expect((screen.getByLabelText('邮箱') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('手机号') as HTMLInputElement).disabled).toBe(false);
  });
});
