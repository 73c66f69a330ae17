import type { UploadBiz } from '@hcs/shared';
import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type UploadOptions, uploadedPath, uploadFile } from '../../api/upload.ts';
import {
  failedToast,
  failureMessage,
  itemsFromValue,
  keepLast,
  moveItem,
  pathsValue,
  removeItem,
  type StructuredFile,
  settleItem,
  shouldEmit,
  type UploadChange,
  type UploadItem,
  valueKey,
} from './uploadValue.ts';

interface Options {
  value: string | readonly StructuredFile[] | null | undefined;
  maxCount: number;
  biz: UploadBiz;
  /** Another endpoint and whether it gets the token (see sendsToken). */
  action?: UploadOptions['action'];
  token?: UploadOptions['token'];
  /** The answer's field holding the stored path; default message. */
  responseName?: string;
  /** Called with the items whenever the rules say the value is emitted. */
  onEmit(items: UploadItem[]): void;
}

/**
 * The items of an upload field: each chosen file uploads at once through the request client, and
 * the value is emitted by the rules of uploadValue.ts. A value set from outside (a loaded record, a
 * form reset) replaces the items.
 */
export function useUploadItems(options: Options) {
  const { value, maxCount, biz, action, token, responseName, onEmit } = options;
  const { message } = App.useApp();
  const [items, setItems] = useState<UploadItem[]>(() => itemsFromValue(value));
  const current = useRef(items);
  const emittedKey = useRef(valueKey(value));
  const emit = useRef(onEmit);
  useEffect(() => {
    emit.current = onEmit;
  }, [onEmit]);

  const key = valueKey(value);
  useEffect(() => {
    if (key === emittedKey.current) return;
    emittedKey.current = key;
    const next = itemsFromValue(value);
    current.current = next;
    setItems(next);
  }, [key, value]);

  const commit = useCallback((next: UploadItem[], change: UploadChange) => {
    current.current = next;
    setItems(next);
    if (shouldEmit(next, change)) {
      emittedKey.current = pathsValue(next);
      emit.current(next);
    }
  }, []);

  const add = useCallback(
    async (file: File, uid: string) => {
      const item: UploadItem = { uid, name: file.name, status: 'uploading', size: file.size };
      commit(keepLast([...current.current, item], maxCount), 'added');
      let outcome: Pick<UploadItem, 'status' | 'path' | 'message'>;
      try {
        // The editor folder holds the editors' images, which spec §7 marks with jeditor too.
        const res = await uploadFile(file, { biz, jeditor: biz === 'editor', action, token });
        const path = uploadedPath(res, responseName);
        outcome = path ? { status: 'done', path } : { status: 'error', message: failureMessage('') };
      } catch (error) {
        outcome = { status: 'error', message: failureMessage(error instanceof Error ? error.message : '') };
      }
      const next = settleItem(current.current, uid, outcome);
      if (!next) return;
      if (outcome.status === 'error') void message.error(failedToast(file.name));
      commit(next, outcome.status === 'done' ? 'done' : 'error');
    },
    [biz, action, token, responseName, maxCount, commit, message],
  );

  const remove = useCallback((uid: string) => commit(removeItem(current.current, uid), 'removed'), [commit]);

  const move = useCallback(
    (uid: string, direction: 'left' | 'right') => {
      const moved = moveItem(current.current, uid, direction);
      if ('refusal' in moved) void message.warning(moved.refusal);
      else commit(moved.items, 'moved');
    },
    [commit, message],
  );

  return { items, add, remove, move };
}
