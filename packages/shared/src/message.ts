/**
 * sys_sms.es_send_status (dict `msg_send_status`): 0 发送中, 1 发送成功, 2 发送失败, -1 失败不再重试,
 * 3 已跳过 (the receiver turned the channel off in 新消息通知; never sent, never retried).
 */
export const SEND_STATUS = { pending: 0, sent: 1, failed: 2, abandoned: -1, skipped: 3 } as const;

/** A failed message is retried until it has been tried this many times. */
export const MAX_SEND_ATTEMPTS = 5;

/**
 * A message still 发送中 this long after its attempt began was cut off (the server stopped while
 * sending); it may be sent again. Every channel gives up on a delivery well within this time.
 */
export const STUCK_SENDING_MINUTES = 10;

/** The parts of a message log row that decide whether it may be sent again. */
export interface SendState {
  esSendStatus: number;
  esSendNum: number;
  createTime?: string | null;
  updateTime?: string | null;
}

/**
 * Whether 重发 may send this message again: it failed, or its attempt was cut off, and attempts are
 * left. `stuckBefore` is the local time (yyyy-MM-dd HH:mm:ss) STUCK_SENDING_MINUTES ago.
 */
export function canResend(message: SendState, stuckBefore: string): boolean {
  if (message.esSendNum >= MAX_SEND_ATTEMPTS) return false;
  if (message.esSendStatus === SEND_STATUS.failed) return true;
  const attemptBegan = message.updateTime ?? message.createTime ?? '';
  return message.esSendStatus === SEND_STATUS.pending && attemptBegan < stuckBefore;
}

/**
 * What is wrong with a template's test data (测试数据), or null: a JSON object whose values are text,
 * numbers, true/false or null, or nothing at all. The form and the server check it alike.
 */
export function templateDataProblem(json: string | null | undefined): string | null {
  if (json === null || json === undefined || json.trim() === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return '测试数据不是合法的JSON';
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return '测试数据必须是JSON对象，例如 {"name":"张三"}';
  }
  for (const [key, value] of Object.entries(parsed)) {
    if (value !== null && !['string', 'number', 'boolean'].includes(typeof value)) {
      return `测试数据的值只能是文本或数字: ${key}`;
    }
  }
  return null;
}
