import dayjs, { type Dayjs } from 'dayjs';
import type { Tenant, TenantInput } from './tenantApi.ts';

export const DATE_FORMAT = 'YYYY-MM-DD';

/** The tenant form's values as antd holds them. */
export interface TenantFormValues {
  id?: number | null;
  name?: string;
  beginDate?: Dayjs | null;
  endDate?: Dayjs | null;
  status?: string;
}

const day = (value: string | null) => (value ? dayjs(value.slice(0, 10), DATE_FORMAT) : null);

/** A new tenant starts 正常; an edited one from its list row. */
export function toFormValues(record: Tenant | null): TenantFormValues {
  if (!record) return { status: '1' };
  return {
    id: record.id,
    name: record.name,
    beginDate: day(record.beginDate),
    endDate: day(record.endDate),
    status: String(record.status),
  };
}

/** What POST /sys/tenant/add and PUT /sys/tenant/edit send (empty dates clear them). */
export function toInput(values: TenantFormValues): TenantInput {
  return {
    id: Number(values.id),
    name: values.name?.trim() ?? '',
    beginDate: values.beginDate ? values.beginDate.format(DATE_FORMAT) : '',
    endDate: values.endDate ? values.endDate.format(DATE_FORMAT) : '',
    status: Number(values.status ?? 1),
  };
}
