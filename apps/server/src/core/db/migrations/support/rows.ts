import { randomBytes } from 'node:crypto';

// Frozen (see README.md): copies of core/ids.ts `newId` and core/time.ts `formatDateTime` as the
// migrations used them, so a change there cannot change what an old migration writes.

let lastMs = 0;
let counter = 0;

/**
 * A 32-character, time-ordered string id: 12 hex digits of epoch ms, 4 of a per-ms counter,
 * 16 random. Ids made later sort later.
 */
export function newId(): string {
  const now = Date.now();
  if (now === lastMs) {
    counter = (counter + 1) & 0xffff;
  } else {
    lastMs = now;
    counter = randomBytes(2).readUInt16BE(0) & 0x7fff;
  }
  return (
    now.toString(16).padStart(12, '0') +
    counter.toString(16).padStart(4, '0') +
    randomBytes(8).toString('hex')
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The current time as `YYYY-MM-DD HH:mm:ss` in server local time: the create_time of seeded rows. */
export function formatDateTime(d: Date = new Date()): string {
  return (
    `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ` +
    `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
  );
}
