import { getMyAnnouncementSend, type MyAnnouncementQuery } from '../../api/notice.ts';

/** The key the user's own announcements are cached under: reading one marks them all out of date. */
export const MY_ANNOUNCEMENTS = ['myAnnouncements'] as const;

/** One page of the user's own announcements (我的消息, 最新公告): its cache key and its request. */
export function myAnnouncements(query: MyAnnouncementQuery) {
  return { key: [...MY_ANNOUNCEMENTS, query] as const, load: () => getMyAnnouncementSend(query) };
}
