import { AnnouncementSendStatus } from '@hcs/shared';
import type { Announcement } from '../../../api/announcement.ts';

/** Drafts and revoked announcements may be edited and (re)released; published ones only revoked. */
export function isEditable(record: Pick<Announcement, 'sendStatus'>): boolean {
  return (
    record.sendStatus === AnnouncementSendStatus.draft || record.sendStatus === AnnouncementSendStatus.revoked
  );
}

export function isPublished(record: Pick<Announcement, 'sendStatus'>): boolean {
  return record.sendStatus === AnnouncementSendStatus.published;
}
