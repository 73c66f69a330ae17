import { App } from 'antd';
import { type Key, useCallback } from 'react';
import { exportByNavigation } from '../../api/exportNavigation.ts';
import { deleteAction, downloadFile, httpAction } from '../../api/request.ts';
import { formatBytes } from '../../utils/formatBytes.ts';
import { ignoreShownFailure, useServerAction } from '../../utils/serverAction.ts';
import { type ListQuery, pageAfterDelete, queryParams } from './listParams.ts';
import type { ListPaging } from './listUrlState.ts';
import type { ListPageConfig, ListPageState } from './types.ts';

interface Inputs<T> {
  configRef: { current: ListPageConfig<T> };
  /** The query as it stands (the form's values included): what an export sends. */
  currentQuery(): ListQuery;
  currentPage(): ListPaging;
  total: number;
  selectedRowKeys: Key[];
  clearSelection(): void;
  /** Drops these keys from the selection (rows deleted one by one). */
  deselect(keys: Key[]): void;
  /** Loads that page again, as it now is. */
  showPage(pageNo: number): Promise<void>;
}

type Actions<T> = Pick<ListPageState<T>, 'removeOne' | 'removeSelected' | 'exportSheet'>;

/** Delete, batch delete and export of a list page (spec §5 "List page", §7 "Grid and list", §8 "Lists"). */
export function useListActions<T>(inputs: Inputs<T>): Actions<T> {
  const { message, modal } = App.useApp();
  const act = useServerAction();
  const { configRef, currentQuery, currentPage, total, selectedRowKeys, clearSelection, deselect, showPage } =
    inputs;

  const afterDelete = useCallback(
    (removed: number) => {
      const { pageNo, pageSize } = currentPage();
      return showPage(pageAfterDelete(pageNo, pageSize, total, removed));
    },
    [currentPage, total, showPage],
  );

  const removeOne = useCallback(
    async (id: string): Promise<boolean> => {
      const { delete: url, deleteOf } = configRef.current.urls;
      if (!url && !deleteOf) {
        void message.error('请设置url.delete属性!');
        return false;
      }
      const call = deleteOf
        ? deleteAction<unknown>(deleteOf(id))
        : httpAction<unknown>(url ?? '', { id }, 'GET');
      if (!(await act(call, { success: true }))) return false;
      deselect([id]);
      await afterDelete(1);
      return true;
    },
    [configRef, message, act, deselect, afterDelete],
  );

  const removeSelected = useCallback(() => {
    const { deleteBatch: url, deleteOf } = configRef.current.urls;
    if (!url && !deleteOf) {
      void message.error('请设置url.deleteBatch属性!');
      return;
    }
    if (selectedRowKeys.length === 0) {
      void message.warning('请选择一条记录！');
      return;
    }
    const ids = `${selectedRowKeys.join(',')},`;
    const count = selectedRowKeys.length;
    modal.confirm({
      title: '确认删除',
      content: '是否删除选中数据?',
      onOk: async () => {
        const call = deleteOf
          ? deleteAction<unknown>(deleteOf(selectedRowKeys.join(',')))
          : httpAction<unknown>(url ?? '', { ids }, 'GET');
        if (!(await act(call, { success: true }))) return;
        clearSelection();
        await afterDelete(count);
      },
    });
  }, [configRef, message, modal, act, selectedRowKeys, clearSelection, afterDelete]);

  const exportSheet = useCallback(async () => {
    const config = configRef.current;
    if (!config.urls.exportXls) return;
    const params = queryParams(config, currentQuery());
    if (selectedRowKeys.length > 0) params.selections = selectedRowKeys.join(',');
    if (config.exportMode === 'redirect') {
      await exportByNavigation(config.urls.exportXls, params).catch(ignoreShownFailure);
      return;
    }
    // A large export streams for a while: the message tells how much has arrived.
    const key = `export-${Date.now()}`;
    const show = (content: string) => void message.open({ key, type: 'loading', content, duration: 0 });
    show('导出中…');
    let shownAt = 0;
    const onProgress = (bytes: number) => {
      if (Date.now() - shownAt < 250) return;
      shownAt = Date.now();
      show(`导出中… 已接收 ${formatBytes(bytes)}`);
    };
    try {
      // The name the server gives wins (an export too large for .xls is .xlsx); this is the fallback.
      await downloadFile(
        config.urls.exportXls,
        `${config.title || '导出文件'}.xls`,
        params,
        onProgress,
      ).catch(ignoreShownFailure);
    } finally {
      message.destroy(key);
    }
  }, [configRef, currentQuery, message, selectedRowKeys]);

  return { removeOne, removeSelected, exportSheet };
}
