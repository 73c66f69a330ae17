import { Button, Popconfirm, Space } from 'antd';
import type { ListPageState } from '../../../components/list/index.ts';
import { useAuth } from '../../../utils/permission.ts';
import type { CategoryRow } from './categoryApi.ts';

interface Props {
  record: CategoryRow;
  state: ListPageState<CategoryRow>;
  onEdit(record: CategoryRow): void;
  onAddChild(record: CategoryRow): void;
}

/** 编辑, 添加下级 and 删除 (with everything under it), each behind its permission. */
export function CategoryRowActions({ record, state, onEdit, onAddChild }: Props) {
  const auth = useAuth();
  const granted = (action: string) => auth.has(`system:category:${action}`);
  const quoted = `“${record.name}”`;

  return (
    <Space size={0} wrap className="hcs-list-actions">
      {granted('edit') ? (
        <Button type="link" size="small" aria-label={`编辑${quoted}`} onClick={() => onEdit(record)}>
          编辑
        </Button>
      ) : null}
      {granted('add') ? (
        <Button type="link" size="small" aria-label={`添加下级${quoted}`} onClick={() => onAddChild(record)}>
          添加下级
        </Button>
      ) : null}
      {granted('delete') ? (
        <Popconfirm
          title="确定删除吗?"
          description={record.hasChild === '1' ? '其下级分类将一并删除' : undefined}
          onConfirm={() => state.removeOne(record.id)}
        >
          <Button type="link" size="small" aria-label={`删除${quoted}`}>
            删除
          </Button>
        </Popconfirm>
      ) : null}
    </Space>
  );
}
