import type { Announcement } from '../../../api/announcement.ts';
import * as api from '../../../api/announcement.ts';
import { useServerAction } from '../../../utils/serverAction.ts';

export interface AnnouncementActions {
  release(record: Announcement): Promise<void>;
  revoke(record: Announcement): Promise<void>;
}

/** Release and revoke, each reporting the server's message and reloading the list. */
export function useAnnouncementActions(reload: () => Promise<void>): AnnouncementActions {
  const act = useServerAction();

  return {
    async release(record) {
      if (await act(api.release(record.id), { success: true })) await reload();
    },
    async revoke(record) {
      if (await act(api.revoke(record.id), { success: true })) await reload();
    },
  };
}
