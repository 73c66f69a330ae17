import type { JobHandler } from './types.ts';

/** Revoked sessions are kept a day so that the online-user and login records can still name them. */
const REVOKED_KEPT_MS = 24 * 60 * 60 * 1000;

export const sessionCleanJob: JobHandler = {
  name: 'SessionCleanJob',
  title: '清理过期会话',
  async run({ ctx, fireTime }) {
    const now = fireTime.getTime();
    const result = await ctx.db.kysely
      .deleteFrom('sysSession')
      .where((eb) =>
        eb.or([
          eb('expiresAt', '<', now),
          eb.and([eb('revokedAt', 'is not', null), eb('revokedAt', '<', now - REVOKED_KEPT_MS)]),
        ]),
      )
      .executeTakeFirst();
    return `已清理 ${Number(result.numDeletedRows)} 个过期会话`;
  },
};
