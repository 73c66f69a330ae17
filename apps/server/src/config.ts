import { join } from 'node:path';
import { z } from 'zod';
import { DEFAULT_TIME_ZONE, isTimeZone } from './core/time.ts';

/** Every setting of the server, read from the environment with defaults and validation. */
export interface AppConfig {
  port: number;
  host: string;
  basePath: string;
  dbUrl: string;
  dataDir: string;
  /** Explicit secret from HCS_JWT_SECRET; when absent one is generated and kept in the data dir. */
  jwtSecret: string | null;
  loginCaptcha: boolean;
  adminPassword: string | null;
  demoPassword: string | null;
  platformName: string;
  centreName: string;
  centreUrl: string;
  staticDir: string | null;
  logLevel: string;
  /** Where uploaded files are kept (local storage). */
  uploadDir: string;
  /** The S3-compatible bucket uploaded files are kept in instead (HCS_STORAGE=s3); null for local storage. */
  s3: S3StorageConfig | null;
  /** The largest upload accepted, in MB. */
  uploadMaxMb: number;
  /** The mail server e-mail messages go through; null when HCS_SMTP_HOST is unset (e-mail fails). */
  smtp: SmtpConfig | null;
  /** The SMS gateway text messages are posted to; null when HCS_SMS_GATEWAY_URL is unset (they are only logged in 消息). */
  smsGateway: SmsGatewayConfig | null;
  /** The centre's time zone: dates and times sent as instants (ISO with an offset) are read on its clock. */
  timeZone: string;
  /** The longest an online report's query may run, in ms (报表查询超时 beyond). */
  reportTimeoutMs: number;
  /**
   * Whose X-Forwarded-For is believed for the client's address (rate limits, logs): a proxy-addr list of
   * addresses, CIDRs or the names loopback / linklocal / uniquelocal, or true (any peer) / false (none).
   */
  trustProxy: boolean | string;
  /** The single sign-on (CAS) server's prefix, e.g. https://cas.example.com/cas; null when HCS_CAS_URL is unset. */
  casUrl: string | null;
  /** Whether requests are recorded for 系统监控 (请求追踪, HTTP 服务); HCS_REQUEST_TRACE=0 turns it off. */
  requestTrace: boolean;
  /** Redis shared by the server copies (pushes, cache invalidation, captchas, codes, counters, job claims); null: none. */
  redisUrl: string | null;
  /** Put before every Redis key and channel of this installation, so several can share one Redis. */
  redisPrefix: string;
}

export interface SmsGatewayConfig {
  /** Receives `POST {mobile, content}` as JSON for each text message; any 2xx answer counts as sent. */
  url: string;
  /** Sent as `Authorization: Bearer <token>` when given. */
  token: string | null;
}

/** Where an S3-compatible store is and how to sign in to it (HCS_S3_*); buckets are addressed path-style. */
export interface S3StorageConfig {
  /** e.g. http://127.0.0.1:9000 or https://s3.example.com */
  endpoint: string;
  bucket: string;
  region: string;
  accessKey: string;
  secretKey: string;
}

