import type { PageResult } from '@hcs/shared';
import type {
  Announcement,
  AnnouncementCategory as MsgCategory,
  AnnouncementOpenType as OpenType,
  AnnouncementPriority as Priority,
} from './announcement.ts';
import { type Done, getAction, putAction } from './request.ts';

export type { Announcement, MsgCategory, OpenType, Priority };

/** An unread announcement as the header lists it. */
export interface NoticeItem {
  id: string;
  titile: string;
  msgAbstract: string | null;
  sender: string | null;
  sendTime: string | null;
  priority: Priority;
  msgCategory: MsgCategory;
  openType: OpenType | null;
  openPage: string | null;
  busId: string | null;
  createTime: string | null;
}

/** The header's two lists: up to 5 newest unread of each category, with the unread totals. */
export interface UserNoticeLists {
  anntMsgList: NoticeItem[];
  anntMsgTotal: number;
  sysMsgList: NoticeItem[];
  sysMsgTotal: number;
}

/** One announcement as the current user received it. */
export interface AnnouncementSend {
  id: string;
  anntId: string;
  userId: string;
  readFlag: '0' | '1';
  readTime: string | null;
  titile: string;
  msgAbstract: string | null;
  msgContent: string | null;
  sender: string | null;
  priority: Priority;
  priority_dictText?: string;
  msgCategory: MsgCategory;
  msgCategory_dictText?: string;
  sendTime: string | null;
  busId: string | null;
  openType: OpenType | null;
  openPage: string | null;
}

export interface MyAnnouncementQuery {
  pageNo: number;
  pageSize: number;
  titile?: string;
  msgCategory?: MsgCategory;
  readFlag?: '0' | '1';
}

export function listByUser(): Promise<UserNoticeLists> {
  return getAction<UserNoticeLists>('/sys/annountCement/listByUser');
}

export function queryAnnouncementById(id: string): Promise<Announcement> {
  return getAction<Announcement>('/sys/annountCement/queryById', { id });
}

/** Marks one announcement read for the current user. */
export function markRead(anntId: string): Promise<Done<unknown>> {
  return putAction<unknown>('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId });
}

export function readAll(): Promise<Done<unknown>> {
  return putAction<unknown>('/sys/sysAnnouncementSend/readAll');
}

export function getMyAnnouncementSend(query: MyAnnouncementQuery): Promise<PageResult<AnnouncementSend>> {
  return getAction<PageResult<AnnouncementSend>>('/sys/sysAnnouncementSend/getMyAnnouncementSend', {
    ...query,
  });
}
