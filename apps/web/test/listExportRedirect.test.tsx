import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { done, refusal } from './support/answers.ts';
import { recordEffects } from './support/effects.ts';
import { grant, listConfig, pageOf, renderList, rows } from './support/listHarness.tsx';

const api = vi.hoisted(() => ({ getAction: vi.fn(), postAction: vi.fn(), downloadFile: vi.fn() }));
vi.mock('../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/api/request.ts')>()),
  ...api,
}));

const QUERY = { column: 'createTime', order: 'desc', field: 'id,,,code,name,postRank' };
let effects: ReturnType<typeof recordEffects>;

beforeEach(() => {
  vi.clearAllMocks();
  grant();
  effects = recordEffects();
  api.getAction.mockResolvedValue(pageOf(rows(2)));
});

async function exportSelected() {
  renderList(listConfig({ exportMode: 'redirect' }));
  await screen.findByText('职务1');
  await userEvent.click(screen.getByRole('checkbox', { name: '选择“职务1”' }));
  await userEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
}

describe('the alternative export (exportMode redirect)', { timeout: 20_000 }, () => {
  it('sends the browser to the export URL with the query as paramsStr JSON and a one-time ticket', async () => {
    api.postAction.mockResolvedValue(done('t123'));
    await exportSelected();
    await waitFor(() => expect(effects.navigate).toHaveBeenCalledTimes(1));
    expect(api.postAction).toHaveBeenCalledWith('/sys/common/downloadTicket', { url: '/test/exportXls' });
    const target = new URL(effects.navigate.mock.calls[0]?.[0] ?? '', 'http://hcs.example');
    expect(target.pathname).toBe('/hcs/test/exportXls');
    expect(target.searchParams.get('ticket')).toBe('t123');
    expect(JSON.parse(target.searchParams.get('paramsStr') ?? 'null')).toEqual({
      ...QUERY,
      selections: 'r1',
    });
    expect(api.downloadFile).not.toHaveBeenCalled();
  });

  it('stays on the page with the server’s warning when no ticket is given', async () => {
    api.postAction.mockRejectedValue(refusal('没有导出权限'));
    await exportSelected();
    await waitFor(() => expect(effects.warn).toHaveBeenCalledWith('没有导出权限'));
    expect(effects.navigate).not.toHaveBeenCalled();
  });
});
