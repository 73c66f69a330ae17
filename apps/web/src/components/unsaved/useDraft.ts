import { StorageKeys } from '@hcs/shared';
import type { FormInstance } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { getLocal } from '../../utils/storage.ts';

/** A form's long texts as last typed, kept in this browser until saved or discarded. */
export interface Draft {
  savedAt: string;
  values: Record<string, string>;
}

const storageKey = (key: string) => `HCS_DRAFT:${getLocal<string>(StorageKeys.username) ?? ''}:${key}`;

function readDraft(key: string): Draft | null {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey(key)) ?? 'null') as Draft | null;
    return stored && typeof stored.savedAt === 'string' && typeof stored.values === 'object' ? stored : null;
  } catch {
    // A draft another version wrote in another shape is no draft.
    return null;
  }
}

/** Forgets the draft of `key` (after the form was saved). */
export function clearDraft(key: string): void {
  localStorage.removeItem(storageKey(key));
}

/**
 * Keeps the long texts of a form (`fields`) as a draft under `key` while they are typed, so that a form
 * closed or a page left by mistake loses nothing: the draft found when the form opens is offered back
 * (`draft`, `restore`, `discard`). `key` null: the form keeps no draft (e.g. while it is closed).
 */
export function useDraft(key: string | null, form: FormInstance, fields: readonly string[]) {
  const [draft, setDraft] = useState<Draft | null>(null);
  useEffect(() => {
    setDraft(key ? readDraft(key) : null);
  }, [key]);

  /** Call from the form's onValuesChange: stores the fields' text when any of them changed. */
  const onValuesChange = useCallback(
    (changed: Record<string, unknown>) => {
      if (!key || !fields.some((field) => field in changed)) return;
      const values = Object.fromEntries(
        fields.flatMap((field) => {
          const value: unknown = form.getFieldValue(field);
          return typeof value === 'string' && value.trim() !== '' ? [[field, value]] : [];
        }),
      );
      if (Object.keys(values).length === 0) clearDraft(key);
      else {
        localStorage.setItem(
          storageKey(key),
          JSON.stringify({ savedAt: dayjs().format('YYYY-MM-DD HH:mm'), values } satisfies Draft),
        );
      }
    },
    [key, fields, form],
  );

  const restore = useCallback(() => {
    if (draft) form.setFieldsValue(draft.values);
    setDraft(null);
  }, [draft, form]);

  const discard = useCallback(() => {
    if (key) clearDraft(key);
    setDraft(null);
  }, [key]);

  return { draft, restore, discard, onValuesChange };
}
