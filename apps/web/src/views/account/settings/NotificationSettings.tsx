import type { NotifyChannels } from '@hcs/shared';
import { useQueryClient } from '@tanstack/react-query';
import { List, Switch } from 'antd';
import { useId } from 'react';
import { getNotifyChannels, saveNotifyChannels } from '../../../api/account.ts';
import { useServerAction } from '../../../utils/serverAction.ts';
import { useApiQuery } from '../../../utils/serverState.ts';

const CHANNELS_KEY = ['account', 'notify'] as const;

/** 新消息通知: system messages always arrive; SMS and e-mail can be turned off. */
export default function NotificationSettings() {
  const act = useServerAction();
  const client = useQueryClient();
  const id = useId();
  const channels = useApiQuery({ queryKey: CHANNELS_KEY, load: getNotifyChannels });
  const current = channels.data;

  const set = async (channel: keyof NotifyChannels, on: boolean) => {
    if (!current) return;
    const done = await act(saveNotifyChannels({ ...current, [channel]: on }), { success: true });
    if (done) client.setQueryData(CHANNELS_KEY, done.result);
  };

  const rows = [
    { key: 'system', title: '系统消息', description: '系统消息将以站内信的形式通知，不能关闭' },
    { key: 'sms', title: '短信通知', description: '业务消息通过短信发送到密保手机' },
    { key: 'email', title: '邮件通知', description: '业务消息通过邮件发送到备用邮箱' },
  ] as const;

  return (
    <List
      loading={channels.isLoading}
      dataSource={[...rows]}
      renderItem={(row) => (
        <List.Item
          actions={[
            <Switch
              key="on"
              aria-labelledby={`${id}-${row.key}`}
              checkedChildren="开"
              unCheckedChildren="关"
              disabled={row.key === 'system' || !current}
              checked={row.key === 'system' ? true : (current?.[row.key] ?? true)}
              onChange={(on) => {
                if (row.key !== 'system') void set(row.key, on);
              }}
            />,
          ]}
        >
          <List.Item.Meta
            title={<span id={`${id}-${row.key}`}>{row.title}</span>}
            description={row.description}
          />
        </List.Item>
      )}
    />
  );
}
