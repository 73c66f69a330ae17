/** sys_quartz_job.status (dict `quartz_status`). */
export const QuartzStatus = { running: 0, stopped: -1 } as const;
