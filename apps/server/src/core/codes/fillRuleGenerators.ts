import type { FillRuleGenerator } from './generator.ts';
import { categoryCode } from './generators/categoryCode.ts';
import { dateSequence } from './generators/dateSequence.ts';
import { timestampRandom } from './generators/timestampRandom.ts';

/**
 * The only implementations a fill rule may name (its rule_class). Rules bind to these by name; nothing
 * is ever loaded by a name a client sends.
 */
const registry: ReadonlyMap<string, FillRuleGenerator> = new Map(
  [dateSequence, timestampRandom, categoryCode].map((g) => [g.name, g]),
);

export const fillRuleGenerator = (name: string): FillRuleGenerator | undefined => registry.get(name);

export const fillRuleGenerators = (): FillRuleGenerator[] => [...registry.values()];
