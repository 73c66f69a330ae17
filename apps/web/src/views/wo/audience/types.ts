import type { audienceResource, ResourceInputValues, ResourceRow } from '@hcs/shared';

/**
 * A 服务对象 as GET /wo/audience/list and queryById return it (DOMAIN.md "Audience"): its ID number,
 * 残疾证号 and phones masked (`110***********1234`) for everyone; 查看完整 reveals one (MaskedValue).
 */
export type Audience = ResourceRow<typeof audienceResource>;

/** What add and edit send (edit adds the id): every entered field, '' where it is empty. */
export type AudienceInput = { [K in keyof ResourceInputValues<typeof audienceResource>]: string };

/** One row of the audience's work-order history (GET /wo/workOrder/list?audienceId=…). */
export interface AudienceOrder {
  id: string;
  orderNo: string;
  title: string;
  serviceType: string | null;
  status: number;
  createTime: string;
  overdue?: boolean;
  serviceType_dictText?: string;
  status_dictText?: string;
}
