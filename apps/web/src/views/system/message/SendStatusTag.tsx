import { Tag } from 'antd';
import { type Message, SEND_STATUS } from './messageApi.ts';
import './message.css';

const FALLBACK: Record<number, string> = {
  0: '未发送',
  1: '发送成功',
  2: '发送失败',
  [-1]: '失败不再重试',
  3: '已跳过',
};

/** 发送成功 green, 未发送 / 已跳过 orange, 发送失败 / 失败不再重试 red. */
export function SendStatusTag({
  message,
}: {
  message: Pick<Message, 'esSendStatus' | 'esSendStatus_dictText'>;
}) {
  const status = message.esSendStatus;
  const tone =
    status === SEND_STATUS.sent
      ? 'sent'
      : status === SEND_STATUS.pending || status === SEND_STATUS.skipped
        ? 'pending'
        : 'failed';
  return (
    <Tag className={`hcs-msg-tag--${tone}`}>
      {message.esSendStatus_dictText ?? FALLBACK[status] ?? status}
    </Tag>
  );
}
