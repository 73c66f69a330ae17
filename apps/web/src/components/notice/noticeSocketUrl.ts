import { websocketBase } from '../../api/config.ts';

/** ws(s)://host/base/websocket/<userId>?token=<token>: the token in the query authenticates. */
export function noticeSocketUrl(userId: string, token: string): string {
  return `${websocketBase()}/websocket/${encodeURIComponent(userId)}?token=${encodeURIComponent(token)}`;
}
