import { cronError } from '@hcs/shared';
import type { FormRule } from 'antd';

/** A form rule for a cron field: a filled-in expression must be valid Quartz (the parser's reason otherwise). */
export const cronRule: FormRule = {
  async validator(_rule, value: unknown) {
    if (typeof value !== 'string' || value.trim() === '') return;
    const error = cronError(value);
    if (error) throw new Error(error);
  },
};
