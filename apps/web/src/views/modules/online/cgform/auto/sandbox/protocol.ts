/**
 * 增强JS (an online form's enhancement script) and the sandbox it runs in.
 *
 * The script is plain JavaScript declaring functions; the generated screens call them by name:
 *
 * ```js
 * // Before a save: return a text to refuse it (shown to the user), nothing to let it go.
 * function beforeSubmit(row) { if (row.amount > 1000) return '金额不能超过1000'; }
 * // When the form opens (row: the record, {} when adding): return values to set, e.g. { status: '1' }.
 * function onLoad(row) { return { remark: '来自增强JS' }; }
 * // When a field changes: return values to set.
 * function onChange(field, value, row) { if (field === 'price') return { total: value * row.count }; }
 * // A custom button of type js named `audit`: gets the selected rows, may return a message to show.
 * function audit(rows) { return '已选择 ' + rows.length + ' 条'; }
 * ```
 *
 * A function may be async. Each call is limited in time ({@link ENHANCE_CALL_TIMEOUT_MS}); its
 * arguments and result are copied (JSON), so it never holds the page's objects.
 *
 * Where it runs: a Worker created from a blob inside an iframe with `sandbox="allow-scripts"` (no
 * allow-same-origin: a unique origin without the page's localStorage, cookies or DOM), whose page
 * (public/online-sandbox.html) the server sends with a CSP of its own: no network at all, workers
 * from blobs only. The worker also has its network, storage and messaging globals removed before the
 * script runs. The page talks to the frame through a MessageChannel: {@link SandboxRequest} in,
 * {@link SandboxReply} out.
 */

/** How long one call may take before it is given up (the worker is then stopped and started afresh). */
export const ENHANCE_CALL_TIMEOUT_MS = 2000;

/** The hooks the generated form calls. */
export const ENHANCE_HOOKS = ['beforeSubmit', 'onLoad', 'onChange'] as const;

/** A name the sandbox calls: an identifier, never an expression. */
export const ENHANCE_FUNCTION_NAME = /^[A-Za-z_$][\w$]{0,63}$/;

/** Plain data crossing into the sandbox and back. */
export type SandboxValue =
  | string
  | number
  | boolean
  | null
  | SandboxValue[]
  | { [key: string]: SandboxValue };

/** To the frame: start with the worker's code and the form's script (once), then calls. */
export type SandboxRequest =
  | { type: 'init'; source: string; script: string }
  | { type: 'call'; id: number; name: string; args: SandboxValue[]; timeoutMs: number };

/** From the frame: the script loaded (or why not), and each call's outcome. */
export type SandboxReply =
  | { type: 'loaded'; error?: string }
  | { type: 'result'; id: number; value?: SandboxValue; missing?: true; error?: string; timeout?: true };

/** A call's outcome as the screens see it. */
export type EnhanceOutcome =
  | { kind: 'value'; value: SandboxValue }
  /** The script has no function of that name. */
  | { kind: 'missing' }
  | { kind: 'error'; message: string }
  | { kind: 'timeout' };
