import { FILL_RULE_PARAMS_NOT_OBJECT } from '@hcs/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/schema.ts';
import { BusinessError } from '../result.ts';

/** What a generator runs with: the rule's code (its sequences are kept per code) and the caller's form. */
export interface GeneratorRun<P> {
  db: Kysely<Database>;
  ruleCode: string;
  params: P;
  formData: Record<string, unknown>;
  now: Date;
  /** Trying the rule out (测试): show the value it would give, taking no number from a sequence. */
  preview: boolean;
}

/** A generator of values (填值规则的实现), as a module defines it. */
export interface GeneratorDefinition<P> {
  name: string;
  title: string;
  /** Shown under the parameter field: which keys the JSON may have. */
  paramsHint: string;
  params: z.ZodType<P>;
  run(run: GeneratorRun<P>): Promise<string>;
}

/** A registered generator, its parameter type hidden behind a check. */
export interface FillRuleGenerator {
  name: string;
  title: string;
  paramsHint: string;
  /** The first problem of the parameters (a Chinese message), or null when they are fine. */
  checkParams(params: unknown): string | null;
  run(run: GeneratorRun<unknown>): Promise<string>;
}

export function defineGenerator<P>(def: GeneratorDefinition<P>): FillRuleGenerator {
  const problem = (params: unknown): string | null => {
    if (typeof params !== 'object' || params === null || Array.isArray(params))
      return FILL_RULE_PARAMS_NOT_OBJECT;
    const parsed = def.params.safeParse(params);
    return parsed.success ? null : (parsed.error.issues[0]?.message ?? '规则参数不正确');
  };
  return {
    name: def.name,
    title: def.title,
    paramsHint: def.paramsHint,
    checkParams: problem,
    run: (run) => {
      const parsed = def.params.safeParse(run.params);
      if (!parsed.success || problem(run.params)) {
        throw new BusinessError(`填值规则【${run.ruleCode}】的参数不正确：${problem(run.params) ?? ''}`);
      }
      return def.run({ ...run, params: parsed.data });
    },
  };
}