export interface SmtpConfig {
  host: string;
  port: number;
  /** TLS from the start (usually port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user: string | null;
  pass: string | null;
  from: string;
}

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'], {
    message: '必须是 true/false、on/off、1/0 或 yes/no',
  })
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

const schema = z.object({
  HCS_PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HCS_HOST: z.string().min(1).default('0.0.0.0'),
  HCS_BASE_PATH: z
    .string()
    .regex(
      /^\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/,
      '必须以 / 开头，只含字母、数字、下划线和短横线，例如 /hcs',
    )
    .default('/hcs'),
  HCS_DB_URL: z
    .string()
    .regex(
      /^(sqlite:|postgres:\/\/|postgresql:\/\/|mysql:\/\/)/,
      '只支持 sqlite:<文件路径>、postgres://… 或 mysql://…',
    )
    .optional(),
  HCS_DATA_DIR: z.string().min(1).default('./data'),
  HCS_JWT_SECRET: z.string().min(32, '至少 32 个字符').optional(),
  HCS_LOGIN_CAPTCHA: booleanFlag.default(true),
  HCS_ADMIN_PASSWORD: z.string().min(8, '至少 8 个字符').optional(),
  HCS_DEMO_PASSWORD: z.string().min(8, '至少 8 个字符').optional(),
  HCS_PLATFORM_NAME: z.string().min(1).max(50).default('温馨助残服务平台'),
  HCS_CENTRE_NAME: z.string().min(1).max(50).default('助残服务中心'),
  HCS_CENTRE_URL: z
    .string()
    .regex(/^(https?:\/\/|\/)/, '必须是 http(s) 地址或以 / 开头的路径')
    .default('/'),
  HCS_STATIC_DIR: z.string().optional(),
  HCS_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HCS_UPLOAD_DIR: z.string().min(1).optional(),
  HCS_STORAGE: z.enum(['local', 's3'], { message: '必须是 local 或 s3' }).default('local'),
  HCS_S3_ENDPOINT: z
    .string()
    .regex(/^https?:\/\/[^\s/?#]+\/?$/, '必须是 http(s) 地址，不含路径，例如 http://127.0.0.1:9000')
    .optional(),
  HCS_S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, '必须是 3 到 63 个小写字母、数字、点或短横线')
    .optional(),
  HCS_S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,50}$/, '必须是区域名称，例如 us-east-1')
    .default('us-east-1'),
  HCS_S3_ACCESS_KEY: z.string().min(1).max(200).optional(),
  HCS_S3_SECRET_KEY: z.string().min(1).max(200).optional(),
  HCS_UPLOAD_MAX_MB: z.coerce
    .number({ message: '必须是 1 到 1024 之间的整数' })
    .int('必须是 1 到 1024 之间的整数')
    .min(1, '必须是 1 到 1024 之间的整数')
    .max(1024, '必须是 1 到 1024 之间的整数')
    .default(10),
  HCS_SMTP_HOST: z.string().min(1).optional(),
  HCS_SMTP_PORT: z.coerce
    .number({ message: '必须是 1 到 65535 之间的整数' })
    .int('必须是 1 到 65535 之间的整数')
    .min(1, '必须是 1 到 65535 之间的整数')
    .max(65535, '必须是 1 到 65535 之间的整数')
    .optional(),
  HCS_SMTP_SECURE: booleanFlag.default(false),
  HCS_SMTP_USER: z.string().min(1).optional(),
  HCS_SMTP_PASS: z.string().min(1).optional(),
  HCS_SMTP_FROM: z.string().min(3).max(200).optional(),
  HCS_TIME_ZONE: z
    .string()
    .refine(isTimeZone, '必须是 IANA 时区名称，例如 Asia/Shanghai')
    .default(DEFAULT_TIME_ZONE),
  HCS_REPORT_TIMEOUT_MS: z.coerce
    .number({ message: '必须是 10 到 600000 之间的整数（毫秒）' })
    .int('必须是 10 到 600000 之间的整数（毫秒）')
    .min(10, '必须是 10 到 600000 之间的整数（毫秒）')
    .max(600_000, '必须是 10 到 600000 之间的整数（毫秒）')
    .default(10_000),
  HCS_SMS_GATEWAY_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, '必须是 http(s) 地址')
    .optional(),
  HCS_SMS_GATEWAY_TOKEN: z.string().min(1).max(500).optional(),
  HCS_TRUST_PROXY: z
    .string()
    .regex(/^[A-Za-z0-9.:/, ]+$/, '必须是 true、false，或以逗号分隔的地址、网段或 loopback 等名称')
    .default('loopback'),
  HCS_CAS_URL: z
    .string()
    .regex(/^https?:\/\/[^\s?#]+$/, '必须是 http(s) 地址，不含查询参数，例如 https://cas.example.com/cas')
    .optional(),
  HCS_REQUEST_TRACE: booleanFlag.default(true),
  HCS_REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/[^\s]+$/, '必须是 redis://… 或 rediss://… 地址，例如 redis://127.0.0.1:6379')
    .optional(),
  HCS_REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, '1 到 64 个字母、数字或 _ . : -')
    .default('hcs:'),
});

export class ConfigError extends Error {}

/** Reads the config from an env-like map; throws ConfigError listing every bad setting. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`配置错误:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const s3 = c.HCS_STORAGE === 's3' ? s3Storage(c) : null;
  return {
    port: c.HCS_PORT,
    host: c.HCS_HOST,
    basePath: c.HCS_BASE_PATH,
    dataDir: c.HCS_DATA_DIR,
    dbUrl: c.HCS_DB_URL ?? `sqlite:${c.HCS_DATA_DIR.replace(/\/$/, '')}/hcs.db`,
    jwtSecret: c.HCS_JWT_SECRET ?? null,
    loginCaptcha: c.HCS_LOGIN_CAPTCHA,
    adminPassword: c.HCS_ADMIN_PASSWORD ?? null,
    demoPassword: c.HCS_DEMO_PASSWORD ?? null,
    platformName: c.HCS_PLATFORM_NAME,
    centreName: c.HCS_CENTRE_NAME,
    centreUrl: c.HCS_CENTRE_URL,
    staticDir: c.HCS_STATIC_DIR ?? null,
    logLevel: c.HCS_LOG_LEVEL,
    uploadDir: c.HCS_UPLOAD_DIR ?? join(c.HCS_DATA_DIR, 'upload'),
    uploadMaxMb: c.HCS_UPLOAD_MAX_MB,
    s3,
    smtp: c.HCS_SMTP_HOST
      ? {
          host: c.HCS_SMTP_HOST,
          port: c.HCS_SMTP_PORT ?? (c.HCS_SMTP_SECURE ? 465 : 587),
          secure: c.HCS_SMTP_SECURE,
          user: c.HCS_SMTP_USER ?? null,
          pass: c.HCS_SMTP_PASS ?? null,
          from: c.HCS_SMTP_FROM ?? c.HCS_SMTP_USER ?? `hcs@${c.HCS_SMTP_HOST}`,
        }
      : null,
    smsGateway: c.HCS_SMS_GATEWAY_URL
      ? { url: c.HCS_SMS_GATEWAY_URL, token: c.HCS_SMS_GATEWAY_TOKEN ?? null }
      : null,
    timeZone: c.HCS_TIME_ZONE,
    reportTimeoutMs: c.HCS_REPORT_TIMEOUT_MS,
    trustProxy: ['true', 'false'].includes(c.HCS_TRUST_PROXY)
      ? c.HCS_TRUST_PROXY === 'true'
      : c.HCS_TRUST_PROXY,
    casUrl: c.HCS_CAS_URL?.replace(/\/+$/, '') ?? null,
    requestTrace: c.HCS_REQUEST_TRACE,
    redisUrl: c.HCS_REDIS_URL ?? null,
    redisPrefix: c.HCS_REDIS_PREFIX,
  };
}

/** The S3 settings HCS_STORAGE=s3 needs; throws ConfigError naming each one missing. */
function s3Storage(c: z.infer<typeof schema>): S3StorageConfig {
  const { HCS_S3_ENDPOINT: endpoint, HCS_S3_BUCKET: bucket } = c;
  const { HCS_S3_ACCESS_KEY: accessKey, HCS_S3_SECRET_KEY: secretKey } = c;
  if (endpoint && bucket && accessKey && secretKey) {
    return { endpoint: endpoint.replace(/\/$/, ''), bucket, region: c.HCS_S3_REGION, accessKey, secretKey };
  }
  const missing = Object.entries({
    HCS_S3_ENDPOINT: endpoint,
    HCS_S3_BUCKET: bucket,
    HCS_S3_ACCESS_KEY: accessKey,
    HCS_S3_SECRET_KEY: secretKey,
  }).filter(([, v]) => !v);
  throw new ConfigError(
    `配置错误:\n${missing.map(([name]) => `${name}: HCS_STORAGE=s3 时必须设置`).join('\n')}`,
  );
}
