import { defineResource } from '../resource/define.ts';
import { departFields } from '../resource/fields.ts';
import { PHONE_OR_LANDLINE_MESSAGE, PHONE_OR_LANDLINE_PATTERN } from '../rules.ts';
import { idCardProblem } from '../validation/idCard.ts';

/** The words for an ID number that is not one (a wrong check character, no real birth date). */
export const BAD_ID_CARD = '请输入正确的身份证号';

/**
 * Who reveals one audience's ID number, 残疾证号 or phone numbers whole (查看完整, logged) and exports them
 * whole; everyone, this permission's holders too, sees them masked (`110***********1234`) elsewhere.
 */
export const AUDIENCE_SENSITIVE_PERMISSION = 'wo:audience:viewSensitive';

/** A person's contact number: a mobile or a landline with its area code, pasted spaces and dashes stripped. */
const contactPhone = {
  phone: 'any',
  pattern: { regex: PHONE_OR_LANDLINE_PATTERN, message: PHONE_OR_LANDLINE_MESSAGE },
} as const;

/** A person's name: Chinese characters, letters, the middle dot of transcribed names (·) and spaces. */
export const PERSON_NAME_PATTERN = /^[\u3400-\u9fffA-Za-z·• ]+$/;
export const PERSON_NAME_MESSAGE = '姓名只能包含汉字、字母、·和空格';

/**
 * 服务对象 (menu 服务对象, DOMAIN.md "Audience"): a person with a disability whom the centre serves.
 * Fields in the order of the export; the list, the query form and the advanced query take theirs in it.
 */
export const audienceResource = defineResource({
  title: '服务对象',
  table: 'wo_audience',
  path: '/wo/audience',
  permissionPrefix: 'wo:audience',
  menuComponent: 'wo/AudienceList',
  defaultSort: 'createTime',
  reveal: { permission: AUDIENCE_SENSITIVE_PERMISSION, name: 'name' },
  fields: {
    name: {
      label: '姓名',
      type: 'string',
      input: {
        required: true,
        min: 2,
        max: 20,
        pattern: { regex: PERSON_NAME_PATTERN, message: PERSON_NAME_MESSAGE },
      },
      list: { width: 100 },
      search: true,
      superQuery: true,
      detail: true,
      sheet: { width: 12 },
    },
    sex: {
      label: '性别',
      type: 'number',
      dict: 'sex',
      input: { required: true },
      list: { width: 64, sortable: false },
      superQuery: true,
      detail: true,
      sheet: { width: 8 },
    },
    birthday: {
      label: '出生日期',
      type: 'date',
      input: {},
      superQuery: true,
      detail: true,
      sheet: { width: 14 },
    },
    idCardNo: {
      label: '身份证号',
      type: 'string',
      masked: 'idCard',
      match: 'exact',
      // Unique among the tenant's audiences (the module checks it: 该身份证号的服务对象已存在).
      input: { required: true, check: (value) => idCardProblem(value, BAD_ID_CARD) },
      list: { width: 180, sortable: false },
      search: true,
      superQuery: true,
      detail: true,
      sheet: { width: 22 },
    },
    disabilityCertNo: {
      label: '残疾证号',
      type: 'string',
      masked: 'certNo',
      match: 'exact',
      input: { max: 32 },
      superQuery: true,
      detail: true,
      sheet: { width: 22 },
    },
    disabilityType: {
      label: '残疾类别',
      type: 'string',
      dict: 'disability_type',
      input: { required: true },
      list: { width: 90 },
      search: true,
      superQuery: true,
      detail: true,
      sheet: { width: 10 },
    },
    disabilityLevel: {
      label: '残疾等级',
      type: 'string',
      dict: 'disability_level',
      input: { required: true },
      list: { width: 90 },
      search: 'advanced',
      superQuery: true,
      detail: true,
      sheet: { width: 10 },
    },
    phone: {
      label: '联系电话',
      type: 'string',
      masked: 'phone',
      match: 'exact',
      input: contactPhone,
      list: { width: 120, sortable: false },
      superQuery: true,
      detail: true,
      sheet: { width: 14 },
    },
    areaCode: {
      label: '所在地区',
      type: 'string',
      // The deepest code chosen with the area picker, e.g. 110101.
      input: { pattern: { regex: /^\d{2,12}$/, message: '所在地区不正确' } },
      list: { width: 180, ellipsis: true, sortable: false },
      search: 'advanced',
      detail: true,
      sheet: { width: 12 },
    },
    address: { label: '详细地址', type: 'string', input: { max: 200 }, detail: true, sheet: { width: 30 } },
    guardianName: {
      label: '监护人',
      type: 'string',
      input: { max: 50, placeholder: '请输入监护人姓名' },
      detail: true,
      sheet: { width: 12 },
    },
    guardianPhone: {
      label: '监护人电话',
      type: 'string',
      masked: 'phone',
      match: 'exact',
      input: contactPhone,
      detail: true,
      sheet: { width: 14 },
    },
    livingStatus: {
      label: '居住情况',
      type: 'string',
      dict: 'living_status',
      input: {},
      superQuery: true,
      detail: true,
      sheet: { width: 12 },
    },
    economicStatus: {
      label: '经济状况',
      type: 'string',
      dict: 'economic_status',
      input: {},
      superQuery: true,
      detail: true,
      sheet: { width: 10 },
    },
    serviceNeeds: {
      label: '服务需求',
      type: 'string',
      dict: 'service_type',
      multiple: true,
      input: { max: 100 },
      list: { width: 160, ellipsis: true, sortable: false },
      detail: true,
      sheet: { width: 20 },
    },
    ...departFields('责任站点'),
    status: {
      label: '状态',
      type: 'string',
      dict: 'audience_status',
      input: { required: true, default: '1' },
      list: { width: 90 },
      search: 'advanced',
      superQuery: true,
      detail: true,
      sheet: { width: 10 },
    },
    photo: { label: '照片', type: 'string', input: { max: 500 }, detail: true },
    attachments: { label: '附件', type: 'string', input: { max: 2000 }, detail: true },
    remark: {
      label: '备注',
      type: 'string',
      multiline: { minRows: 3, maxRows: 6 },
      input: { max: 500 },
      detail: true,
      sheet: { width: 30 },
    },
    createBy: { label: '创建人', type: 'string' },
    createTime: { label: '创建时间', type: 'datetime', list: { width: 170 }, superQuery: true, detail: true },
    updateBy: { label: '修改人', type: 'string' },
    updateTime: { label: '修改时间', type: 'datetime' },
  },
});
