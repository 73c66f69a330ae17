import { dictResource } from '@hcs/shared';
import type { ListPageConfig } from '../../../components/list/index.ts';
import { resourceListConfig } from '../../../components/resource/resourceListConfig.ts';
import { DictStatusTag } from './DictStatusTag.tsx';
import type { SysDict } from './dictApi.ts';

/** 字典管理's list, from the dictionary resource: the status as a tag. */
export const dictListConfig: ListPageConfig<SysDict> = {
  ...resourceListConfig(dictResource, { render: { status: (_v, dict) => <DictStatusTag dict={dict} /> } }),
  // 编辑, 字典配置, 停用 and 删除 on one line.
  actionWidth: 230,
};
