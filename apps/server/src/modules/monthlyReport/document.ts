import { PassThrough, type Readable } from 'node:stream';
import { REPORT_NARRATIVE, REPORT_STATUS_TEXT, type ReportStatusValue, snapshotCovers } from '@hcs/shared';
import ExcelJS from 'exceljs';
import { htmlToText } from './htmlText.ts';
import type { ReportDetail } from './service.ts';

const WIDTHS = [22, 14, 14, 18, 16];
const LAST_COLUMN = WIDTHS.length;

type Cell = string | number | null;

/**
 * The report as an .xlsx document: heading, figures, the by-type tables, the staff ranking, the daily
 * trend, the narrative as plain text and the review, top to bottom in one sheet, so it prints as read.
 */
export async function reportWorkbook(report: ReportDetail, exporter: string): Promise<Readable> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('服务月报', {
    pageSetup: { paperSize: 9, orientation: 'portrait', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  sheet.columns = WIDTHS.map((width) => ({ width }));
  const stats = report.stats;

  const wide = (text: string, style: Partial<ExcelJS.Style> = {}) => {
    const row = sheet.addRow([text]);
    sheet.mergeCells(row.number, 1, row.number, LAST_COLUMN);
    Object.assign(row.getCell(1), { style: { alignment: { wrapText: true, vertical: 'top' }, ...style } });
    return row;
  };
  const section = (title: string) => {
    sheet.addRow([]);
    wide(title, { font: { bold: true, size: 12 } });
  };
  const table = (header: string[], rows: Cell[][]) => {
    const head = sheet.addRow(header);
    head.font = { bold: true };
    head.eachCell((c) => {
      c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF0F2F5' } };
    });
    for (const r of rows.length > 0 ? rows : [['暂无数据']]) sheet.addRow(r);
  };

  const title = wide(report.title, { font: { bold: true, size: 16 }, alignment: { horizontal: 'center' } });
  title.height = 28;
  sheet.addRow(['部门', report.departName ?? '', '月份', report.month]);
  sheet.addRow([
    '状态',
    REPORT_STATUS_TEXT[report.status as ReportStatusValue] ?? report.status,
    '数据时间',
    report.statsTime ?? '',
  ]);
  sheet.addRow(['导出人', exporter]);

  section('主要指标');
  table(
    ['指标', '数值'],
    stats
      ? [
          ['服务人数', stats.audiencesServed],
          ['新增服务对象', stats.newAudiences],
          ['新建工单', stats.ordersCreated],
          ['完成工单', stats.ordersCompleted],
          ['超期工单', stats.ordersOverdue],
          ['取消工单', stats.ordersCancelled],
          ['平均满意度', stats.avgSatisfaction ?? '—'],
        ]
      : [],
  );

  section('按服务类型');
  table(
    ['服务类型', '工单数'],
    (stats?.byServiceType ?? []).map((c) => [c.text, c.count]),
  );
  section('按残疾类别');
  table(
    ['残疾类别', '工单数'],
    (stats?.byDisabilityType ?? []).map((c) => [c.text, c.count]),
  );
  section('服务人员排行');
  table(
    ['姓名', '完成工单', '平均用时(小时)', '平均满意度'],
    (stats?.topStaff ?? []).map((s) => [s.name, s.completed, s.avgHours ?? '—', s.avgSatisfaction ?? '—']),
  );
  section('每日趋势');
  const knownDays = stats ? stats.trend.filter((d) => snapshotCovers(stats, d.date)) : [];
  table(
    ['日期', '新建工单', '完成工单'],
    knownDays.map((d) => [d.date, d.created, d.completed]),
  );

  for (const [field, name] of REPORT_NARRATIVE) {
    section(name);
    const text = htmlToText(report[field]);
    const row = wide(text || '（未填写）');
    row.height = Math.min(409, Math.max(20, 15 * (text.split('\n').length + Math.floor(text.length / 60))));
  }

  section('审核');
  sheet.addRow(['提交人', report.submitByName ?? report.submitBy ?? '', '提交时间', report.submitTime ?? '']);
  sheet.addRow(['审核人', report.reviewByName ?? report.reviewBy ?? '', '审核时间', report.reviewTime ?? '']);
  const comment = sheet.addRow(['审核意见', report.reviewComment ?? '']);
  sheet.mergeCells(comment.number, 2, comment.number, LAST_COLUMN);
  comment.getCell(2).alignment = { wrapText: true, vertical: 'top' };

  const out = new PassThrough();
  out.end(Buffer.from(await book.xlsx.writeBuffer()));
  return out;
}
