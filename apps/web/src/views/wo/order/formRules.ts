import { DEADLINE_PASSED, workOrderResource } from '@hcs/shared';
import type { FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { resourceFormRules } from '../../../components/resource/resourceFormRules.ts';
import { DATE_TIME_FORMAT } from './formValues.ts';

const rules = resourceFormRules(workOrderResource, undefined);
const [deadlineCheck] = (workOrderResource.checks ?? []).filter((check) => check.field === 'deadline');

const asText = (time: Dayjs | null | undefined) => (time ? time.format(DATE_TIME_FORMAT) : null);

/** Validation rules of the add/edit form: the definition's (the server's), the date pickers' values as text. */
export const workOrderRules: Record<string, FormRule[]> = {
  ...rules,
  deadline: [
    ({ getFieldValue }) => ({
      async validator(_, deadline: Dayjs | null | undefined) {
        if (!deadline) return;
        if (deadline.isBefore(dayjs())) throw new Error(DEADLINE_PASSED);
        const appointmentTime = getFieldValue('appointmentTime') as Dayjs | null | undefined;
        const problem = deadlineCheck?.problem({
          deadline: asText(deadline),
          appointmentTime: asText(appointmentTime),
        });
        if (problem) throw new Error(problem);
      },
    }),
  ],
};

/** Days before today cannot be a deadline. */
export const beforeToday = (day: Dayjs) => day.isBefore(dayjs().startOf('day'));
