import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FillRule } from '../src/views/system/fillRule/fillRuleApi.ts';
import { done } from './support/answers.ts';
import { mockGridLayout } from './support/gridLayout.ts';
import { renderInApp } from './support/renderInApp.tsx';

const api = vi.hoisted(() => ({ getAction: vi.fn(), postAction: vi.fn(), putAction: vi.fn() }));
vi.mock('../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/api/request.ts')>()),
  ...api,
}));

const { CheckRuleForm } = await import('../src/views/system/CheckRuleList.tsx');
const { FillRuleForm } = await import('../src/views/system/FillRuleList.tsx');

const GENERATORS = [
  { name: 'dateSequence', title: '日期流水号', paramsHint: '前缀、日期格式和流水号位数' },
  { name: 'categoryCode', title: '分类编码', paramsHint: '无需参数' },
];

beforeAll(() => mockGridLayout());
beforeEach(() => {
  vi.clearAllMocks();
  api.getAction.mockImplementation(async (url: string) => (url.endsWith('/generators') ? GENERATORS : null));
  api.postAction.mockResolvedValue(done(null, '添加成功！'));
  api.putAction.mockResolvedValue(done(null, '编辑成功!'));
});

const fillRule = (ruleCode: string): FillRule => ({
  id: `id-${ruleCode}`,
  ruleName: '规则',
  ruleCode,
  ruleClass: 'dateSequence',
  ruleParams: '{"prefix":"GD"}',
  createBy: 'admin',
  createTime: '2026-01-01 10:00:00',
  updateTime: null,
});

const ok = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));

// Antd and the grid's first render are slow on a busy machine.
describe('填值规则 form', { timeout: 30_000 }, () => {
  it('keeps the code and generator of the rule the system numbers work orders with', async () => {
    const { unmount } = renderInApp(
      <FillRuleForm open record={fillRule('work_order_no')} onClose={vi.fn()} onSaved={vi.fn()} />,
    );
    const dialog = screen.getByRole('dialog', { name: '编辑' });
    expect((within(dialog).getByLabelText('规则编码') as HTMLInputElement).disabled).toBe(true);
    expect((within(dialog).getByLabelText('规则实现') as HTMLInputElement).disabled).toBe(true);
    expect((within(dialog).getByLabelText('规则名称') as HTMLInputElement).disabled).toBe(false);
    expect(await within(dialog).findByText('前缀、日期格式和流水号位数')).toBeTruthy();
    unmount();

    renderInApp(<FillRuleForm open record={fillRule('shop_no')} onClose={vi.fn()} onSaved={vi.fn()} />);
    const other = screen.getByRole('dialog', { name: '编辑' });
    expect((within(other).getByLabelText('规则编码') as HTMLInputElement).disabled).toBe(false);
    expect((within(other).getByLabelText('规则实现') as HTMLInputElement).disabled).toBe(false);
  });

  it('asks for the generator (请选择) and checks the parameters as the server does', async () => {
    renderInApp(<FillRuleForm open record={null} onClose={vi.fn()} onSaved={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: '新增' });
    ok(dialog);
    expect(await within(dialog).findByText('请选择规则实现')).toBeTruthy();
    expect(await within(dialog).findByText('请输入规则名称')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('规则参数'), { target: { value: '[1]' } });
    expect(await within(dialog).findByText('规则参数必须是 JSON 对象，例如 {"prefix":"GD"}')).toBeTruthy();
    expect(api.postAction).not.toHaveBeenCalled();
  });
});

describe('编码校验规则 form', { timeout: 30_000 }, () => {
  const grid = (dialog: HTMLElement) => within(dialog).getByRole('grid', { name: '校验规则' });
  const cell = (dialog: HTMLElement, label: string) => within(grid(dialog)).getByLabelText(label);

  it('checks the rule as a whole on saving only, marks the cells at fault, and sends its rule_json', async () => {
    renderInApp(<CheckRuleForm open record={null} onClose={vi.fn()} onSaved={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: '新增' });
    fireEvent.change(within(dialog).getByLabelText('规则名称'), { target: { value: '两位大写' } });
    fireEvent.change(within(dialog).getByLabelText('规则编码'), { target: { value: 'upper2' } });
    // The new rule's one segment, its digits changed: nothing is said of the cells still to fill.
    fireEvent.change(cell(dialog, '位数 第1行'), { target: { value: '2' } });
    await waitFor(() => expect((cell(dialog, '位数 第1行') as HTMLInputElement).value).toBe('2'));
    expect(within(dialog).queryByText(/第1条规则/)).toBeNull();

    ok(dialog);
    expect(await within(dialog).findByText('第1条规则：请输入正则表达式')).toBeTruthy();
    await waitFor(() =>
      expect(
        cell(dialog, '提示文本 第1行').closest('td')?.classList.contains('hcs-grid__cell--invalid'),
      ).toBe(true),
    );
    expect(api.postAction).not.toHaveBeenCalled();

    fireEvent.change(cell(dialog, '规则（正则表达式） 第1行'), { target: { value: '[A-Z]{2}' } });
    await waitFor(() => expect(within(dialog).queryByText(/第1条规则/)).toBeNull());
    fireEvent.change(cell(dialog, '提示文本 第1行'), { target: { value: ' 须为大写字母 ' } });
    ok(dialog);
    await waitFor(() => expect(api.postAction).toHaveBeenCalledTimes(1));
    expect(api.postAction).toHaveBeenCalledWith('/sys/checkRule/add', {
      ruleName: '两位大写',
      ruleCode: 'upper2',
      ruleJson: JSON.stringify([{ digits: '2', pattern: '[A-Z]{2}', message: '须为大写字母' }]),
    });
  });

  it('edits a saved rule segment by segment', async () => {
    const record = {
      id: 'r1',
      ruleName: '邮编',
      ruleCode: 'zip',
      ruleDescription: null,
      ruleJson: JSON.stringify([
        { digits: '3', pattern: '\\d{3}', message: '前三位须为数字' },
        { digits: '*', pattern: '.{6}', message: '须为6位' },
      ]),
      createBy: 'admin',
      createTime: '2026-01-01 10:00:00',
      updateTime: null,
    };
    renderInApp(<CheckRuleForm open record={record} onClose={vi.fn()} onSaved={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: '编辑' });
    expect((cell(dialog, '规则（正则表达式） 第2行') as HTMLInputElement).value).toBe('.{6}');
    fireEvent.change(cell(dialog, '提示文本 第2行'), { target: { value: '须为6位字符' } });
    ok(dialog);
    await waitFor(() => expect(api.putAction).toHaveBeenCalledTimes(1));
    expect(api.putAction.mock.calls[0]?.[1]).toMatchObject({
      id: 'r1',
      ruleJson: JSON.stringify([
        { digits: '3', pattern: '\\d{3}', message: '前三位须为数字' },
        { digits: '*', pattern: '.{6}', message: '须为6位字符' },
      ]),
    });
  });
});
