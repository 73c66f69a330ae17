import type { ListPageConfig } from '../../../components/list/index.ts';
import { FILL_RULE_URLS, type FillRule } from './fillRuleApi.ts';

/** 填值规则's list: search by name and code, columns, advanced query and detail. */
export const fillRuleListConfig: ListPageConfig<FillRule> = {
  title: '填值规则',
  urls: FILL_RULE_URLS,
  permissionPrefix: 'system:fillRule',
  queryFields: [
    { name: 'ruleName', label: '规则名称', type: 'input' },
    { name: 'ruleCode', label: '规则编码', type: 'input' },
  ],
  // 编辑 详情 测试 删除 on one line.
  actionWidth: 210,
  columns: [
    { title: '规则名称', dataIndex: 'ruleName', sorter: true, width: 180 },
    { title: '规则编码', dataIndex: 'ruleCode', sorter: true, width: 180 },
    { title: '规则实现', dataIndex: 'ruleClass', sorter: true, width: 150 },
    { title: '规则参数', dataIndex: 'ruleParams', ellipsis: true },
    { title: '创建时间', dataIndex: 'createTime', sorter: true, width: 170 },
  ],
  superQueryFields: [
    { field: 'ruleName', label: '规则名称', type: 'string' },
    { field: 'ruleCode', label: '规则编码', type: 'string' },
    { field: 'ruleClass', label: '规则实现', type: 'string' },
    { field: 'createTime', label: '创建时间', type: 'datetime' },
  ],
  detailFields: [
    { field: 'ruleName', label: '规则名称' },
    { field: 'ruleCode', label: '规则编码' },
    { field: 'ruleClass', label: '规则实现' },
    { field: 'ruleParams', label: '规则参数' },
    { field: 'createTime', label: '创建时间' },
  ],
};
