import type { MySession } from '@hcs/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, List } from 'antd';
import { endMySession, getMySessions } from '../../../api/account.ts';
import { ToneTag } from '../../../components/ToneTag.tsx';
import { useServerAction } from '../../../utils/serverAction.ts';
import { useApiQuery } from '../../../utils/serverState.ts';

const SESSIONS_KEY = ['account', 'sessions'] as const;

/** 我的登录会话: where I am signed in; 下线 ends another session at once. */
export function MySessions() {
  const { modal } = App.useApp();
  const act = useServerAction();
  const client = useQueryClient();
  const sessions = useApiQuery({ queryKey: SESSIONS_KEY, load: getMySessions });

  const signOut = (session: MySession) =>
    modal.confirm({
      title: '下线该会话',
      content: `确定让 ${session.device}（${session.ip ?? '未知 IP'}）下线吗？`,
      okText: '下线',
      cancelText: '取消',
      onOk: async () => {
        if (await act(endMySession(session.id), { success: true })) {
          await client.invalidateQueries({ queryKey: SESSIONS_KEY });
        }
      },
    });

  return (
    <List<MySession>
      className="hcs-account-sessions"
      loading={sessions.isLoading}
      dataSource={sessions.data ?? []}
      locale={{ emptyText: <p className="hcs-account-empty">暂无会话</p> }}
      renderItem={(session) => (
        <List.Item
          actions={
            session.current
              ? []
              : [
                  <Button
                    key="out"
                    danger
                    size="small"
                    autoInsertSpace={false}
                    aria-label={`下线 ${session.device}`}
                    onClick={() => signOut(session)}
                  >
                    下线
                  </Button>,
                ]
          }
        >
          <List.Item.Meta
            title={
              <span>
                {session.device} {session.current ? <ToneTag tone="success">当前</ToneTag> : null}
              </span>
            }
            description={`IP ${session.ip ?? '未知'} · 登录于 ${session.loginTime} · 最近活动 ${session.lastSeenTime ?? '—'}`}
          />
        </List.Item>
      )}
    />
  );
}
