import { announcementResource, inputFields, splitUserIds } from '@hcs/shared';
import type { Announcement, AnnouncementInput } from '../../../api/announcement.ts';

/** The fields the form enters. */
const FIELDS = inputFields(announcementResource);
type Field = (typeof FIELDS)[number][0];

/** The add/edit form's values: the API's own (times as YYYY-MM-DD HH:mm:ss, recipients comma-joined). */
export type AnnouncementFormValues = Partial<Record<Field, string | null>>;

/** A new announcement's defaults (一般, 通知, 全体用户), or the record's values for editing. */
export function toFormValues(record: Announcement | null): AnnouncementFormValues {
  return Object.fromEntries(
    FIELDS.map(([name, field]) => [name, record ? (record[name] ?? null) : (field.input.default ?? null)]),
  );
}

const filled = (value: string | null | undefined) => value?.trim() || undefined;

/**
 * The values as add/edit send them: trimmed, empty ones left out; recipients only for 指定用户, as a
 * comma list with a trailing comma; the page only with its open type.
 */
export function toInput(values: AnnouncementFormValues): AnnouncementInput {
  const input: AnnouncementInput = {
    titile: filled(values.titile) ?? '',
    msgContent: filled(values.msgContent) ?? '',
    priority: values.priority ?? '',
    msgCategory: values.msgCategory ?? '',
    msgType: values.msgType ?? '',
  };
  for (const name of ['msgAbstract', 'startTime', 'endTime'] as const) {
    const value = filled(values[name]);
    if (value) input[name] = value;
  }
  const recipients = splitUserIds(values.userIds);
  if (values.msgType === 'USER' && recipients.length > 0) input.userIds = `${recipients.join(',')},`;
  const openType = filled(values.openType);
  if (openType) {
    input.openType = openType;
    const page = filled(values.openPage);
    if (page) input.openPage = page;
  }
  return input;
}
