import type { FormRule } from 'antd';
import { type DuplicateCheckParams, duplicateCheck } from '../api/duplicateCheck.ts';
import { refusalOf } from './serverAction.ts';

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
      try {
        await duplicateCheck({ ...target, fieldVal });
      } catch (error) {
        // A refusal says the value is taken; after an HTTP failure (already shown) the save checks again.
        const refusal = refusalOf(error);
        if (refusal) throw new Error(refusal.message);
      }
    },
  };
}
