import type { Announcement } from '../../../api/announcement.ts';
import type { ListPageConfig } from '../../../components/list/index.ts';
import { ANNOUNCEMENT_DICTS } from './constants.ts';
import { PriorityTag } from './PriorityTag.tsx';

/** 系统通告's list: the search form, the columns and the list endpoints (no export or import). */
export const announcementListConfig: ListPageConfig<Announcement> = {
  title: '通告',
  urls: {
    list: '/sys/annountCement/list',
    delete: '/sys/annountCement/delete',
    deleteBatch: '/sys/annountCement/deleteBatch',
  },
  permissionPrefix: 'system:announcement',
  queryFields: [
    { name: 'titile', label: '标题', type: 'input' },
    { name: 'msgCategory', label: '消息类型', type: 'dict', dictCode: ANNOUNCEMENT_DICTS.category },
    { name: 'sendStatus', label: '发布状态', type: 'dict', dictCode: ANNOUNCEMENT_DICTS.status },
    { name: 'priority', label: '优先级', type: 'dict', dictCode: ANNOUNCEMENT_DICTS.priority },
  ],
  columns: [
    { title: '标题', dataIndex: 'titile', width: 200, ellipsis: true },
    {
      title: '消息类型',
      dataIndex: 'msgCategory',
      width: 90,
      render: (_, r) => r.msgCategory_dictText ?? r.msgCategory,
    },
    { title: '发布人', dataIndex: 'sender', width: 90 },
    {
      title: '优先级',
      dataIndex: 'priority',
      width: 80,
      render: (_, r) => <PriorityTag priority={r.priority} text={r.priority_dictText ?? r.priority} />,
    },
    { title: '通告对象', dataIndex: 'msgType', width: 90, render: (_, r) => r.msgType_dictText ?? r.msgType },
    {
      title: '发布状态',
      dataIndex: 'sendStatus',
      width: 90,
      render: (_, r) => r.sendStatus_dictText ?? r.sendStatus,
    },
    { title: '发布时间', dataIndex: 'sendTime', width: 170, sorter: true },
    { title: '撤销时间', dataIndex: 'cancelTime', width: 170 },
  ],
};
