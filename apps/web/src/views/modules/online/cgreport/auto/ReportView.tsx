import type { ReportColumnsResult, ReportQueryItem } from '@hcs/shared';
import { App, Card, Result, Typography } from 'antd';
import { useMemo } from 'react';
import {
  getColumnsAndData,
  getQueryInfo,
  reportDataUrl,
  reportExportUrl,
} from '../../../../../api/onlineReport.ts';
import { Refusal } from '../../../../../api/refusal.ts';
import {
  ListPage,
  type ListPageConfig,
  type ListSort,
  useListPage,
} from '../../../../../components/list/index.ts';
import { reportQueryFields } from '../../../../../components/report/reportQueryFields.ts';
import {
  type KeyedReportRecord,
  REPORT_ROW_KEY,
  withRowKeys,
} from '../../../../../components/report/reportRows.ts';
import { failureText, useApiQuery } from '../../../../../utils/serverState.ts';
import { reportPageColumns } from './reportLinks.tsx';
import './ReportView.css';

/** A report has no sort of its own to ask for: its SQL's order holds until a column is sorted. */
export const REPORT_NO_SORT: ListSort = { column: '', order: 'asc' };

/** Request parameters a report page fixes, by name. */
export type FixedParams = Readonly<Record<string, string>>;

interface ReportSetup {
  columns: ReportColumnsResult;
  queryInfo: ReportQueryItem[];
}

/** The list page of one report: its URLs, columns, query form and the values its page's URL fixes. */
export function reportPageConfig(
  id: string,
  setup: ReportSetup,
  fixed: FixedParams,
): ListPageConfig<KeyedReportRecord> {
  return {
    title: setup.columns.cgRpConfigName,
    urls: { list: reportDataUrl(id), exportXls: reportExportUrl(id) },
    columns: reportPageColumns<KeyedReportRecord>(setup.columns),
    queryFields: reportQueryFields(setup.queryInfo),
    extraParams: { ...fixed },
    defaultSort: REPORT_NO_SORT,
    rowKey: REPORT_ROW_KEY,
  };
}

function ReportList({ id, setup, fixed, urlState }: Props & { setup: ReportSetup }) {
  const config = useMemo(() => reportPageConfig(id, setup, fixed), [id, setup, fixed]);
  const state = useListPage(config, { urlState });
  const rows = useMemo(() => withRowKeys(state.dataSource), [state.dataSource]);
  const name = setup.columns.cgRpConfigName;
  return (
    <section className="hcs-report-view" aria-label={name}>
      <Typography.Title level={2} className="hcs-report-view__title">
        {name}
      </Typography.Title>
      <ListPage config={config} state={{ ...state, dataSource: rows }} selectable={false} />
    </section>
  );
}

interface Props {
  /** The report's id (onl_cgreport_head.id). */
  id: string;
  /**
   * Values fixed for every request: a report page's URL parameters (`?sex=1` filters by sex, `self_x`
   * gives the `${x}` parameter), sent to getData and exportXls as they are; their fields are not asked for.
   */
  fixed: FixedParams;
  /** The route's main list keeps its page, sort and query in the URL; a dialog's does not. */
  urlState: boolean;
}

/**
 * 在线报表 (spec §2, §7): the report's title, a query form from its query info (fields the URL fixes
 * hidden), its rows with paging, sort on the sortable columns and dictionary texts, and 导出. On a phone
 * the rows are cards, as on every list.
 */
export function ReportView({ id, fixed, urlState }: Props) {
  const { message } = App.useApp();
  const setup = useApiQuery<ReportSetup>({
    queryKey: ['reportPage', id, fixed],
    load: async () => {
      const [columns, queryInfo] = await Promise.all([
        getColumnsAndData(id, fixed),
        // Without its query form the report still shows, unfiltered (spec §8: the message as a warning).
        getQueryInfo(id, fixed).catch((error: unknown): ReportQueryItem[] => {
          if (!(error instanceof Refusal)) throw error;
          void message.warning(error.message);
          return [];
        }),
      ]);
      return { columns, queryInfo };
    },
    onRefusal: (text) => void message.warning(text),
  });

  if (setup.data) return <ReportList id={id} setup={setup.data} fixed={fixed} urlState={urlState} />;
  if (setup.isError) {
    return (
      <Card variant="borderless">
        <Result status="warning" title="报表无法打开" subTitle={failureText(setup.error)} />
      </Card>
    );
  }
  return <Card variant="borderless" loading aria-busy="true" aria-label="报表加载中" />;
}
