import { App, Button } from 'antd';
import { useEffect, useRef } from 'react';
import { useSessionStore } from '../../stores/session.ts';
import { type NoticeMessage, openNoticeSocket } from './noticeSocket.ts';
import { noticeSocketUrl } from './noticeSocketUrl.ts';
import { useNoticeStore } from './noticeStore.ts';
import { startPolling } from './poller.ts';

/**
 * Keeps the bell's lists fresh while someone is signed in: polling every 6 s, and the socket whose
 * pushes reload the lists at once and pop a 消息提醒 that opens the announcement. Everything stops
 * on logout or unmount.
 */
export function useNoticeFeed(openNotice: (id: string) => void): void {
  const { notification } = App.useApp();
  const userId = useSessionStore((s) => s.userInfo?.id ?? null);
  const token = useSessionStore((s) => s.token);
  const openRef = useRef(openNotice);
  openRef.current = openNotice;

  useEffect(() => {
    if (!userId || !token) return;
    const { load, clear } = useNoticeStore.getState();
    const stopPolling = startPolling(load);
    return () => {
      stopPolling();
      clear();
    };
  }, [userId, token]);

  useEffect(() => {
    if (!userId || !token) return;
    const announce = ({ msgId, msgTxt }: NoticeMessage) => {
      if (!msgTxt) return;
      const key = `notice-${msgId ?? Date.now()}`;
      const open = () => {
        notification.destroy(key);
        if (msgId) openRef.current(msgId);
      };
      notification.info({
        key,
        title: '消息提醒',
        description: msgTxt,
        placement: 'bottomRight',
        ...(msgId
          ? {
              onClick: open,
              actions: (
                <Button
                  type="primary"
                  size="small"
                  onClick={(event) => {
                    event.stopPropagation();
                    open();
                  }}
                >
                  查看详情
                </Button>
              ),
            }
          : {}),
      });
    };
    const socket = openNoticeSocket({
      url: noticeSocketUrl(userId, token),
      onMessage: (message) => {
        void useNoticeStore.getState().load();
        announce(message);
      },
    });
    return () => socket.close();
  }, [userId, token, notification]);
}
