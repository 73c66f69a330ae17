import { monthlyReportResource } from '@hcs/shared';
import { DepartSelect } from '../../../components/pickers/DepartSelect.tsx';
import { resourceListConfig } from '../../../components/resource/resourceListConfig.ts';
import { MonthInput } from './MonthInput.tsx';
import { ReportStatusTag } from './ReportStatusTag.tsx';
import type { MonthlyReport } from './types.ts';

/** 服务月报's list from the definition: by month, department and status, newest month first. */
export const reportListConfig = resourceListConfig<typeof monthlyReportResource, MonthlyReport>(
  monthlyReportResource,
  {
    render: { status: (_v, r) => <ReportStatusTag status={r.status} text={r.status_dictText} /> },
    query: {
      month: (field) => ({
        ...field,
        type: 'custom',
        render: ({ id, value, onChange }) => (
          <MonthInput id={id} value={value} onChange={onChange} allowFuture />
        ),
      }),
      departId: (field) => ({
        ...field,
        type: 'custom',
        render: ({ id, value, onChange }) => (
          <DepartSelect id={id} value={value} onChange={(v) => onChange(v || undefined)} />
        ),
      }),
    },
  },
);
