/**
 * Short-lived state every server copy must see alike. Two backends hold it: the database
 * (databaseSharedState.ts, the tables named below, for one copy or several on one database) and Redis
 * (redisSharedState.ts, when HCS_REDIS_URL is set). Consumers are written once against this interface.
 */

/** Single-use values with an expiry: image captchas (sys_captcha), SMS code hashes (sys_sms_code), login locks (sys_login_guard). */
export type SecretSpace = 'captcha' | 'smsCode' | 'loginLock';

/** Counts within a window: wrong passwords (sys_login_guard), SMS sends by number and by address (sys_sms_send). */
export type CounterSpace = 'loginFailure' | 'smsSendMobile' | 'smsSendIp';

/** Things done once by one copy: a scheduled job's fire (sys_quartz_job_lock). */
export type ClaimSpace = 'jobFire';

/** What names an entry within its space: [checkKey], [mobile, mode], [username], [jobId, fireTime], … */
export type StateKey = readonly string[];

export interface Secret {
  value: string;
  /** Wrong answers counted by `miss`. */
  tries: number;
  /** Epoch ms. */
  expiresAt: number;
}

export interface SharedState {
  /** Keeps `value` for `ttlMs`, replacing the key's earlier value and its tries. */
  put(space: SecretSpace, key: StateKey, value: string, ttlMs: number): Promise<void>;
  /** The live value, or null when there is none (never set, taken, removed, expired). */
  read(space: SecretSpace, key: StateKey): Promise<Secret | null>;
  /**
   * Removes the value if it is still `value` with fewer than `maxTries` tries: true for exactly one of
   * any callers racing for it, so a value is used once.
   */
  take(space: SecretSpace, key: StateKey, value: string, maxTries?: number): Promise<boolean>;
  /** Counts a wrong answer against the value if it is still `value`; at `maxTries` the value goes. */
  miss(space: SecretSpace, key: StateKey, value: string, maxTries: number): Promise<void>;
  remove(space: SecretSpace | CounterSpace, key: StateKey): Promise<void>;
  /** Counts one and returns the count within the window (`windowMs` from the window's first count). */
  count(space: CounterSpace, key: StateKey, windowMs: number): Promise<number>;
  /** Takes back one count just made (a refused request is not counted). */
  uncount(space: CounterSpace, key: StateKey): Promise<void>;
  /** True for exactly one caller per key within `ttlMs`, on whichever copy. */
  claim(space: ClaimSpace, key: StateKey, ttlMs: number): Promise<boolean>;
}
