import { defineResource } from '../resource/define.ts';

/** What a rule's parameters must be: a JSON object (or nothing). */
export const FILL_RULE_PARAMS_NOT_OBJECT = '规则参数必须是 JSON 对象，例如 {"prefix":"GD"}';

const paramsProblem = (json: string): string | null => {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? null
      : FILL_RULE_PARAMS_NOT_OBJECT;
  } catch {
    return FILL_RULE_PARAMS_NOT_OBJECT;
  }
};

/**
 * 填值规则 (系统管理 → 填值规则): rules bound to a generator of the server's registry (规则实现), run by
 * code to fill a form's field (工单编号, 分类编码).
 */
export const fillRuleResource = defineResource({
  title: '填值规则',
  table: 'sys_fill_rule',
  path: '/sys/fillRule',
  permissionPrefix: 'system:fillRule',
  menuComponent: 'system/FillRuleList',
  defaultSort: 'createTime',
  without: ['import', 'export'],
  fields: {
    ruleName: {
      label: '规则名称',
      type: 'string',
      input: { required: true, max: 100 },
      list: { width: 180 },
      search: true,
      superQuery: true,
      detail: true,
    },
    ruleCode: {
      label: '规则编码',
      type: 'string',
      input: {
        required: true,
        max: 64,
        pattern: { regex: /^[A-Za-z0-9_]+$/, message: '规则编码只能包含字母、数字和下划线' },
        unique: true,
      },
      list: { width: 180 },
      search: true,
      superQuery: true,
      detail: true,
    },
    ruleClass: {
      label: '规则实现',
      type: 'string',
      choice: true,
      input: { required: true, max: 64 },
      list: { width: 150 },
      superQuery: true,
      detail: true,
    },
    ruleParams: {
      label: '规则参数',
      type: 'string',
      multiline: { minRows: 3, maxRows: 8 },
      input: { max: 1000, check: paramsProblem },
      list: {},
      detail: true,
    },
    createBy: { label: '创建人', type: 'string' },
    createTime: { label: '创建时间', type: 'datetime', list: { width: 170 }, superQuery: true, detail: true },
    updateTime: { label: '更新时间', type: 'datetime' },
  },
});
