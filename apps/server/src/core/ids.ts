import { randomBytes } from 'node:crypto';

let lastMs = 0;
let counter = 0;

/**
 * A 32-character, time-ordered string id: 12 hex digits of epoch ms, 4 of a per-ms counter,
 * 16 random. Ids made later sort later, which keeps B-tree inserts cheap.
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
