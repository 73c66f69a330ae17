import type {
  AccountLayoutPreferences,
  AccountProfile,
  AccountProfileInput,
  MyActivity,
  MyOpenWorkOrder,
  MySession,
  NotifyChannels,
} from '@hcs/shared';
import { type Done, getAction, postAction, putAction } from './request.ts';

/** 个人中心 and 账户设置 (issue 18): the caller's own data only. */
const BASE = '/sys/account';

export const getProfile = () => getAction<AccountProfile>(`${BASE}/profile`);
export const saveProfile = (input: AccountProfileInput): Promise<Done<AccountProfile>> =>
  putAction<AccountProfile>(`${BASE}/profile`, input);
export const saveEmail = (email: string | null): Promise<Done<null>> =>
  putAction<null>(`${BASE}/email`, { email });
export const changePhone = (phone: string, smscode: string): Promise<Done<null>> =>
  putAction<null>(`${BASE}/phone`, { phone, smscode });

export const getMySessions = () => getAction<MySession[]>(`${BASE}/sessions`);
export const endMySession = (id: string): Promise<Done<null>> =>
  postAction<null>(`${BASE}/sessions/logout`, { id });

export const getPreferences = () => getAction<AccountLayoutPreferences | null>(`${BASE}/preferences`);
export const savePreferences = (layout: AccountLayoutPreferences): Promise<Done<AccountLayoutPreferences>> =>
  putAction<AccountLayoutPreferences>(`${BASE}/preferences`, layout);

export const getNotifyChannels = () => getAction<NotifyChannels>(`${BASE}/notify`);
export const saveNotifyChannels = (channels: NotifyChannels): Promise<Done<NotifyChannels>> =>
  putAction<NotifyChannels>(`${BASE}/notify`, channels);

export const getMyOpenWorkOrders = () => getAction<MyOpenWorkOrder[]>(`${BASE}/workOrders`);
export const getMyActivity = () => getAction<MyActivity[]>(`${BASE}/activity`);
