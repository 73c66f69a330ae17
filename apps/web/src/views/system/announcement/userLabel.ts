import type { UserComponentRow } from '../../../api/announcement.ts';

/** How a user shows in the recipient select: realname and username. */
export function userLabel(user: Pick<UserComponentRow, 'realname' | 'username'>): string {
  return user.realname ? `${user.realname}（${user.username}）` : user.username;
}
