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

/** The bell's tabs, in their order: 通知 and 系统消息. */
export type NoticeTab = 'annt' | 'sys';

/** The tab the bell opens on: the first with unread items, else 通知. */
export function openingTab(lists: UserNoticeLists | null): NoticeTab {
  if (!lists || lists.anntMsgTotal > 0) return 'annt';
  return lists.sysMsgTotal > 0 ? 'sys' : 'annt';
}
