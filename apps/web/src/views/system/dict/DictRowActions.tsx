import { Button, Popconfirm } from 'antd';
import { type ListPageState, ListRowActions } from '../../../components/list/index.ts';
import { useAuth } from '../../../utils/permission.ts';
import { useServerAction } from '../../../utils/serverAction.ts';
import { DICT_STATUS, reloadLocalDicts, type SysDict, setDictStatus } from './dictApi.ts';

interface Props {
  dict: SysDict;
  state: ListPageState<SysDict>;
  onEdit(dict: SysDict): void;
  onItems(dict: SysDict): void;
}

/** 编辑, 字典配置 (the items), 启用 / 停用 and 删除 of one dictionary (the list shows all there is to see). */
export function DictRowActions({ dict, state, onEdit, onItems }: Props) {
  const act = useServerAction();
  const auth = useAuth();
  const quoted = `“${dict.dictName}”`;
  const enabled = dict.status === DICT_STATUS.enabled;
  const toggle = enabled ? '停用' : '启用';

  const changeStatus = async () => {
    const status = enabled ? DICT_STATUS.disabled : DICT_STATUS.enabled;
    if (!(await act(setDictStatus([dict.id], status), { success: true }))) return;
    await Promise.all([state.reload(), reloadLocalDicts()]);
  };

  return (
    <ListRowActions record={dict} state={state} name={dict.dictName} onEdit={onEdit} detail={false}>
      <Button type="link" size="small" aria-label={`字典配置${quoted}`} onClick={() => onItems(dict)}>
        字典配置
      </Button>
      {auth.has('system:dict:status') ? (
        <Popconfirm
          title={enabled ? '停用后字典组件不再显示它的字典项，确定停用吗?' : '确定启用吗?'}
          onConfirm={changeStatus}
        >
          <Button type="link" size="small" aria-label={`${toggle}${quoted}`}>
            {toggle}
          </Button>
        </Popconfirm>
      ) : null}
    </ListRowActions>
  );
}
