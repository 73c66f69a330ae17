import {
  type ChoicePreset,
  checkChoices,
  checkPreset,
  maxChoicesPreset,
  maxLengthPreset,
  minChoicesPreset,
  minLengthPreset,
  RULE_PRESETS,
  type RulePreset,
  type RulePresetName,
} from '@hcs/shared';
import type { FormRule } from 'antd';

/**
 * The validation presets of spec §5 as antd form rules: the same check and message the server's
 * schemas use (packages/shared/src/validation). An empty value passes; pair with `required` when needed.
 */
export function presetRule(preset: RulePreset | RulePresetName): FormRule {
  const chosen = typeof preset === 'string' ? RULE_PRESETS[preset] : preset;
  return {
    async validator(_rule, value: unknown) {
      const message = checkPreset(chosen, value);
      if (message) throw new Error(message);
    },
  };
}

function choicesRule(preset: ChoicePreset): FormRule {
  return {
    async validator(_rule, value: unknown) {
      const message = checkChoices(preset, value);
      if (message) throw new Error(message);
    },
  };
}

/** 最小长度N位字符. */
export const minLengthRule = (n: number) => presetRule(minLengthPreset(n));
/** 最大长度N位字符. */
export const maxLengthRule = (n: number) => presetRule(maxLengthPreset(n));
/** 最少选择N项 (checkbox groups). */
export const minChoicesRule = (n: number) => choicesRule(minChoicesPreset(n));
/** 最多选择N项 (checkbox groups). */
export const maxChoicesRule = (n: number) => choicesRule(maxChoicesPreset(n));
