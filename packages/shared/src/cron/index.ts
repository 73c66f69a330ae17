export * from './fields.ts';
export * from './formatRunTime.ts';
export * from './nextRuns.ts';
export * from './parse.ts';
