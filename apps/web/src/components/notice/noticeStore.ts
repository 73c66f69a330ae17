import { create } from 'zustand';
import { listByUser, type UserNoticeLists } from '../../api/notice.ts';

interface NoticeState {
  lists: UserNoticeLists | null;
  /** Reloads the header lists; resolves false when the load failed. */
  load(): Promise<boolean>;
  clear(): void;
}

/** The header's unread lists, shared so any screen that marks something read can refresh the bell. */
export const useNoticeStore = create<NoticeState>()((set) => ({
  lists: null,
  async load() {
    try {
      const lists = await listByUser();
      if (!lists) return false;
      set({ lists });
      return true;
    } catch {
      // Refused, or failed (the request client has shown it): the bell keeps what it showed.
      return false;
    }
  },
  clear() {
    set({ lists: null });
  },
}));

/** The badge count: unread 通知 plus unread 系统消息. */
export function unreadTotal(lists: UserNoticeLists | null): number {
  return lists ? lists.anntMsgTotal + lists.sysMsgTotal : 0;
}
