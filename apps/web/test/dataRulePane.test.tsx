import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { describe, expect, it, vi } from 'vitest';
import type { DataRuleChoice, PermissionNode } from '../src/api/role.ts';
import { DataRulePane } from '../src/views/system/grant/DataRulePane.tsx';
import type { DataRuleSource } from '../src/views/system/grant/useDataRuleChoice.ts';
import { done, refusal } from './support/answers.ts';

const menu: PermissionNode = {
  key: 'menu_position',
  value: 'menu_position',
  title: '职务管理',
  slotTitle: '职务管理',
  ruleFlag: 1,
  menuType: 1,
  isLeaf: false,
};

const rule = (id: string, ruleName: string) => ({
  id,
  permissionId: 'menu_position',
  ruleName,
  ruleColumn: 'createBy',
  ruleConditions: '=',
  ruleValue: '#{sys_user_code}',
});

const choice: DataRuleChoice = {
  datarule: [rule('r1', '只看自己的'), rule('r2', '只看本部门的')],
  drChecked: 'r2',
};

function renderPane(
  source: DataRuleSource,
  opts: { menu?: PermissionNode | null; grantSaved?: boolean } = {},
) {
  return render(
    <ConfigProvider locale={zhCN}>
      <App>
        <DataRulePane
          menu={opts.menu === undefined ? menu : opts.menu}
          grantSaved={opts.grantSaved ?? true}
          source={source}
        />
      </App>
    </ConfigProvider>,
  );
}

describe('DataRulePane', () => {
  it('asks to pick a menu first', () => {
    const source = { load: vi.fn(), save: vi.fn() };
    renderPane(source, { menu: null });
    expect(screen.getByRole('heading', { name: '数据规则' })).toBeTruthy();
    expect(screen.getByText('点击菜单后的“数据规则”，为该菜单选择数据规则。')).toBeTruthy();
    expect(source.load).not.toHaveBeenCalled();
  });

  it('shows the rules with the chosen ones checked, and saves the new choice in rule order', async () => {
    const source = {
      load: vi.fn().mockResolvedValue(choice),
      save: vi.fn().mockResolvedValue(done(null, '保存成功！')),
    };
    renderPane(source);
    const own = await screen.findByRole('checkbox', { name: /只看自己的/ });
    const dept = screen.getByRole('checkbox', { name: /只看本部门的/ });
    expect(source.load).toHaveBeenCalledWith('menu_position');
    expect((own as HTMLInputElement).checked).toBe(false);
    expect((dept as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('group', { name: '数据规则 — 职务管理' })).toBeTruthy();

    await userEvent.click(own);
    await userEvent.click(screen.getByRole('button', { name: '保存规则' }));
    await waitFor(() => expect(source.save).toHaveBeenCalledWith('menu_position', 'r1,r2'));

    await userEvent.click(dept);
    await userEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    expect((screen.getByRole('checkbox', { name: /只看本部门的/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('says so when the menu has no rules', async () => {
    const source = {
      load: vi.fn().mockRejectedValue(refusal('未找到权限配置信息')),
      save: vi.fn(),
    };
    renderPane(source as unknown as DataRuleSource);
    expect(await screen.findByText('未找到权限配置信息')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '保存规则' })).toBeNull();
  });

  it('lets rules be saved only for a saved grant', async () => {
    const source = { load: vi.fn().mockResolvedValue(choice), save: vi.fn() };
    renderPane(source, { grantSaved: false });
    expect(await screen.findByText('请先勾选并保存该菜单的授权，再选择数据规则')).toBeTruthy();
    expect((screen.getByRole('button', { name: '保存规则' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
