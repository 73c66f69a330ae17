import { type AuthEntry, fillRuleResource } from '@hcs/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import type { ListPageState } from '../src/components/list/index.ts';
import { resourceFormRules } from '../src/components/resource/resourceFormRules.ts';
import { resourceListConfig } from '../src/components/resource/resourceListConfig.ts';
import { useSessionStore } from '../src/stores/session.ts';
import type { StoredFile } from '../src/views/system/file/fileApi.ts';
import { fileListConfig } from '../src/views/system/file/fileListConfig.ts';
import type { FillRule } from '../src/views/system/fillRule/fillRuleApi.ts';

const api = vi.hoisted(() => ({ testFillRule: vi.fn() }));
vi.mock('../src/views/system/fillRule/fillRuleApi.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/views/system/fillRule/fillRuleApi.ts')>()),
  ...api,
}));

const { FileRowActions } = await import('../src/views/system/file/FileRowActions.tsx');
const { FillRuleRowActions } = await import('../src/views/system/fillRule/FillRuleRowActions.tsx');

function grant(...actions: string[]) {
  const auth: AuthEntry[] = actions.map((action) => ({ action, type: '1', describe: action }));
  useSessionStore.setState({ auth, allAuth: [] });
}

const state = <T,>(config: ListPageState<T>['config']) =>
  ({ config, removeOne: vi.fn(), showDetail: vi.fn() }) as unknown as ListPageState<T>;

const file = (fileName: string, fileType: string): StoredFile => ({
  id: fileName,
  fileName,
  url: `temp/20260101/${fileName.replace('.', '_0123.')}`,
  biz: 'temp',
  fileType,
  fileSize: 10,
  storeType: 'local',
  createBy: 'admin',
  uploaderName: '管理员',
  createTime: '2026-01-01 10:00:00',
});

describe('文件列表 row actions', () => {
  it('previews images only, downloads every file from the static route, deletes with the permission', async () => {
    grant('system:file:delete');
    const onPreview = vi.fn();
    const photo = file('照片.png', 'image');
    const { rerender } = render(
      <FileRowActions file={photo} state={state(fileListConfig)} onPreview={onPreview} />,
    );
    await userEvent.click(screen.getByRole('button', { name: '预览“照片.png”' }));
    expect(onPreview).toHaveBeenCalledWith(photo);
    const download = screen.getByRole('link', { name: '下载“照片.png”' });
    expect(download.getAttribute('href')).toMatch(/\/sys\/common\/static\/temp\/20260101\/照片_0123\.png$/);
    expect(download.getAttribute('download')).toBe('照片.png');
    expect(screen.getByRole('button', { name: '删除“照片.png”' })).toBeTruthy();

    grant();
    rerender(
      <FileRowActions file={file('说明.pdf', 'pdf')} state={state(fileListConfig)} onPreview={onPreview} />,
    );
    expect(screen.queryByRole('button', { name: '预览“说明.pdf”' })).toBeNull();
    expect(screen.getByRole('link', { name: '下载“说明.pdf”' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '删除“说明.pdf”' })).toBeNull();
  });
});

describe('填值规则', () => {
  const rule: FillRule = {
    id: '1',
    ruleName: '工单编号',
    ruleCode: 'work_order_no',
    ruleClass: 'dateSequence',
    ruleParams: '{"prefix":"GD"}',
    createBy: 'admin',
    createTime: '2026-01-01 10:00:00',
    updateTime: null,
  };
  const fillRuleListConfig = resourceListConfig(fillRuleResource);

  it('测试 shows the value the rule gives, only with the permission', async () => {
    grant('system:fillRule:test');
    api.testFillRule.mockResolvedValue('GD202601010007');
    const { unmount } = render(
      <App>
        <FillRuleRowActions rule={rule} state={state(fillRuleListConfig)} onEdit={vi.fn()} />
      </App>,
    );
    await userEvent.click(screen.getByRole('button', { name: '测试“工单编号”' }));
    expect(api.testFillRule).toHaveBeenCalledWith('work_order_no');
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('测试结果');
    expect(within(dialog).getByText('GD202601010007')).toBeTruthy();
    unmount();

    grant();
    render(
      <App>
        <FillRuleRowActions rule={rule} state={state(fillRuleListConfig)} onEdit={vi.fn()} />
      </App>,
    );
    expect(screen.queryByRole('button', { name: '测试“工单编号”' })).toBeNull();
  });

  it('accepts only a JSON object (or nothing) as parameters', async () => {
    const [, check] = resourceFormRules(fillRuleResource, undefined).ruleParams ?? [];
    const validate = (value: string) => {
      const rule = check as { validator: (r: unknown, v: string) => Promise<void> };
      return rule.validator({}, value);
    };
    await expect(validate('')).resolves.toBeUndefined();
    await expect(validate('{"prefix":"GD","digits":4}')).resolves.toBeUndefined();
    for (const bad of ['{"prefix":', '[1]', '"GD"', 'null']) {
      await expect(validate(bad)).rejects.toThrow('规则参数必须是 JSON 对象，例如 {"prefix":"GD"}');
    }
  });
});
