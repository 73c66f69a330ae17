import type { ListPageConfig } from '../../../components/list/index.ts';
import { CHECK_RULE_URLS, type CheckRule } from './checkRuleApi.ts';

/** 编码校验规则's list: query form, columns and detail. */
export const checkRuleListConfig: ListPageConfig<CheckRule> = {
  title: '编码校验规则',
  urls: CHECK_RULE_URLS,
  permissionPrefix: 'system:checkRule',
  queryFields: [
    { name: 'ruleName', label: '规则名称', type: 'input' },
    { name: 'ruleCode', label: '规则编码', type: 'input' },
  ],
  // 编辑 详情 测试 删除 on one line.
  actionWidth: 210,
  columns: [
    { title: '规则名称', dataIndex: 'ruleName', sorter: true, width: 180 },
    { title: '规则编码', dataIndex: 'ruleCode', sorter: true, width: 180 },
    { title: '规则描述', dataIndex: 'ruleDescription', width: 320, ellipsis: true },
    { title: '创建时间', dataIndex: 'createTime', sorter: true, width: 180 },
  ],
  detailFields: [
    { field: 'ruleName', label: '规则名称' },
    { field: 'ruleCode', label: '规则编码' },
    { field: 'ruleJson', label: '规则JSON' },
    { field: 'ruleDescription', label: '规则描述' },
    { field: 'createTime', label: '创建时间' },
  ],
};
