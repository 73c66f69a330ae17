import { type PickerRole, ROLE_PICKER_URL } from '../../api/pickers.ts';
import type { RecordPickerConfig } from './types.ts';

/** A role field holds role codes (the family's way) or ids. */
export type RoleValueKey = 'roleCode' | 'id';

const rolePicker = (valueKey: RoleValueKey): RecordPickerConfig<PickerRole> => ({
  name: '角色',
  listUrl: ROLE_PICKER_URL,
  columns: [
    { title: '角色名称', dataIndex: 'roleName', key: 'roleName', ellipsis: true },
    { title: '角色编码', dataIndex: 'roleCode', key: 'roleCode', ellipsis: true },
  ],
  queryFields: [
    { name: 'roleName', label: '角色名称', type: 'input' },
    { name: 'roleCode', label: '角色编码', type: 'input' },
  ],
  rowKey: 'id',
  valueKey,
  labelKey: 'roleName',
});

/**
 * The role picker (spec §3: columns roleName, roleCode; it returns id and roleCode), on the token-only
 * variant of /sys/role/list: forms of people without system:role:list choose roles too.
 */
export const rolePickers: Record<RoleValueKey, RecordPickerConfig<PickerRole>> = {
  roleCode: rolePicker('roleCode'),
  id: rolePicker('id'),
};
