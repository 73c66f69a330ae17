import type { ApiResult } from '@hcs/shared';
import { getAction, postAction, putAction } from './request.ts';

export type AnnouncementPriority = 'L' | 'M' | 'H';
/** 1 通知, 2 系统消息. */
export type AnnouncementCategory = '1' | '2';
export type AnnouncementTarget = 'ALL' | 'USER';
/** 0 未发布, 1 已发布, 2 已撤销. */
export type AnnouncementStatus = '0' | '1' | '2';
export type AnnouncementOpenType = 'url' | 'component';

/** A 系统通告 as the management list returns it (the field name `titile` is the API's own). */
export interface Announcement {
  id: string;
  titile: string;
  msgContent: string;
  msgAbstract: string | null;
  startTime: string | null;
  endTime: string | null;
  sender: string | null;
  priority: AnnouncementPriority;
  msgCategory: AnnouncementCategory;
  msgType: AnnouncementTarget;
  /** Recipient ids as a comma list with a trailing comma (USER only). */
  userIds: string | null;
  sendStatus: AnnouncementStatus;
  sendTime: string | null;
  cancelTime: string | null;
  openType: AnnouncementOpenType | null;
  openPage: string | null;
  createBy: string | null;
  createTime: string | null;
  priority_dictText?: string;
  msgCategory_dictText?: string;
  sendStatus_dictText?: string;
  msgType_dictText?: string;
}

/** What add and edit send. */
export interface AnnouncementInput {
  titile: string;
  msgContent: string;
  msgAbstract?: string;
  startTime?: string;
  endTime?: string;
  priority: AnnouncementPriority;
  msgCategory: AnnouncementCategory;
  msgType: AnnouncementTarget;
  userIds?: string;
  openType?: AnnouncementOpenType;
  openPage?: string;
}

const BASE = '/sys/annountCement';

export function add(input: AnnouncementInput): Promise<ApiResult<unknown>> {
  return postAction<unknown>(`${BASE}/add`, input);
}

export function edit(input: AnnouncementInput & { id: string }): Promise<ApiResult<unknown>> {
  return putAction<unknown>(`${BASE}/edit`, input);
}

export function release(id: string): Promise<ApiResult<unknown>> {
  return getAction<unknown>(`${BASE}/doReleaseData`, { id });
}

export function revoke(id: string): Promise<ApiResult<unknown>> {
  return getAction<unknown>(`${BASE}/doReovkeData`, { id });
}
