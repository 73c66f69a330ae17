import dayjs, { type Dayjs } from 'dayjs';
import type { WorkOrderDetail, WorkOrderInput } from './types.ts';

export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** The add/edit form's values. */
export interface WorkOrderFormValues {
  title: string;
  audienceId: string;
  serviceType: string;
  source?: string | null;
  priority: string;
  content?: string;
  appointmentTime?: Dayjs | null;
  deadline?: Dayjs | null;
  departId: string;
  assigneeId?: string;
}

function toDayjs(text: string | null): Dayjs | null {
  if (!text) return null;
  const value = dayjs(text, DATE_TIME_FORMAT);
  return value.isValid() ? value : null;
}

/** A new order's defaults (the definition's priority, the user's department), or the order's values for editing. */
export function toFormValues(
  record: WorkOrderDetail | null,
  defaults: { priority: string | undefined; departId: string | undefined },
): Partial<WorkOrderFormValues> {
  if (!record) return defaults;
  return {
    title: record.title,
    audienceId: record.audienceId,
    serviceType: record.serviceType,
    source: record.source,
    priority: record.priority,
    content: record.content ?? '',
    appointmentTime: toDayjs(record.appointmentTime),
    deadline: toDayjs(record.deadline),
    departId: record.departId,
  };
}

const isBlankHtml = (html: string | undefined) =>
  !html ||
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, '')
    .trim() === '';

/** The values as add/edit send them: times formatted, blanks as null. */
export function toInput(values: WorkOrderFormValues): WorkOrderInput {
  return {
    title: values.title.trim(),
    audienceId: values.audienceId,
    serviceType: values.serviceType,
    source: values.source || null,
    priority: values.priority,
    content: isBlankHtml(values.content) ? null : (values.content ?? null),
    appointmentTime: values.appointmentTime ? values.appointmentTime.format(DATE_TIME_FORMAT) : null,
    deadline: values.deadline ? values.deadline.format(DATE_TIME_FORMAT) : null,
    departId: values.departId,
    ...(values.assigneeId ? { assigneeId: values.assigneeId } : {}),
  };
}
