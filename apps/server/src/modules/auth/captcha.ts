import svgCaptcha from 'svg-captcha';
import type { SharedState } from '../../core/sharedState/sharedState.ts';
import { sameHash } from '../sms/secretHash.ts';

const TTL_MS = 60_000;

/** Single-use image captchas, kept in the shared state (database or Redis) so every server copy can check them. */
export class CaptchaStore {
  constructor(private readonly shared: SharedState) {}

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
    await this.shared.put('captcha', [checkKey], captcha.text.toLowerCase(), TTL_MS);
    return `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`;
  }

  /**
   * Checks and consumes the code: any attempt, right or wrong, burns it.
   * Returns 'invalid' when there is no live code for the key, 'wrong' when it does not match.
   */
  async consume(checkKey: string, answer: string): Promise<'ok' | 'invalid' | 'wrong'> {
    const live = await this.shared.read('captcha', [checkKey]);
    // Only the caller that takes the code may use it: of two answers at once, the second finds none.
    if (!live || !(await this.shared.take('captcha', [checkKey], live.value))) return 'invalid';
    return sameHash(live.value, answer.trim().toLowerCase()) ? 'ok' : 'wrong';
  }
}
