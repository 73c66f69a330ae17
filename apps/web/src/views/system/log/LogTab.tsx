import { useRef } from 'react';
import { ListPage, ListRowActions, useListPage } from '../../../components/list/index.ts';
import { LogDetailModal } from './LogDetailModal.tsx';
import type { LogType, SysLog } from './logApi.ts';
import { LOG_LIST_CONFIGS } from './logListConfig.tsx';

/** One tab of 日志管理: search, export, detail and delete over one log type. */
export function LogTab({ logType }: { logType: LogType }) {
  const config = LOG_LIST_CONFIGS[logType];
  const state = useListPage(config);
  // The closing modal keeps showing its log while it fades out.
  const shown = useRef<SysLog | null>(null);
  if (state.detailRecord) shown.current = state.detailRecord;
  return (
    <>
      <ListPage
        config={config}
        state={state}
        onDetail={state.showDetail}
        rowActions={(log) => <ListRowActions record={log} state={state} name={log.logContent} />}
      />
      <LogDetailModal open={state.detailRecord !== null} log={shown.current} onClose={state.closeDetail} />
    </>
  );
}
