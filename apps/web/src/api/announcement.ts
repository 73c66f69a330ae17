import type { announcementResource, ResourceRow } from '@hcs/shared';
import { type Done, httpAction, postAction, putAction } from './request.ts';

export type AnnouncementPriority = 'L' | 'M' | 'H';
/** 1 通知, 2 系统消息. */
export type AnnouncementCategory = '1' | '2';
export type AnnouncementOpenType = 'url' | 'component';

/**
 * A 系统通告 as the management list and queryById answer it (the field name `titile` is the API's own),
 * with the texts of its dictionary fields.
 */
export type Announcement = ResourceRow<typeof announcementResource>;

/** What add and edit send: the form's fields, those left empty not sent. */
export type AnnouncementInput = Pick<
  Announcement,
  'titile' | 'msgContent' | 'priority' | 'msgCategory' | 'msgType'
> &
  Partial<Record<'msgAbstract' | 'startTime' | 'endTime' | 'userIds' | 'openType' | 'openPage', string>>;

const BASE = '/sys/annountCement';

export function add(input: AnnouncementInput): Promise<Done<unknown>> {
  return postAction<unknown>(`${BASE}/add`, input);
}

export function edit(input: AnnouncementInput & { id: string }): Promise<Done<unknown>> {
  return putAction<unknown>(`${BASE}/edit`, input);
}

export function release(id: string): Promise<Done<unknown>> {
  return httpAction<unknown>(`${BASE}/doReleaseData`, { id }, 'GET');
}

export function revoke(id: string): Promise<Done<unknown>> {
  return httpAction<unknown>(`${BASE}/doReovkeData`, { id }, 'GET');
}
