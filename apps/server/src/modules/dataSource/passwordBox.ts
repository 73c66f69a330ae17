import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Seals data source passwords with AES-256-GCM under a key derived (HKDF-SHA256) from the server secret,
 * so a copy of the database alone does not reveal them. A key of its own: the token-signing key is
 * never used as it is for anything else.
 */
export class PasswordBox {
  private readonly key: Buffer;

  /** `purpose` keeps each kind of secret under a key of its own (e.g. a login provider's client secret). */
  constructor(serverSecret: Uint8Array, purpose = 'data source password') {
    this.key = Buffer.from(hkdfSync('sha256', serverSecret, 'hcs-data-source', purpose, 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
    return [VERSION, ...parts].join('.');
  }

  /** The password, or null when it was sealed under another secret or altered. */
  open(sealed: string): string | null {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || body === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      return null;
    }
  }
}
