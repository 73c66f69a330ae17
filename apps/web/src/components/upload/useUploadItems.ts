import type { UploadBiz } from '@hcs/shared';
import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadFile } from '../../api/upload.ts';
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
  /** Called with the items whenever the rules say the value is emitted. */
  onEmit(items: UploadItem[]): void;
}

/**
 * The items of an upload field: each chosen file uploads at once through the request client, and
 * the value is emitted by the rules of uploadValue.ts. A value set from outside (a loaded record, a
 * form reset) replaces the items.
 */
export function useUploadItems({ value, maxCount, biz, onEmit }: Options) {
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
        const res = await uploadFile(file, { biz, jeditor: biz === 'editor' });
        outcome = res.success
          ? { status: 'done', path: res.message }
          : { status: 'error', message: failureMessage(res.message) };
      } catch (error) {
        outcome = { status: 'error', message: failureMessage(error instanceof Error ? error.message : '') };
      }
      const next = settleItem(current.current, uid, outcome);
      if (!next) return;
      if (outcome.status === 'error') void message.error(failedToast(file.name));
      commit(next, outcome.status === 'done' ? 'done' : 'error');
    },
    [biz, maxCount, commit, message],
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
