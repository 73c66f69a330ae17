import type { APIRequestContext } from '@playwright/test';
import { apiPost, randomIdCardNo } from './apiSession.ts';
import { centreDay } from './env.ts';

/** `YYYY-MM-DD 09:00:00`, `days` from today on the centre's clock: an appointment or a deadline. */
export const daysAhead = (days: number) => `${centreDay(new Date(Date.now() + days * 86_400_000))} 09:00:00`;

/** A person served by 东城服务站, added through the API by whoever `token` belongs to; returns the id. */
export function addEastAudience(request: APIRequestContext, token: string, name: string): Promise<string> {
  return apiPost<string>(request, token, '/wo/audience/add', {
    name,
    sex: 1,
    idCardNo: randomIdCardNo(),
    disabilityType: '4',
    disabilityLevel: '2',
    phone: '13812345678',
    address: '东城区和平里街道 2 号',
    departId: 'dep_east',
    status: '1',
  });
}

/** A 上门助浴 order of 东城服务站 for `audienceId`, tomorrow, due the day after; `extra` adds or overrides fields. */
export function addEastOrder(
  request: APIRequestContext,
  token: string,
  audienceId: string,
  extra: Record<string, unknown> = {},
): Promise<{ id: string; orderNo: string }> {
  return apiPost<{ id: string; orderNo: string }>(request, token, '/wo/workOrder/add', {
    title: '上门助浴',
    audienceId,
    serviceType: '3',
    priority: 'M',
    departId: 'dep_east',
    appointmentTime: daysAhead(1),
    deadline: daysAhead(2),
    ...extra,
  });
}
