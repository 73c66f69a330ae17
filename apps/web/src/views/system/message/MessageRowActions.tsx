import { canResend, STUCK_SENDING_MINUTES } from '@hcs/shared';
import { App, Button, Popconfirm } from 'antd';
import dayjs from 'dayjs';
import { type ListPageState, ListRowActions } from '../../../components/list/index.ts';
import { useAuth } from '../../../utils/permission.ts';
import { type Message, resendMessage } from './messageApi.ts';

interface Props {
  message: Message;
  state: ListPageState<Message>;
}

/** 详情, 重发 (a failed or cut-off message, while attempts are left) and 删除 of one message. */
export function MessageRowActions({ message: row, state }: Props) {
  const { message } = App.useApp();
  const auth = useAuth();
  const stuckBefore = dayjs().subtract(STUCK_SENDING_MINUTES, 'minute').format('YYYY-MM-DD HH:mm:ss');
  const retriable = canResend(row, stuckBefore);

  const resend = async () => {
    try {
      const res = await resendMessage(row.id);
      if (res.success && res.result.sent) void message.success(res.message);
      else void message.warning(res.message);
      await state.reload();
    } catch {
      // The request client has already shown why.
    }
  };

  return (
    <ListRowActions record={row} state={state} name={`${row.esTitle} ${row.esReceiver}`}>
      {retriable && auth.has('system:message:resend') ? (
        <Popconfirm title="确定重新发送该消息吗?" onConfirm={resend}>
          <Button type="link" size="small" aria-label={`重发“${row.esTitle} ${row.esReceiver}”`}>
            重发
          </Button>
        </Popconfirm>
      ) : null}
    </ListRowActions>
  );
}
