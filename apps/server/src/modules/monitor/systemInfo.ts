import { cpus, freemem, hostname, loadavg, release, totalmem, type, uptime } from 'node:os';
import type { ServerInfo } from '@hcs/shared';
import platformPackage from '../../../../../package.json' with { type: 'json' };
import { formatDateTime } from '../../core/time.ts';

/** When this copy started (the module loads as the server starts). */
const startedAt = new Date(Date.now() - Math.round(process.uptime() * 1000));

/** The host, the process and the versions of what it runs on. */
export function systemInfo(versions: {
  db: { dialect: string; version: string };
  redis: string | null;
}): ServerInfo {
  const cpuList = cpus();
  const [one = 0, five = 0, fifteen = 0] = loadavg();
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    hostname: hostname(),
    platform: type(),
    release: release(),
    arch: process.arch,
    cpuModel: cpuList[0]?.model.trim() ?? '',
    cpuCount: cpuList.length,
    loadavg: [round(one), round(five), round(fifteen)],
    totalMemory: totalmem(),
    freeMemory: freemem(),
    hostUptime: Math.round(uptime()),
    processUptime: Math.round(process.uptime()),
    nodeVersion: process.version,
    dbDialect: versions.db.dialect,
    dbVersion: versions.db.version,
    redisVersion: versions.redis,
    platformVersion: platformPackage.version,
    startTime: formatDateTime(startedAt),
  };
}
