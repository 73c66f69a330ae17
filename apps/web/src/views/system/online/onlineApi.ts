import { type Done, postAction } from '../../../api/request.ts';
import type { ListUrls } from '../../../components/list/index.ts';

/** One live session as GET /sys/online/list answers it (never its token). */
export interface OnlineUser {
  /** The session's id: what force logout names. */
  id: string;
  username: string;
  realname: string;
  avatar: string | null;
  /** YYYY-MM-DD HH:mm:ss */
  loginTime: string;
  ip: string | null;
  /** The caller's own session. */
  current: boolean;
}

export const ONLINE_URLS: ListUrls = { list: '/sys/online/list' };

/** Ends the session at its next request (POST /sys/online/forceLogout). */
export function forceLogout(id: string): Promise<Done<null>> {
  return postAction<null>('/sys/online/forceLogout', { id });
}
