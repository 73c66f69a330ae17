import { useLocation } from 'react-router';
import { OnlineList, WithOnlineColumns } from '../OnlineListView.tsx';
import { codeFromPath } from '../onlineApi.ts';

/**
 * The tab theme (/online/cgformTabList/{code}): the main list whose form carries its sub tables as tabs
 * (one-to-many in the editable grid, one-to-one as a form), saved with the main record.
 */
export default function OnlCgformTabList() {
  const code = codeFromPath(useLocation().pathname);
  return (
    <WithOnlineColumns code={code}>
      {(columns) => <OnlineList key={code} code={code} columns={columns} urlState subInForm />}
    </WithOnlineColumns>
  );
}
