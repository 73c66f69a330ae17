/** One server copy's latest 系统监控 figures, published every few seconds for the other copies. */
export interface SysMonitorCopyTable {
  /** `hostname:pid`. */
  id: string;
  /** Epoch ms of the last publication, by the publishing copy's clock. */
  updatedAt: number;
  /** The copy's figures, JSON (modules/monitor/copyBoard.ts CopySnapshot). */
  snapshot: string;
}

/** The one row saying when a 系统监控 page last asked, on any copy, and since when someone has been looking. */
export interface SysMonitorViewerTable {
  /** Always `page`: the table holds one row. */
  id: string;
  /** Epoch ms of the last monitor answer. */
  lastAskedAt: number;
  /** Epoch ms when the current spell of looking began. */
  since: number;
}

export interface MonitorDatabase {
  sysMonitorCopy: SysMonitorCopyTable;
  sysMonitorViewer: SysMonitorViewerTable;
}
