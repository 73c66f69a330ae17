import type { Kysely } from 'kysely';
import svgCaptcha from 'svg-captcha';
import type { Database } from '../../core/db/schema.ts';

const TTL_MS = 60_000;

/** Single-use image captchas, kept in the database so every server copy can check them. */
export class CaptchaStore {
  constructor(private readonly db: Kysely<Database>) {}

  /** Makes a new 4-character code for `checkKey` and returns the image as a data URL. */
  async issue(checkKey: string): Promise<string> {
    const captcha = svgCaptcha.create({
      size: 4,
      ignoreChars: '0oO1iIlL',
      noise: 2,
      width: 105,
      height: 35,
      fontSize: 40,
      background: '#f5f7f7',
    });
    const now = Date.now();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('sysCaptcha')
        .where((eb) => eb.or([eb('checkKey', '=', checkKey), eb('expiresAt', '<', now)]))
        .execute();
      await trx
        .insertInto('sysCaptcha')
        .values({ checkKey, code: captcha.text.toLowerCase(), expiresAt: now + TTL_MS })
        .execute();
    });
    return `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`;
  }

  /**
   * Checks and consumes the code: any attempt, right or wrong, burns it.
   * Returns 'invalid' when there is no live code for the key, 'wrong' when it does not match.
   */
  async consume(checkKey: string, answer: string): Promise<'ok' | 'invalid' | 'wrong'> {
    const row = await this.db
      .selectFrom('sysCaptcha')
      .select(['code', 'expiresAt'])
      .where('checkKey', '=', checkKey)
      .executeTakeFirst();
    if (!row) return 'invalid';
    await this.db.deleteFrom('sysCaptcha').where('checkKey', '=', checkKey).execute();
    if (row.expiresAt < Date.now()) return 'invalid';
    return row.code === answer.trim().toLowerCase() ? 'ok' : 'wrong';
  }
}
