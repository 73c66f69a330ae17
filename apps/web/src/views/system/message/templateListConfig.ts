import type { ListPageConfig } from '../../../components/list/index.ts';
import { type MessageTemplate, MSG_TYPE_DICT, TEMPLATE_URLS } from './messageApi.ts';

/** 消息模板's list: search by title, code and type; columns, advanced query and detail. */
export const templateListConfig: ListPageConfig<MessageTemplate> = {
  title: '消息模板',
  urls: TEMPLATE_URLS,
  permissionPrefix: 'system:messageTemplate',
  queryFields: [
    { name: 'templateName', label: '模板标题', type: 'input' },
    { name: 'templateCode', label: '模板编码', type: 'input' },
    { name: 'templateType', label: '模板类型', type: 'dict', dictCode: MSG_TYPE_DICT },
  ],
  // 编辑 详情 发送测试 删除 on one line.
  actionWidth: 240,
  columns: [
    { title: '模板标题', dataIndex: 'templateName', sorter: true, width: 180 },
    { title: '模板编码', dataIndex: 'templateCode', sorter: true, width: 160 },
    {
      title: '模板类型',
      dataIndex: 'templateType',
      sorter: true,
      width: 100,
      render: (_v, t) => t.templateType_dictText ?? t.templateType,
    },
    { title: '模板内容', dataIndex: 'templateContent', ellipsis: true },
    { title: '创建时间', dataIndex: 'createTime', sorter: true, width: 170 },
  ],
  superQueryFields: [
    { field: 'templateName', label: '模板标题', type: 'string' },
    { field: 'templateCode', label: '模板编码', type: 'string' },
    { field: 'templateType', label: '模板类型', type: 'dict', dictCode: MSG_TYPE_DICT },
    { field: 'templateContent', label: '模板内容', type: 'string' },
    { field: 'createTime', label: '创建时间', type: 'datetime' },
  ],
  detailFields: [
    { field: 'templateName', label: '模板标题' },
    { field: 'templateCode', label: '模板编码' },
    { field: 'templateType', label: '模板类型' },
    { field: 'templateContent', label: '模板内容' },
    { field: 'templateTestJson', label: '测试数据' },
    { field: 'createTime', label: '创建时间' },
  ],
};
