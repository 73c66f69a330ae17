import type { FormRule } from 'antd';
import { cronRule } from '../../../components/cron/index.ts';

/** The server's rules for a job (apps/server quartz schema). */
export const quartzFormRules: Record<
  'jobClassName' | 'cronExpression' | 'parameter' | 'description',
  FormRule[]
> = {
  jobClassName: [{ required: true, message: '请选择任务类名' }],
  cronExpression: [{ required: true, whitespace: true, message: '请输入Cron表达式' }, cronRule],
  parameter: [{ max: 500, message: '参数不能超过500个字符' }],
  description: [{ max: 200, message: '描述不能超过200个字符' }],
};
