import { App } from 'antd';
import { useCallback } from 'react';
import { Refusal } from '../api/refusal.ts';
import { RequestError } from '../api/requestError.ts';

/** The toasts an action shows (antd's `message` of App.useApp(), or its static one). */
export interface ActionFeedback {
  success(text: string): unknown;
  warning(text: string): unknown;
}

export interface ServerActionOptions {
  /** After success: true shows the server's message (a write's `message`), a string shows that text. */
  success?: boolean | string;
  /** Told of a refusal after its warning, e.g. to mark the field the server's message is about. */
  onRefusal?(refusal: Refusal): void;
  /** Told of an HTTP failure, which the request client has shown (e.g. to mark a field too). */
  onFailure?(error: RequestError): void;
}

/**
 * Awaits one call of the API and tells the user how it went: the success toast when asked, a refusal's
 * message as a warning, nothing for an HTTP failure (the request client has shown it). The live region
 * repeats every toast (LiveRegion), where it stays after the toast has gone. Resolves with
 * what the call resolved with, or undefined when it failed; any other error is a bug and rejects.
 */
export async function runServerAction<T>(
  feedback: ActionFeedback,
  call: Promise<T>,
  options: ServerActionOptions = {},
): Promise<T | undefined> {
  let value: T;
  try {
    value = await call;
  } catch (error) {
    if (error instanceof Refusal) {
      void feedback.warning(error.message);
      options.onRefusal?.(error);
      return undefined;
    }
    if (error instanceof RequestError) {
      options.onFailure?.(error);
      return undefined;
    }
    throw error;
  }
  const text = options.success === true ? serverMessage(value) : options.success || '';
  if (text) {
    void feedback.success(text);
  }
  return value;
}

/**
 * A rejection handler for a call whose HTTP failure needs nothing more than what the request client
 * has shown (a download, an export): swallows a RequestError, rethrows anything else.
 */
export function ignoreShownFailure(error: unknown): undefined {
  if (error instanceof RequestError) return undefined;
  throw error;
}

/**
 * For a call whose refusal is its answer (a check of a value): the Refusal, or null for an HTTP failure
 * (the request client has shown it); anything else is a bug and is thrown again.
 */
export function refusalOf(error: unknown): Refusal | null {
  if (error instanceof Refusal) return error;
  if (error instanceof RequestError) return null;
  throw error;
}

function serverMessage(value: unknown): string {
  const message = typeof value === 'object' && value !== null ? (value as { message?: unknown }).message : '';
  return typeof message === 'string' ? message : '';
}

export type ServerAction = <T>(call: Promise<T>, options?: ServerActionOptions) => Promise<T | undefined>;

/**
 * runServerAction with the screen's toasts: `const act = useServerAction();` then
 * `if (await act(deleteRole(id), { success: true })) reload();`.
 */
export function useServerAction(): ServerAction {
  const { message } = App.useApp();
  return useCallback<ServerAction>((call, options) => runServerAction(message, call, options), [message]);
}
