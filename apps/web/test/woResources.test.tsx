import { audienceResource, monthlyReportResource } from '@hcs/shared';
import type { FormRule } from 'antd';
import { describe, expect, it } from 'vitest';
import { resourceFormRules } from '../src/components/resource/resourceFormRules.ts';
import { audienceListConfig } from '../src/views/wo/audience/listConfig.tsx';
import { workOrderListConfig } from '../src/views/wo/order/listConfig.tsx';
import { reportListConfig } from '../src/views/wo/report/listConfig.tsx';

/** The first message a field's rules give for `value`, or null. */
async function problem(rules: FormRule[] = [], value: unknown): Promise<string | null> {
  for (const rule of rules) {
    if (typeof rule === 'function') continue;
    if (rule.required && (value === undefined || value === '')) return String(rule.message);
    if (typeof value === 'string' && rule.min !== undefined && value.length < rule.min)
      return String(rule.message);
    if (typeof value === 'string' && rule.max !== undefined && value.length > rule.max)
      return String(rule.message);
    if (rule.pattern && typeof value === 'string' && value !== '' && !rule.pattern.test(value)) {
      return String(rule.message);
    }
  }
  return null;
}

const columnOf = (config: { columns: readonly object[] }, dataIndex: string) =>
  config.columns.find((c) => (c as { dataIndex?: string }).dataIndex === dataIndex) as
    | { title: string; sorter?: boolean; ellipsis?: boolean }
    | undefined;

describe('工单管理 screens from their definitions', () => {
  it("takes the audience list's columns and queries from the definition, with the screen's own controls", () => {
    expect(audienceListConfig.urls).toMatchObject({
      list: '/wo/audience/list',
      exportXls: '/wo/audience/exportXls',
    });
    expect(audienceListConfig.columns.map((c) => (c as { title: string }).title)).toEqual([
      '姓名',
      '性别',
      '身份证号',
      '残疾类别',
      '残疾等级',
      '联系电话',
      '所在地区',
      '服务需求',
      '责任站点',
      '状态',
      '创建时间',
    ]);
    // A joined name is shown, not sorted on.
    expect(columnOf(audienceListConfig, 'departName')).toMatchObject({ sorter: false, ellipsis: true });
    expect(columnOf(audienceListConfig, 'name')?.sorter).toBe(true);
    const station = audienceListConfig.queryFields?.find((f) => f.name === 'sysOrgCode');
    expect(station).toMatchObject({ label: '责任站点', type: 'custom', advanced: true });
    expect(station?.param?.('A01A01')).toBe('A01A01*');
  });

  it('puts 仅看超期 after the audience search and asks for satisfaction at most', () => {
    const names = (workOrderListConfig.queryFields ?? []).map((f) => f.name);
    expect(names.slice(0, 3)).toEqual(['orderNo', 'audienceName', 'overdue']);
    const satisfaction = workOrderListConfig.queryFields?.find((f) => f.name === 'satisfaction');
    expect(satisfaction).toMatchObject({ label: '满意度不高于', type: 'select', match: 'le' });
    expect(workOrderListConfig.actionWidth).toBe(230);
    expect(columnOf(workOrderListConfig, 'title')?.sorter).toBe(false);
  });

  it("keeps the report list's export off (each report has its document)", () => {
    expect(reportListConfig.urls).toEqual({
      list: '/wo/monthlyReport/list',
      delete: '/wo/monthlyReport/delete',
      deleteBatch: '/wo/monthlyReport/deleteBatch',
    });
    expect(reportListConfig.defaultSort).toEqual({ column: 'month', order: 'desc' });
  });

  it("checks a text's length in the server's words", async () => {
    const rules = resourceFormRules(audienceResource, undefined);
    expect(await problem(rules.name, '')).toBe('请输入姓名');
    expect(await problem(rules.name, '王')).toBe('姓名长度必须在2到20个字符之间');
    expect(await problem(rules.name, '王小明')).toBeNull();
    expect(await problem(rules.departId, '')).toBe('请选择责任站点');
    const report = resourceFormRules(monthlyReportResource, undefined);
    expect(await problem(report.month, '')).toBe('请选择月份');
    expect(await problem(report.month, '2026-13')).toBe('月份格式应为 YYYY-MM');
  });
});
