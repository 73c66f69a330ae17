import { ListPage, useListPage } from '../../components/list/index.ts';
import { ForceLogoutAction } from './online/ForceLogoutAction.tsx';
import { onlineListConfig } from './online/onlineListConfig.tsx';
import './online/OnlineUserList.css';
import './user/UserList.css';

/** 系统管理 → 在线用户: who is signed in, and 强退 (force logout, effective at that session's next request). */
export default function OnlineUserList() {
  const state = useListPage(onlineListConfig, { urlState: true });
  return (
    <ListPage
      config={onlineListConfig}
      state={state}
      selectable={false}
      rowActions={(record) => <ForceLogoutAction record={record} onDone={() => void state.reload()} />}
    />
  );
}
