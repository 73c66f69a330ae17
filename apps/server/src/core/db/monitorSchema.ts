/** One server copy's latest 系统监控 figures, published every few seconds for the other copies. */
export interface SysMonitorCopyTable {
  /** `hostname:pid`. */
  id: string;
  /** Epoch ms of the last publication, by the publishing copy's clock. */
  updatedAt: number;
  /** The copy's figures, JSON (modules/monitor/copyBoard.ts CopySnapshot). */
  snapshot: string;
}

export interface MonitorDatabase {
  sysMonitorCopy: SysMonitorCopyTable;
}
