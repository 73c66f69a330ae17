import { defineResource } from '../resource/define.ts';
import { MOBILE_MESSAGE, MOBILE_PATTERN } from '../rules.ts';
import { isChineseIdCard } from '../validation/idCard.ts';

/** The words for an ID number that is not one (a wrong check character, no real birth date). */
export const BAD_ID_CARD = '请输入正确的身份证号';

/** Who sees an audience's ID number whole; everyone else sees `110***********1234`. */
export const AUDIENCE_SENSITIVE_PERMISSION = 'wo:audience:viewSensitive';

const mobile = { regex: MOBILE_PATTERN, message: MOBILE_MESSAGE };

/**
 * 服务对象 (工单管理 → 服务对象, DOMAIN.md "Audience"): a person with a disability whom the centre serves.
 * Fields in the order of the export; the list, the query form and the advanced query take theirs in it.
 */
export const audienceResource = defineResource({
  title: '服务对象',
  table: 'wo_audience',
  path: '/wo/audience',
  permissionPrefix: 'wo:audience',
  menuComponent: 'wo/AudienceList',
  defaultSort: 'createTime',
  fields: {
    name: {
      label: '姓名',
      type: 'string',
      input: { required: true, min: 2, max: 50 },
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
      // Unique among the tenant's audiences (the module checks it: 该身份证号的服务对象已存在).
      input: { required: true, check: (value) => (isChineseIdCard(value) ? null : BAD_ID_CARD) },
      list: { width: 180, sortable: false },
      search: true,
      superQuery: true,
      detail: true,
      sheet: { width: 22 },
    },
    disabilityCertNo: {
      label: '残疾证号',
      type: 'string',
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
      input: { pattern: mobile },
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
      input: { pattern: mobile },
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
    departId: { label: '责任站点', type: 'string', choice: true, input: { required: true } },
    departName: {
      label: '责任站点',
      type: 'string',
      derived: true,
      list: { width: 120, ellipsis: true },
      detail: true,
      sheet: { width: 16 },
    },
    // The department's org code, kept with the record: data rules and the 责任站点 search use its subtree.
    sysOrgCode: { label: '部门编码', type: 'string', search: 'advanced' },
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
