import { REPORT_EDITABLE_STATUSES, ReportStatus } from '@hcs/shared';

/** A draft or a returned report may be edited, refreshed, submitted and deleted. */
export const isEditable = (r: { status: string }) => REPORT_EDITABLE_STATUSES.includes(r.status);

export const isSubmitted = (r: { status: string }) => r.status === ReportStatus.submitted;
