import { describe, expect, it } from 'vitest';
import { codePattern, departFields, switchFlag } from '../src/resource/fields.ts';
import { audienceResource } from '../src/resources/audience.ts';
import { checkRuleResource } from '../src/resources/checkRule.ts';
import { dataSourceResource } from '../src/resources/dataSource.ts';
import { gatewayRouteResource } from '../src/resources/gatewayRoute.ts';
import { messageTemplateResource } from '../src/resources/messageTemplate.ts';
import { positionResource } from '../src/resources/position.ts';
import { sensitiveLogResource } from '../src/resources/sensitiveLog.ts';
import { workOrderResource } from '../src/resources/workOrder.ts';

describe('field blocks shared by resources', () => {
  it('gives the department fields their exact attributes under each label', () => {
    for (const [resource, label] of [
      [audienceResource, '责任站点'],
      [workOrderResource, '所属部门'],
    ] as const) {
      expect(resource.fields.departId).toEqual({
        label,
        type: 'string',
        choice: true,
        input: { required: true },
      });
      expect(resource.fields.departName).toEqual({
        label,
        type: 'string',
        derived: true,
        list: { width: 120, ellipsis: true },
        detail: true,
        sheet: { width: 16 },
      });
      expect(resource.fields.sysOrgCode).toEqual({ label: '部门编码', type: 'string', search: 'advanced' });
    }
    expect(Object.keys(departFields('x'))).toEqual(['departId', 'departName', 'sysOrgCode']);
  });

  it('checks every code field with one pattern and its own label', () => {
    const codes = [
      [positionResource.fields.code.input.pattern, '职务编码'],
      [checkRuleResource.fields.ruleCode.input.pattern, '规则编码'],
      [messageTemplateResource.fields.templateCode.input.pattern, '模板编码'],
      [dataSourceResource.fields.code.input.pattern, '数据源编码'],
    ] as const;
    for (const [pattern, label] of codes) {
      expect(pattern).toEqual(codePattern(label));
      expect(pattern.message).toBe(`${label}只能包含字母、数字、下划线和短横线`);
      expect(pattern.regex.test('a_B-9')).toBe(true);
      expect(pattern.regex.test('a b')).toBe(false);
      expect(pattern.regex.test('')).toBe(false);
    }
  });

  it("keeps the gateway route's switches as they were declared", () => {
    const { stripPrefix, isPublic, status } = gatewayRouteResource.fields;
    const common = { type: 'number', switch: true, superQuery: true, detail: true, sheet: { width: 10 } };
    expect(stripPrefix).toEqual({
      ...common,
      label: '去除前缀',
      dict: 'yn',
      input: { default: 1, hint: expect.stringContaining('开启：') },
      list: { width: 90 },
    });
    expect(isPublic).toEqual({
      ...common,
      label: '公开访问',
      dict: 'yn',
      input: { default: 0, hint: expect.stringContaining('关闭：') },
      list: { width: 90 },
    });
    expect(status).toEqual({
      ...common,
      label: '状态',
      dict: 'gateway_status',
      input: { default: 1, hint: '保存后立即生效，无需重启' },
      list: { width: 80 },
      search: true,
    });
    expect(switchFlag({ label: '开关', default: 0, hint: '' })).not.toHaveProperty('search');
  });

  it("derives the sensitive log's columns", () => {
    const shown = (label: string, type: string, list: number, sheet: number) => ({
      label,
      type,
      list: { width: list },
      superQuery: true,
      detail: true,
      sheet: { width: sheet },
    });
    expect(sensitiveLogResource.fields).toEqual({
      createName: { ...shown('查看人', 'string', 110, 12), search: true },
      createTime: { ...shown('查看时间', 'datetime', 170, 20), search: true },
      dataName: { ...shown('查看对象', 'string', 110, 12), search: true },
      fieldLabel: shown('查看字段', 'string', 110, 12),
      dataTitle: shown('数据类型', 'string', 100, 12),
      createBy: shown('查看人账号', 'string', 120, 14),
      dataId: { label: '记录ID', type: 'string', detail: true, sheet: { width: 34 } },
      fieldName: { label: '字段名', type: 'string' },
    });
  });

  it('searches every masked field by its whole value only', () => {
    for (const resource of [audienceResource, workOrderResource]) {
      for (const field of Object.values(resource.fields)) {
        if ('masked' in field) expect(field).toMatchObject({ match: 'exact' });
      }
    }
  });
});
