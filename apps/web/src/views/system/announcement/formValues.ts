import dayjs, { type Dayjs } from 'dayjs';
import type {
  Announcement,
  AnnouncementCategory,
  AnnouncementInput,
  AnnouncementOpenType,
  AnnouncementPriority,
  AnnouncementTarget,
} from '../../../api/announcement.ts';
import { DATE_TIME_FORMAT } from './constants.ts';

/** The add/edit form's values. */
export interface AnnouncementFormValues {
  titile: string;
  msgAbstract?: string;
  startTime?: Dayjs | null;
  endTime?: Dayjs | null;
  priority: AnnouncementPriority;
  msgCategory: AnnouncementCategory;
  msgType: AnnouncementTarget;
  userIds?: string[];
  openType?: AnnouncementOpenType | null;
  openPage?: string;
  msgContent: string;
}

function toDayjs(text: string | null): Dayjs | null {
  if (!text) return null;
  const value = dayjs(text, DATE_TIME_FORMAT);
  return value.isValid() ? value : null;
}

/** "a,b," → ["a", "b"]. */
export function splitIds(ids: string | null | undefined): string[] {
  return (ids ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
}

/** A new announcement's defaults (一般, 通知, 全体用户), or the record's values for editing. */
export function toFormValues(record: Announcement | null): Partial<AnnouncementFormValues> {
  if (!record) return { priority: 'L', msgCategory: '1', msgType: 'ALL', openType: null };
  return {
    titile: record.titile,
    msgAbstract: record.msgAbstract ?? undefined,
    startTime: toDayjs(record.startTime),
    endTime: toDayjs(record.endTime),
    priority: record.priority,
    msgCategory: record.msgCategory,
    msgType: record.msgType,
    userIds: splitIds(record.userIds),
    openType: record.openType,
    openPage: record.openPage ?? undefined,
    msgContent: record.msgContent,
  };
}

/** The values as add/edit send them: times formatted, recipients as a comma list with a trailing comma. */
export function toInput(values: AnnouncementFormValues): AnnouncementInput {
  const input: AnnouncementInput = {
    titile: values.titile.trim(),
    msgContent: values.msgContent,
    priority: values.priority,
    msgCategory: values.msgCategory,
    msgType: values.msgType,
  };
  const abstract = values.msgAbstract?.trim();
  if (abstract) input.msgAbstract = abstract;
  if (values.startTime) input.startTime = values.startTime.format(DATE_TIME_FORMAT);
  if (values.endTime) input.endTime = values.endTime.format(DATE_TIME_FORMAT);
  if (values.msgType === 'USER' && values.userIds?.length) input.userIds = `${values.userIds.join(',')},`;
  if (values.openType) {
    input.openType = values.openType;
    input.openPage = values.openPage?.trim();
  }
  return input;
}
