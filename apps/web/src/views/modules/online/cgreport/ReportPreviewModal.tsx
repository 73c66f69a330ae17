import type { DictOption, ReportColumnsResult, ReportItemInput, ReportPreviewBody } from '@hcs/shared';
import { Alert, App, Modal, Table, Typography } from 'antd';
import { useMemo } from 'react';
import { getDictItems } from '../../../../api/dict.ts';
import { reportListColumns } from '../../../../components/report/reportColumns.ts';
import {
  type KeyedReportRecord,
  REPORT_ROW_KEY,
  withRowKeys,
} from '../../../../components/report/reportRows.ts';
import { failureText, useApiQuery } from '../../../../utils/serverState.ts';
import { previewReport } from './reportDesignApi.ts';
import { REPORT_FORM_WIDTH } from './reportFormLayout.ts';

/** What 预览 runs: the SQL and parameters as entered, and the fields as set in the grid. */
export interface ReportPreviewInput {
  body: ReportPreviewBody;
  items: ReportItemInput[];
}

/** Rows 预览 shows (the server's first page). */
export const REPORT_PREVIEW_ROWS = 10;

/**
 * The preview's columns: the grid's shown fields (their texts, widths and dictionaries); without any,
 * every output of the first row.
 */
export function previewColumns(
  items: readonly ReportItemInput[],
  firstRow: Readonly<Record<string, unknown>> | undefined,
  dictOptions: Record<string, DictOption[]>,
): ReportColumnsResult {
  const shown = items.filter((item) => item.isShow === 1 && item.fieldName !== '');
  const columns = shown.length
    ? shown.map((item) => ({
        dataIndex: item.fieldName,
        title: item.fieldTxt || item.fieldName,
        align: 'center' as const,
        ...(item.fieldWidth ? { width: item.fieldWidth } : {}),
        ...(item.dictCode ? { customRender: item.dictCode } : {}),
      }))
    : Object.keys(firstRow ?? {})
        .filter((key) => !key.endsWith('_dictText'))
        .map((key) => ({ dataIndex: key, title: key, align: 'center' as const }));
  return { columns, dictOptions, cgRpConfigId: '', cgRpConfigName: '预览' };
}

interface Props {
  /** null: closed. */
  input: ReportPreviewInput | null;
  onClose(): void;
}

/** 预览: the report as designed so far (saved or not), its first page, with dictionary texts. */
export function ReportPreviewModal({ input, onClose }: Props) {
  const { message } = App.useApp();
  const preview = useApiQuery({
    queryKey: ['reportPreview', input],
    enabled: input !== null,
    gcTime: 0,
    load: async () => {
      const current = input as ReportPreviewInput;
      const page = await previewReport({ ...current.body, pageSize: REPORT_PREVIEW_ROWS });
      const codes = [
        ...new Set(current.items.flatMap((i) => (i.isShow === 1 && i.dictCode ? [i.dictCode] : []))),
      ];
      // A dictionary that cannot be read leaves its column's values as they are.
      const options = await Promise.all(
        codes.map(async (code) => [code, await getDictItems(code).catch((): DictOption[] => [])] as const),
      );
      return { page, dictOptions: Object.fromEntries(options) };
    },
    onRefusal: (text) => void message.warning(text),
  });

  const records = preview.data?.page.records;
  const rows = useMemo(() => withRowKeys(records ?? []), [records]);
  const config = previewColumns(input?.items ?? [], records?.[0], preview.data?.dictOptions ?? {});

  return (
    <Modal
      title="预览"
      open={input !== null}
      width={REPORT_FORM_WIDTH}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {preview.isError ? (
        <Alert type="warning" showIcon title="预览失败" description={failureText(preview.error)} />
      ) : (
        <>
          <Table<KeyedReportRecord>
            rowKey={REPORT_ROW_KEY}
            size="small"
            loading={preview.isFetching}
            columns={reportListColumns<KeyedReportRecord>(config)}
            dataSource={rows}
            pagination={false}
            scroll={{ x: 'max-content', y: 400 }}
          />
          {preview.data ? (
            <Typography.Paragraph type="secondary" className="hcs-report-preview__total">
              共 {preview.data.page.total} 条，预览前 {Math.min(REPORT_PREVIEW_ROWS, rows.length)} 条
            </Typography.Paragraph>
          ) : null}
        </>
      )}
    </Modal>
  );
}
