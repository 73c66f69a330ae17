import { type CheckRuleItem, readCheckRuleJson } from '@hcs/shared';
import { BusinessError } from '../../core/result.ts';
import { riskOf } from './patternSafety.ts';

/**
 * The segments of a rule_json text in their stored form: the checks both ends run (readCheckRuleJson),
 * then the server's own: no pattern that could make the matcher backtrack for ever. Refused with the
 * first problem.
 */
export function parseRuleJson(json: string): CheckRuleItem[] {
  const read = readCheckRuleJson(json);
  if ('problem' in read) throw new BusinessError(read.problem);
  for (const [i, item] of read.items.entries()) {
    const risk = riskOf(item.pattern);
    if (risk) throw new BusinessError(`第${i + 1}条规则：正则表达式可能导致校验卡死：${risk}`);
  }
  return read.items;
}
