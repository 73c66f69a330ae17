import type { ApiResult } from '@hcs/shared';
import { getAction } from './request.ts';

/** A user as the picker lists it (spec §3 "User in the component picker"). */
export interface PickerUser {
  id: string;
  username: string;
  realname: string;
  sex: string | number | null;
  phone: string | null;
  orgCodeTxt: string | null;
}

export interface PickerPage {
  records: PickerUser[];
  total: number;
}

export interface PickerQuery {
  username?: string;
  realname?: string;
  departId?: string;
  pageNo: number;
  pageSize: number;
}

export function queryUserComponentData(query: PickerQuery): Promise<ApiResult<PickerPage>> {
  return getAction<PickerPage>('/sys/user/queryUserComponentData', { ...query });
}
