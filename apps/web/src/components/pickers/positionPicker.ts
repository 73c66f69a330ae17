import { type PickerPosition, POSITION_PICKER_URL } from '../../api/pickers.ts';
import type { RecordPickerConfig } from './types.ts';

/** A position field holds position codes (as a user's 职务 does) or ids. */
export type PositionValueKey = 'code' | 'id';

const positionPicker = (valueKey: PositionValueKey): RecordPickerConfig<PickerPosition> => ({
  name: '职务',
  listUrl: POSITION_PICKER_URL,
  columns: [
    { title: '职务名称', dataIndex: 'name', key: 'name', ellipsis: true },
    { title: '职务编码', dataIndex: 'code', key: 'code', ellipsis: true },
    { title: '职级', dataIndex: 'postRank_dictText', key: 'postRank', width: 90 },
  ],
  queryFields: [
    { name: 'name', label: '职务名称', type: 'input' },
    { name: 'code', label: '职务编码', type: 'input' },
  ],
  rowKey: 'id',
  valueKey,
  labelKey: 'name',
});

/**
 * The position picker (spec §3: columns name, code, rank as dictionary text; §7: searched by name), on
 * the token-only variant of /sys/position/list.
 */
export const positionPickers: Record<PositionValueKey, RecordPickerConfig<PickerPosition>> = {
  code: positionPicker('code'),
  id: positionPicker('id'),
};
