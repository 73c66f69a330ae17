import { randomInt } from 'node:crypto';
import { expect } from '@playwright/test';
import { openRunDatabase } from './runDatabase.ts';

/** A mobile number no other test (or run) uses: 139 then eight digits. */
export const uniqueMobile = () =>
  `139${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

/**
 * A client address of a browser's own, as the proxy in front of the server passes it (X-Forwarded-For, believed
 * from loopback): the server allows 5 code requests an hour per address, and every test runs from 127.0.0.1.
 */
export const ownClientAddress = () => ({
  'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
});

/**
 * The code of the last text message sent to `mobile`, as staff read it in 系统管理 → 消息 (the default
 * sender records every message there instead of sending it).
 */
export async function latestSmsCode(mobile: string): Promise<string> {
  let code = '';
  await expect
    .poll(() => {
      const db = openRunDatabase();
      try {
        const row = db
          .prepare(
            'SELECT es_content AS content FROM sys_sms WHERE es_receiver = ? ORDER BY rowid DESC LIMIT 1',
          )
          .get(mobile) as { content: string } | undefined;
        code = /\b(\d{6})\b/.exec(row?.content ?? '')?.[1] ?? '';
      } finally {
        db.close();
      }
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** Gives the user `username` the mobile number `mobile` (straight in the run's database). */
export function setUserPhone(username: string, mobile: string): void {
  const db = openRunDatabase();
  try {
    db.prepare('UPDATE sys_user SET phone = ? WHERE username = ?').run(mobile, username);
  } finally {
    db.close();
  }
}
