import type { Audit } from './schema.ts';

/** 填值规则: a rule code bound to a named generator of the server's registry, with its parameters. */
export interface SysFillRuleTable extends Audit {
  id: string;
  ruleName: string;
  ruleCode: string;
  /** The name of a generator in the server's registry (core/codes/fillRuleGenerators.ts). */
  ruleClass: string;
  /** The generator's parameters as a JSON object, or null for its defaults. */
  ruleParams: string | null;
}

export interface FillRuleDatabase {
  sysFillRule: SysFillRuleTable;
}
