import { Ellipsis } from '../../../components/Ellipsis.tsx';
import type { ListPageConfig } from '../../../components/list/index.ts';
import { MESSAGE_URLS, type Message, MSG_TYPE_DICT, SEND_STATUS_DICT } from './messageApi.ts';
import { SendStatusTag } from './SendStatusTag.tsx';

const MESSAGE_CONTENT_LENGTH = 12;

/** 消息's list (the send log): search by title, channel, receiver and status. */
export const messageListConfig: ListPageConfig<Message> = {
  title: '消息',
  urls: MESSAGE_URLS,
  permissionPrefix: 'system:message',
  queryFields: [
    { name: 'esTitle', label: '消息标题', type: 'input' },
    { name: 'esType', label: '发送方式', type: 'dict', dictCode: MSG_TYPE_DICT },
    { name: 'esReceiver', label: '接收人', type: 'input', advanced: true },
    { name: 'esSendStatus', label: '发送状态', type: 'dict', dictCode: SEND_STATUS_DICT, advanced: true },
  ],
  // The row shows who got what (the content cut to 12 characters, spec §9), how, and how it went; the
  // whole content and the parameters are in the detail.
  columns: [
    { title: '消息标题', dataIndex: 'esTitle', sorter: true, width: 150, ellipsis: true },
    {
      title: '发送内容',
      dataIndex: 'esContent',
      width: 200,
      render: (_v, m) => <Ellipsis text={m.esContent ?? ''} length={MESSAGE_CONTENT_LENGTH} />,
    },
    { title: '接收人', dataIndex: 'esReceiver', sorter: true, width: 160, ellipsis: true },
    {
      title: '发送方式',
      dataIndex: 'esType',
      sorter: true,
      width: 90,
      render: (_v, m) => m.esType_dictText ?? m.esType,
    },
    { title: '发送时间', dataIndex: 'esSendTime', sorter: true, width: 160 },
    {
      title: '发送状态',
      dataIndex: 'esSendStatus',
      sorter: true,
      width: 110,
      render: (_v, m) => <SendStatusTag message={m} />,
    },
    { title: '发送次数', dataIndex: 'esSendNum', width: 80 },
    { title: '发送结果', dataIndex: 'esResult', ellipsis: true },
  ],
  superQueryFields: [
    { field: 'esTitle', label: '消息标题', type: 'string' },
    { field: 'esType', label: '发送方式', type: 'dict', dictCode: MSG_TYPE_DICT },
    { field: 'esReceiver', label: '接收人', type: 'string' },
    { field: 'esSendStatus', label: '发送状态', type: 'dict', dictCode: SEND_STATUS_DICT },
    { field: 'esSendTime', label: '发送时间', type: 'datetime' },
    { field: 'createTime', label: '创建时间', type: 'datetime' },
  ],
  detailFields: [
    { field: 'esTitle', label: '消息标题' },
    { field: 'esContent', label: '发送内容' },
    { field: 'esParam', label: '发送所需参数' },
    { field: 'esReceiver', label: '接收人' },
    { field: 'esType', label: '发送方式' },
    { field: 'esSendTime', label: '发送时间' },
    { field: 'esSendStatus', label: '发送状态' },
    { field: 'esSendNum', label: '发送次数' },
    { field: 'esResult', label: '发送结果' },
    { field: 'remark', label: '备注' },
  ],
};
