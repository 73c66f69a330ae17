import type { Kysely } from 'kysely';
import { StampedCache } from '../../core/cache/stampedCache.ts';
import type { Database } from '../../core/db/schema.ts';
import type { WriteTracker } from '../../core/db/writeTracker.ts';

export interface ActiveRoute {
  pathPrefix: string;
  uri: string;
  stripPrefix: boolean;
  isPublic: boolean;
}

/** The name of the routes' version stamp (sys_cache_version). */
export const GATEWAY_CACHE = 'gateway_route';

/**
 * The enabled routes, longest prefix first. Every change bumps the stamp, so this copy applies it at
 * once and every other copy within a second, without a restart.
 */
export class GatewayRouteTable {
  private readonly cache: StampedCache<ActiveRoute[]>;

  constructor(db: Kysely<Database>, checkEveryMs?: number, writes?: WriteTracker) {
    this.cache = new StampedCache(
      db,
      GATEWAY_CACHE,
      async () =>
        (
          await db
            .selectFrom('sysGatewayRoute')
            .select(['pathPrefix', 'uri', 'stripPrefix', 'isPublic'])
            .where('status', '=', 1)
            .execute()
        )
          .map((r) => ({ ...r, stripPrefix: r.stripPrefix === 1, isPublic: r.isPublic === 1 }))
          .sort((a, b) => b.pathPrefix.length - a.pathPrefix.length),
      checkEveryMs,
      writes,
    );
  }

  /** The route a request path belongs to: its prefix is the path or a whole-segment start of it. */
  async match(path: string): Promise<ActiveRoute | null> {
    const routes = await this.cache.get();
    return routes.find((r) => path === r.pathPrefix || path.startsWith(`${r.pathPrefix}/`)) ?? null;
  }

  changed(): Promise<void> {
    return this.cache.changed();
  }
}
