/** A 服务对象 as GET /wo/audience/list and queryById return it (DOMAIN.md "Audience"). */
export interface Audience {
  id: string;
  name: string;
  /** Dictionary sex: 1 男, 2 女. */
  sex: number;
  birthday: string | null;
  /** Masked (`110***********1234`) unless the user holds wo:audience:viewSensitive. */
  idCardNo: string;
  disabilityCertNo: string | null;
  disabilityType: string;
  disabilityLevel: string;
  phone: string | null;
  /** The area picker's code of the deepest level chosen, e.g. 110101. */
  areaCode: string | null;
  address: string | null;
  guardianName: string | null;
  guardianPhone: string | null;
  livingStatus: string | null;
  economicStatus: string | null;
  /** service_type values, comma-joined. */
  serviceNeeds: string | null;
  /** Stored file paths: one photo, comma-joined attachments. */
  photo: string | null;
  attachments: string | null;
  departId: string;
  departName: string | null;
  sysOrgCode: string;
  /** Dictionary audience_status: 1 在册, 0 停止服务. */
  status: string;
  remark: string | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
  sex_dictText?: string;
  disabilityType_dictText?: string;
  disabilityLevel_dictText?: string;
  livingStatus_dictText?: string;
  economicStatus_dictText?: string;
  status_dictText?: string;
}

/** What add and edit send (edit adds the id). */
export interface AudienceInput {
  name: string;
  sex: string;
  birthday: string;
  idCardNo: string;
  disabilityCertNo: string;
  disabilityType: string;
  disabilityLevel: string;
  phone: string;
  areaCode: string;
  address: string;
  guardianName: string;
  guardianPhone: string;
  livingStatus: string;
  economicStatus: string;
  serviceNeeds: string;
  photo: string;
  attachments: string;
  departId: string;
  status: string;
  remark: string;
}

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
