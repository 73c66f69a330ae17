export * from './auth.ts';
export * from './constants.ts';
export * from './dict.ts';
export * from './envelope.ts';
export * from './permission.ts';
export * from './permissionRules.ts';
export * from './rules.ts';
export * from './sign.ts';
