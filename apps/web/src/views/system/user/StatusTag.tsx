import { Tag } from 'antd';
import { type SysUser, USER_STATUS } from './types.ts';

/** 正常 or 冻结 as a coloured tag that also says it in words (darker than antd's presets, for contrast). */
export function StatusTag({ user }: { user: SysUser }) {
  const frozen = user.status === USER_STATUS.frozen;
  return (
    <Tag
      className={
        frozen ? 'hcs-user-status hcs-user-status--frozen' : 'hcs-user-status hcs-user-status--normal'
      }
    >
      {user.status_dictText || (frozen ? '冻结' : '正常')}
    </Tag>
  );
}
