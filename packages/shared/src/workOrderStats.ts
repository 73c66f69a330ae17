// The work-order statistics the dashboards read: one definition for the server that computes them and
// the client that draws them.

/** One bar or slice: a dictionary value, its text and how many orders have it. */
export interface DictCount {
  value: string;
  text: string;
  count: number;
}

/** `GET /wo/workOrder/stat/home`. */
export interface HomeStats {
  total: number;
  byStatus: Record<string, number>;
  createdToday: number;
  completedThisMonth: number;
  overdue: number;
  audiences: number;
  trend: { date: string; created: number; completed: number }[];
  byServiceType: DictCount[];
  byDisabilityType: DictCount[];
}

/** A staff member's or a department's completed work. */
export interface WorkRank {
  id: string;
  name: string;
  completed: number;
  /** From creation to completion, in hours (one decimal). */
  avgHours: number | null;
  avgSatisfaction: number | null;
}

/** `GET /wo/workOrder/stat/wcgw`: completed work in `[begin, end)`. */
export interface CompletedWork {
  begin: string;
  end: string;
  staff: WorkRank[];
  departs: WorkRank[];
}

/** `GET /wo/workOrder/stat/live`: the monitor's figures. */
export interface LiveStats {
  pending: number;
  dispatched: number;
  processing: number;
  overdue: number;
  createdToday: number;
  completedToday: number;
  /** Users of the caller's tenant with a live session. */
  onlineUsers: number;
  /** The newest transitions of orders the caller may see. */
  recent: {
    id: string;
    orderId: string;
    orderNo: string;
    title: string;
    action: string;
    toStatus: number;
    operatorName: string;
    createTime: string;
  }[];
  time: string;
}
