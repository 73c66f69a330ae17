import type { FormInstance } from 'antd';
import { useState } from 'react';
import type { Refusal } from '../../api/refusal.ts';
import { useServerAction } from '../../utils/serverAction.ts';

interface FormSave<T> {
  /** Sends the validated values; the server's message tells how it went. */
  save(values: T): Promise<object>;
  /** After a save the server took; a promise it returns keeps `saving` on until it settles. */
  onSaved(): unknown;
  /** Also told of a refusal (after its warning), e.g. to mark the field the server's message is about. */
  onRefused?(refusal: Refusal): void;
}

/**
 * A form's save: `submit` validates the form, saves, shows the server's message (success, or a warning
 * when refused) and reports the save; `saving` while it runs. Invalid values show on the form and send
 * nothing.
 */
export function useFormSave<T>(form: FormInstance<T>, { save, onSaved, onRefused }: FormSave<T>) {
  const act = useServerAction();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    let values: T;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      if (await act(save(values), { success: true, onRefusal: onRefused })) await onSaved();
    } finally {
      setSaving(false);
    }
  };

  return { saving, submit };
}
