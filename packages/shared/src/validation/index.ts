export * from './checkRuleGridRules.ts';
export * from './dictItemGridRules.ts';
export * from './gridRowCheck.ts';
export * from './gridRules.ts';
export * from './idCard.ts';
export * from './rulePresets.ts';
