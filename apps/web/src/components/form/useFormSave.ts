import type { FormInstance } from 'antd';
import { useState } from 'react';
import type { Refusal } from '../../api/refusal.ts';
import type { RequestError } from '../../api/requestError.ts';
import { useServerAction } from '../../utils/serverAction.ts';
import { focusFirstError } from './firstError.ts';

interface FormSave<T> {
  /**
   * Sends the validated values; the server's message tells how it went. Resolves null when it sent
   * nothing after all (a check beyond the form's rules failed and the screen said why).
   */
  save(values: T): Promise<object | null>;
  /**
   * Save every value of the form's store (`getFieldsValue(true)`), also of fields not shown now (e.g.
   * those of another type), instead of the mounted fields' values that validation gives.
   */
  allValues?: boolean;
  /** After a save the server took; a promise it returns keeps `saving` on until it settles. */
  onSaved(): unknown;
  /** Also told of a refusal (after its warning), e.g. to mark the field the server's message is about. */
  onRefused?(refusal: Refusal): void;
  /** Told of an HTTP failure, which the request client has shown (e.g. to mark a field too). */
  onFailure?(error: RequestError): void;
}

/**
 * A form's save: `submit` validates the form, saves, shows the server's message (success, or a warning
 * when refused) and reports the save; `saving` while it runs. Invalid values show on the form, the
 * first of them takes focus, and nothing is sent.
 */
export function useFormSave<T>(
  form: FormInstance<T>,
  { save, allValues, onSaved, onRefused, onFailure }: FormSave<T>,
) {
  const act = useServerAction();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    let values: T;
    try {
      values = await form.validateFields();
    } catch (failure) {
      focusFirstError(form, failure);
      return;
    }
    if (allValues) values = form.getFieldsValue(true) as T;
    setSaving(true);
    try {
      if (await act(save(values), { success: true, onRefusal: onRefused, onFailure })) await onSaved();
    } finally {
      setSaving(false);
    }
  };

  return { saving, submit };
}
