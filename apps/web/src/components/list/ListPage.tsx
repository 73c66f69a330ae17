import { Card } from 'antd';
import { useRef, useState } from 'react';
import { PHONE_QUERY } from '../../layouts/main/layoutConstants.ts';
import { useFocusRescue } from '../../utils/useFocusRescue.ts';
import { useMediaQuery } from '../../utils/useMediaQuery.ts';
import { ColumnSettings } from './ColumnSettings.tsx';
import { useColumnChoice } from './columnChoice.ts';
import { DetailModal } from './DetailModal.tsx';
import { detailItemsOf } from './detailItems.ts';
import { FilterSheet } from './FilterSheet.tsx';
import { ImportModal } from './ImportModal.tsx';
import { ListCards } from './ListCards.tsx';
import { ListQueryForm } from './ListQueryForm.tsx';
import { ListTable } from './ListTable.tsx';
import { ListToolbar } from './ListToolbar.tsx';
import { SuperQueryModal } from './SuperQueryModal.tsx';
import type { ListPageProps, ListPageState } from './types.ts';
import { useListPage } from './useListPage.ts';
import './ListPage.css';

function OwnState<T extends object>(props: ListPageProps<T>) {
  const state = useListPage(props.config, { urlState: props.urlState });
  return <ListPageView {...props} state={state} />;
}

function ListPageView<T extends object>(props: ListPageProps<T> & { state: ListPageState<T> }) {
  const { toolbarExtra, onAdd, rowActions, onDetail, selectable = true } = props;
  // With onDetail the page shows its own detail: the row actions' 详情 calls it instead of the built-in modal.
  const state = onDetail ? { ...props.state, showDetail: onDetail } : props.state;
  const [importing, setImporting] = useState(false);
  // A new number per opening mounts the advanced-query panel afresh from the applied query.
  const [superSession, setSuperSession] = useState(0);
  const { urls } = state.config;
  // The closing detail modal keeps showing its record while it fades out.
  const shownDetail = useRef<T | null>(null);
  if (state.detailRecord) shownDetail.current = state.detailRecord;
  const cards = useMediaQuery(PHONE_QUERY) && state.config.card !== false;
  const columnChoice = useColumnChoice(state.config);
  const page = useRef<HTMLDivElement>(null);
  useFocusRescue(page);

  return (
    <Card
      ref={page}
      className={cards ? 'hcs-list-page hcs-list-page--cards' : 'hcs-list-page'}
      variant="borderless"
    >
      {cards ? <FilterSheet state={state} /> : <ListQueryForm state={state} />}
      <ListToolbar
        state={state}
        extra={toolbarExtra}
        onAdd={onAdd}
        selectable={selectable}
        onImport={() => setImporting(true)}
        onSuperQuery={() => setSuperSession((n) => Math.abs(n) + 1)}
        settings={cards ? null : <ColumnSettings choice={columnChoice} />}
      />
      {cards ? (
        <ListCards
          state={state}
          rowActions={rowActions}
          primaryAction={props.primaryAction}
          selectable={selectable}
          extra={props.cardExtra}
        />
      ) : (
        <ListTable
          state={state}
          rowActions={rowActions}
          selectable={selectable}
          hiddenColumns={columnChoice.hidden}
          tableProps={props.tableProps}
        />
      )}
      {onDetail ? null : (
        <DetailModal
          open={state.detailRecord !== null}
          items={detailItemsOf(state.config, shownDetail.current)}
          onClose={state.closeDetail}
        />
      )}
      {urls.importExcel ? (
        <ImportModal
          open={importing}
          url={urls.importExcel}
          onClose={() => setImporting(false)}
          onImported={() => void state.reload(true)}
          {...(state.config.importFields ? { fields: state.config.importFields } : {})}
        />
      ) : null}
      {state.config.superQueryFields?.length ? (
        <SuperQueryModal
          key={Math.abs(superSession)}
          open={superSession > 0}
          state={state}
          onClose={() => setSuperSession((n) => -Math.abs(n))}
        />
      ) : null}
    </Card>
  );
}

/**
 * A complete list page: query form, toolbar, table and the detail, import and advanced-query dialogs.
 * Pass `state` (a useListPage result) to control the page from outside.
 */
export function ListPage<T extends object>(props: ListPageProps<T>) {
  return props.state ? <ListPageView {...props} state={props.state} /> : <OwnState {...props} />;
}
