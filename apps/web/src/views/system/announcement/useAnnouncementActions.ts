import type { ApiResult } from '@hcs/shared';
import { App } from 'antd';
import type { Announcement } from '../../../api/announcement.ts';
import * as api from '../../../api/announcement.ts';

export interface AnnouncementActions {
  release(record: Announcement): Promise<void>;
  revoke(record: Announcement): Promise<void>;
}

/** Release and revoke, each reporting the server's message and reloading the list. */
export function useAnnouncementActions(reload: () => Promise<void>): AnnouncementActions {
  const { message } = App.useApp();

  /** Runs a call; true when it succeeded. HTTP failures were already shown by the request client. */
  async function run(call: () => Promise<ApiResult<unknown>>): Promise<boolean> {
    try {
      const res = await call();
      if (res.success) void message.success(res.message);
      else void message.warning(res.message);
      return res.success;
    } catch {
      return false;
    }
  }

  return {
    async release(record) {
      if (await run(() => api.release(record.id))) await reload();
    },
    async revoke(record) {
      if (await run(() => api.revoke(record.id))) await reload();
    },
  };
}
