import type { PickerUser } from '../../../api/pickers.ts';
import type { RecordPickerConfig } from '../../../components/pickers/index.ts';
import { userPickers } from '../../../components/pickers/userPicker.ts';
import { ASSIGNEES_URL } from './workOrderApi.ts';

/**
 * The assignee picker (处理人选择): the user picker's columns and search over the users of the order's
 * department and the ones below it; a form holds the user id.
 */
export const assigneePicker: RecordPickerConfig<PickerUser> = {
  ...userPickers.id,
  name: '处理人',
  listUrl: ASSIGNEES_URL,
  queryFields: userPickers.id.queryFields?.filter((f) => f.name === 'realname' || f.name === 'username'),
  defaultSort: { column: 'createTime', order: 'asc' },
};
