import { getProfile } from '../../api/account.ts';

/** The caller's own profile, shared by 个人中心 and 基本设置: saving one refreshes the other. */
export const ACCOUNT_PROFILE = { key: ['account', 'profile'] as const, load: getProfile };
