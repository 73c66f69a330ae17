export * from './gridRules.ts';
export * from './idCard.ts';
export * from './rulePresets.ts';
