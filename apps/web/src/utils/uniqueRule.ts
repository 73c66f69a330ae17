import type { FormRule } from 'antd';
import { type DuplicateCheckParams, duplicateCheck } from '../api/duplicateCheck.ts';

/**
 * A form rule for spec §5 "Uniqueness": skipped for an empty value, otherwise the server decides
 * and its message becomes the field's error. Checked on blur (and on submit), not on every key.
 */
export function uniqueRule(target: Omit<DuplicateCheckParams, 'fieldVal'>): FormRule {
  return {
    validateTrigger: 'onBlur',
    async validator(_rule, value: unknown) {
      const fieldVal = typeof value === 'string' ? value.trim() : '';
      if (!fieldVal) return;
      let res: Awaited<ReturnType<typeof duplicateCheck>>;
      try {
        res = await duplicateCheck({ ...target, fieldVal });
      } catch {
        // The request client has shown why the call failed; the save itself checks again.
        return;
      }
      if (!res.success) throw new Error(res.message);
    },
  };
}
