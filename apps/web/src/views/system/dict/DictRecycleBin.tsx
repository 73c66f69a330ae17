import { dictResource } from '@hcs/shared';
import type { TableColumnsType } from 'antd';
import { RecycleBin } from '../../../components/list/RecycleBin.tsx';
import { dictRecycleBin, purgeDict, reloadLocalDicts, restoreDict, type SysDict } from './dictApi.ts';

interface Props {
  open: boolean;
  onClose(): void;
  /** A dictionary came back to the list. */
  onRestored(): void;
}

const { fields } = dictResource;
const COLUMNS: TableColumnsType<SysDict> = [
  { title: fields.dictName.label, dataIndex: 'dictName' },
  { title: fields.dictCode.label, dataIndex: 'dictCode' },
  { title: fields.description.label, dataIndex: 'description', ellipsis: true },
  // A deleted dictionary was last changed by its deletion.
  { title: '删除时间', dataIndex: 'updateTime', width: 170 },
];

/** 字典回收站: deleted dictionaries, to restore (还原) or delete for good with their items (彻底删除). */
export function DictRecycleBin({ open, onClose, onRestored }: Props) {
  return (
    <RecycleBin<SysDict>
      open={open}
      title="字典回收站"
      columns={COLUMNS}
      nameOf={(d) => `“${d.dictName}”`}
      load={dictRecycleBin}
      // One at a time: the server restores and purges a dictionary by its id.
      restore={([id]) => restoreDict(id ?? '')}
      purge={([id]) => purgeDict(id ?? '')}
      onClose={onClose}
      onRestored={() => {
        onRestored();
        void reloadLocalDicts();
      }}
    />
  );
}
