import type { RedisAnswer } from '@hcs/shared';
import type { Redis } from 'ioredis';

/** `INFO`'s `field:value` lines as a map (section headers and blank lines left out). */
export function parseInfo(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0 && !line.startsWith('#')) fields.set(line.slice(0, colon), line.slice(colon + 1).trim());
  }
  return fields;
}

/** What 系统监控's Redis page shows, read now (INFO and DBSIZE); unreachable when Redis does not answer. */
export async function redisFigures(redis: Redis): Promise<RedisAnswer> {
  try {
    const [info, keys] = await Promise.all([redis.info(), redis.dbsize()]);
    const fields = parseInfo(info);
    const number = (name: string) => Number(fields.get(name) ?? 0) || 0;
    const hits = number('keyspace_hits');
    const reads = hits + number('keyspace_misses');
    return {
      configured: true,
      reachable: true,
      version: fields.get('redis_version') ?? '',
      uptimeSeconds: number('uptime_in_seconds'),
      keys,
      usedMemory: number('used_memory'),
      connectedClients: number('connected_clients'),
      opsPerSecond: number('instantaneous_ops_per_sec'),
      hitRate: reads > 0 ? hits / reads : null,
    };
  } catch {
    return { configured: true, reachable: false };
  }
}
