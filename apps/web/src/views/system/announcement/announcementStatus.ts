import type { Announcement } from '../../../api/announcement.ts';

/** Drafts and revoked announcements may be edited and (re)released; published ones only revoked. */
export function isEditable(record: Pick<Announcement, 'sendStatus'>): boolean {
  return record.sendStatus === '0' || record.sendStatus === '2';
}

export function isPublished(record: Pick<Announcement, 'sendStatus'>): boolean {
  return record.sendStatus === '1';
}
