import dayjs, { type Dayjs } from 'dayjs';
import type { Audience, AudienceInput } from './types.ts';

export const DATE_FORMAT = 'YYYY-MM-DD';

/** The values of the audience form as antd holds them. */
export interface AudienceFormValues {
  name?: string;
  sex?: string;
  birthday?: Dayjs | null;
  idCardNo?: string;
  disabilityCertNo?: string;
  disabilityType?: string;
  disabilityLevel?: string;
  phone?: string;
  /** The deepest code chosen with the area picker. */
  areaCode?: string;
  address?: string;
  guardianName?: string;
  guardianPhone?: string;
  livingStatus?: string;
  economicStatus?: string;
  /** service_type values, comma-joined. */
  serviceNeeds?: string;
  photo?: string;
  attachments?: string;
  departId?: string;
  status: string;
  remark?: string;
}

const text = (value: string | null | undefined) => value ?? undefined;

/** A new audience starts 在册 with nothing else chosen; an edited one from its record. */
export function toFormValues(record: Audience | null): AudienceFormValues {
  if (!record) return { status: '1' };
  return {
    name: record.name,
    sex: String(record.sex),
    birthday: record.birthday ? dayjs(record.birthday, DATE_FORMAT) : null,
    idCardNo: record.idCardNo,
    disabilityCertNo: text(record.disabilityCertNo),
    disabilityType: record.disabilityType,
    disabilityLevel: record.disabilityLevel,
    phone: text(record.phone),
    areaCode: text(record.areaCode),
    address: text(record.address),
    guardianName: text(record.guardianName),
    guardianPhone: text(record.guardianPhone),
    livingStatus: text(record.livingStatus),
    economicStatus: text(record.economicStatus),
    serviceNeeds: text(record.serviceNeeds),
    photo: text(record.photo),
    attachments: text(record.attachments),
    departId: record.departId,
    status: record.status,
    remark: text(record.remark),
  };
}

const trimmed = (value: string | undefined) => value?.trim() ?? '';

/** What POST /wo/audience/add and PUT /wo/audience/edit send ('' clears an optional field). */
export function toInput(values: AudienceFormValues): AudienceInput {
  return {
    name: trimmed(values.name),
    sex: values.sex ?? '',
    birthday: values.birthday ? values.birthday.format(DATE_FORMAT) : '',
    idCardNo: trimmed(values.idCardNo).toUpperCase(),
    disabilityCertNo: trimmed(values.disabilityCertNo),
    disabilityType: values.disabilityType ?? '',
    disabilityLevel: values.disabilityLevel ?? '',
    phone: trimmed(values.phone),
    areaCode: values.areaCode ?? '',
    address: trimmed(values.address),
    guardianName: trimmed(values.guardianName),
    guardianPhone: trimmed(values.guardianPhone),
    livingStatus: values.livingStatus ?? '',
    economicStatus: values.economicStatus ?? '',
    serviceNeeds: values.serviceNeeds ?? '',
    photo: values.photo ?? '',
    attachments: values.attachments ?? '',
    departId: values.departId ?? '',
    status: values.status,
    remark: trimmed(values.remark),
  };
}
