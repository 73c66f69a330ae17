import { App, Button, Popconfirm } from 'antd';
import { useAuth } from '../../../utils/permission.ts';
import { useServerAction } from '../../../utils/serverAction.ts';
import { forceLogout, type OnlineUser } from './onlineApi.ts';

interface Props {
  record: OnlineUser;
  /** After the server ended the session: reload the list. */
  onDone(): void;
}

/** 强退: ends one session after 确定强制退出该用户吗?; one's own session is refused at once. */
export function ForceLogoutAction({ record, onDone }: Props) {
  const auth = useAuth();
  const { message } = App.useApp();
  const act = useServerAction();
  if (!auth.has('system:online:forceLogout')) return null;
  const label = `强退“${record.realname || record.username}”`;

  if (record.current) {
    return (
      <Button
        type="link"
        size="small"
        aria-label={label}
        onClick={() => void message.warning('不能强制退出自己')}
      >
        强退
      </Button>
    );
  }

  const force = async () => {
    if (await act(forceLogout(record.id), { success: true })) onDone();
  };

  return (
    <Popconfirm title="确定强制退出该用户吗?" onConfirm={force}>
      <Button type="link" size="small" aria-label={label}>
        强退
      </Button>
    </Popconfirm>
  );
}
