import { useLocation } from 'react-router';
import { OnlineList, WithOnlineColumns } from './OnlineListView.tsx';
import { codeFromPath } from './onlineApi.ts';

/**
 * An online form's generated list (/online/cgformList/{code}): its definition from getColumns made the
 * engine's resource — query form, columns, 高级查询, 列设置, phone cards — with its form (sub tables as
 * tabs inside it), delete, export, import, custom buttons and enhancement, each as the caller may.
 */
export default function OnlCgformAutoList() {
  const code = codeFromPath(useLocation().pathname);
  return (
    <WithOnlineColumns code={code}>
      {(columns) => <OnlineList key={code} code={code} columns={columns} urlState subInForm />}
    </WithOnlineColumns>
  );
}
