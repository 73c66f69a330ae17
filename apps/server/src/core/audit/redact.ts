/** Keys whose values never reach a log: exact names, plus any key containing "password". */
const SECRET_KEYS = new Set(['password', 'oldpassword', 'confirmpassword', 'token', 'secret']);
const MASK = '******';
const MAX_DEPTH = 6;

export function isSecretKey(key: string): boolean {
  const lower = key.toLowerCase();
  return SECRET_KEYS.has(lower) || lower.includes('password');
}

/** A copy of `value` with the values of secret keys replaced by a mask, at any depth. */
export function redactSecrets(value: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH) return '…';
  if (Array.isArray(value)) return value.map((v) => redactSecrets(v, depth + 1));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, isSecretKey(k) ? MASK : redactSecrets(v, depth + 1)]),
  );
}

/** The JSON text of `value` with secrets removed, cut to `max` characters. */
export function redactedJson(value: unknown, max: number): string {
  const text = JSON.stringify(redactSecrets(value)) ?? '';
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
