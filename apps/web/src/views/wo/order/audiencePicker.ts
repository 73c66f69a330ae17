import { audienceResource } from '@hcs/shared';
import type { RecordPickerConfig } from '../../../components/pickers/index.ts';

/** An audience as the picker lists it (GET /wo/audience/list). */
export interface PickerAudience {
  id: string;
  name: string;
  sex_dictText?: string;
  /** Masked for everyone (the audience's record reveals it: 查看完整). */
  idCardNo: string;
  disabilityType_dictText?: string;
  phone: string | null;
  departName: string | null;
}

/** The audience picker (服务对象选择): searched by name and ID number; a form holds the id. */
export const audiencePicker: RecordPickerConfig<PickerAudience> = {
  name: '服务对象',
  listUrl: `${audienceResource.path}/list`,
  columns: [
    { title: '姓名', dataIndex: 'name', key: 'name', width: 100, ellipsis: true },
    { title: '性别', dataIndex: 'sex_dictText', key: 'sex', width: 64 },
    { title: '身份证号', dataIndex: 'idCardNo', key: 'idCardNo', width: 190 },
    { title: '残疾类别', dataIndex: 'disabilityType_dictText', key: 'disabilityType', width: 90 },
    { title: '联系电话', dataIndex: 'phone', key: 'phone', width: 120 },
    { title: '责任站点', dataIndex: 'departName', key: 'departName', width: 120, ellipsis: true },
  ],
  queryFields: [
    { name: 'name', label: '姓名', type: 'input' },
    { name: 'idCardNo', label: '身份证号', type: 'input', match: 'eq' },
    { name: 'disabilityType', label: '残疾类别', type: 'dict', dictCode: 'disability_type' },
  ],
  rowKey: 'id',
  valueKey: 'id',
  labelKey: 'name',
};

/** Only audiences in the register (在册) can get new orders. */
export const IN_REGISTER = { status: '1' };
