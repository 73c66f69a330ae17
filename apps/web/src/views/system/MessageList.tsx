import { ListPage, useListPage } from '../../components/list/index.ts';
import { MessageRowActions } from './message/MessageRowActions.tsx';
import { messageListConfig } from './message/messageListConfig.tsx';

/**
 * 系统管理 → 消息: every message sent through a template (in-app, e-mail, SMS), with its status, attempts
 * and result; failed ones can be sent again until the fifth attempt.
 */
export default function MessageList() {
  const state = useListPage(messageListConfig, { urlState: true });
  return (
    <ListPage
      config={messageListConfig}
      state={state}
      rowActions={(message) => <MessageRowActions message={message} state={state} />}
    />
  );
}
