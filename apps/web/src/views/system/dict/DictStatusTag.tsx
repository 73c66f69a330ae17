import { Tag } from 'antd';
import { DICT_STATUS, type SysDict } from './dictApi.ts';
import './DictList.css';

/** 启用 or 停用 as a tag that says it in words (darker than antd's presets, for contrast). */
export function DictStatusTag({ dict }: { dict: Pick<SysDict, 'status' | 'status_dictText'> }) {
  const enabled = dict.status === DICT_STATUS.enabled;
  return (
    <Tag className={enabled ? 'hcs-dict-status hcs-dict-status--on' : 'hcs-dict-status hcs-dict-status--off'}>
      {dict.status_dictText ?? (enabled ? '启用' : '停用')}
    </Tag>
  );
}
