import { AreaPicker, AreaText } from '../../../components/area/index.ts';
import { DictText } from '../../../components/dict/index.ts';
import type { ListPageConfig } from '../../../components/list/index.ts';
import { AudienceStatusTag } from './AudienceStatusTag.tsx';
import { areaCodePrefix, deepestAreaCode } from './areaCode.ts';
import { AUDIENCE_URLS } from './audienceApi.ts';
import { DepartQuerySelect } from './DepartQuerySelect.tsx';
import type { Audience } from './types.ts';

/** 服务对象's list: query form, columns and advanced query (the detail is its own drawer). */
export const audienceListConfig: ListPageConfig<Audience> = {
  title: '服务对象',
  urls: AUDIENCE_URLS,
  permissionPrefix: 'wo:audience',
  queryFields: [
    { name: 'name', label: '姓名', type: 'input' },
    { name: 'idCardNo', label: '身份证号', type: 'input' },
    { name: 'disabilityType', label: '残疾类别', type: 'dict', dictCode: 'disability_type' },
    {
      name: 'disabilityLevel',
      label: '残疾等级',
      type: 'dict',
      dictCode: 'disability_level',
      advanced: true,
    },
    {
      name: 'areaCode',
      label: '所在地区',
      type: 'custom',
      advanced: true,
      render: ({ id, value, onChange }) => (
        <AreaPicker id={id} value={value} onChange={(path) => onChange(path)} placeholder="请选择所在地区" />
      ),
      param: (path) => `${areaCodePrefix(deepestAreaCode(path))}*`,
    },
    {
      name: 'sysOrgCode',
      label: '责任站点',
      type: 'custom',
      advanced: true,
      // The department and every station under it.
      render: (control) => <DepartQuerySelect {...control} />,
      param: (orgCode) => `${orgCode}*`,
    },
    { name: 'status', label: '状态', type: 'dict', dictCode: 'audience_status', advanced: true },
  ],
  columns: [
    { title: '姓名', dataIndex: 'name', sorter: true, width: 100 },
    { title: '性别', dataIndex: 'sex', width: 64, render: (_v, a) => a.sex_dictText ?? '' },
    { title: '身份证号', dataIndex: 'idCardNo', width: 180 },
    {
      title: '残疾类别',
      dataIndex: 'disabilityType',
      sorter: true,
      width: 90,
      render: (_v, a) => a.disabilityType_dictText ?? '',
    },
    {
      title: '残疾等级',
      dataIndex: 'disabilityLevel',
      sorter: true,
      width: 90,
      render: (_v, a) => a.disabilityLevel_dictText ?? '',
    },
    { title: '联系电话', dataIndex: 'phone', width: 120 },
    {
      title: '所在地区',
      dataIndex: 'areaCode',
      width: 180,
      ellipsis: true,
      render: (_v, a) => <AreaText value={a.areaCode} />,
    },
    {
      title: '服务需求',
      dataIndex: 'serviceNeeds',
      width: 160,
      ellipsis: true,
      render: (_v, a) => <DictText dictCode="service_type" value={a.serviceNeeds} />,
    },
    { title: '责任站点', dataIndex: 'departName', width: 120, ellipsis: true },
    {
      title: '状态',
      dataIndex: 'status',
      sorter: true,
      width: 90,
      render: (_v, a) => <AudienceStatusTag audience={a} />,
    },
    { title: '创建时间', dataIndex: 'createTime', sorter: true, width: 170 },
  ],
  superQueryFields: [
    { field: 'name', label: '姓名', type: 'string' },
    { field: 'sex', label: '性别', type: 'dict', dictCode: 'sex' },
    { field: 'birthday', label: '出生日期', type: 'date' },
    { field: 'idCardNo', label: '身份证号', type: 'string' },
    { field: 'disabilityCertNo', label: '残疾证号', type: 'string' },
    { field: 'disabilityType', label: '残疾类别', type: 'dict', dictCode: 'disability_type' },
    { field: 'disabilityLevel', label: '残疾等级', type: 'dict', dictCode: 'disability_level' },
    { field: 'phone', label: '联系电话', type: 'string' },
    { field: 'livingStatus', label: '居住情况', type: 'dict', dictCode: 'living_status' },
    { field: 'economicStatus', label: '经济状况', type: 'dict', dictCode: 'economic_status' },
    { field: 'status', label: '状态', type: 'dict', dictCode: 'audience_status' },
    { field: 'createTime', label: '创建时间', type: 'datetime' },
  ],
};
