import type { Transaction } from 'kysely';
import type { Database } from '../../core/db/schema.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';

/** When a server-side enhancement runs: before the write (it may refuse it) or after the commit. */
export type OnlineHookEvent = 'start' | 'end';

/** What a server-side enhancement of an online form receives. */
export interface OnlineHookCall {
  /** The form's table name (without the ol_ prefix). */
  tableName: string;
  /** add, edit, delete, import, or a custom button's code. */
  buttonCode: string;
  event: OnlineHookEvent;
  auth: AuthContext;
  /** The record(s) as entered (add, edit, import) or as they were (delete). */
  records: Record<string, unknown>[];
  /** On 'start', the write's transaction: a thrown BusinessError refuses the write and rolls it back. */
  trx?: Transaction<Database>;
}

/**
 * A server-side enhancement (增强Java of the family): code of the platform registered under a name. A
 * form's designer picks one by name; nothing typed into a form is ever run on the server.
 */
export interface OnlineHook {
  name: string;
  /** As the designer's select shows it. */
  label: string;
  run: (call: OnlineHookCall) => Promise<void> | void;
}

const hooks = new Map<string, OnlineHook>();

/** Registers a handler; a module calls it at start-up. */
export function registerOnlineHook(hook: OnlineHook): void {
  if (hooks.has(hook.name)) throw new Error(`online hook ${hook.name} registered twice`);
  hooks.set(hook.name, hook);
}

export const onlineHook = (name: string): OnlineHook | undefined => hooks.get(name);

/** The handlers a designer may choose from, by name. */
export const onlineHooks = (): OnlineHook[] =>
  [...hooks.values()].sort((a, b) => a.name.localeCompare(b.name));
