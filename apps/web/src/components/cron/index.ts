// The builder modal is not exported here: CronInput loads it lazily.
export { CronInput, type CronInputProps } from './CronInput.tsx';
export { cronRule } from './cronRule.ts';
