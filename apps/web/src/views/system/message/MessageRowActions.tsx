import { canResend, STUCK_SENDING_MINUTES } from '@hcs/shared';
import { App, Button, Popconfirm } from 'antd';
import dayjs from 'dayjs';
import { type ListPageState, ListRowActions } from '../../../components/list/index.ts';
import { useAuth } from '../../../utils/permission.ts';
import { useServerAction } from '../../../utils/serverAction.ts';
import { type Message, resendMessage } from './messageApi.ts';

interface Props {
  message: Message;
  state: ListPageState<Message>;
}

/** 详情, 重发 (a failed or cut-off message, while attempts are left) and 删除 of one message. */
export function MessageRowActions({ message: row, state }: Props) {
  const { message } = App.useApp();
  const act = useServerAction();
  const auth = useAuth();
  const stuckBefore = dayjs().subtract(STUCK_SENDING_MINUTES, 'minute').format('YYYY-MM-DD HH:mm:ss');
  const retriable = canResend(row, stuckBefore);
  const name = `${row.esTitle ?? ''} ${row.esReceiver ?? ''}`;

  // Refused too, the list is read again: the message may have changed meanwhile.
  const resend = async () => {
    const done = await act(resendMessage(row.id), { onRefusal: () => void state.reload() });
    if (!done) return;
    if (done.result.sent) void message.success(done.message);
    else void message.warning(done.message);
    await state.reload();
  };

  return (
    <ListRowActions record={row} state={state} name={name}>
      {retriable && auth.has('system:message:resend') ? (
        <Popconfirm title="确定重新发送该消息吗?" onConfirm={resend}>
          <Button type="link" size="small" aria-label={`重发“${name}”`}>
            重发
          </Button>
        </Popconfirm>
      ) : null}
    </ListRowActions>
  );
}
