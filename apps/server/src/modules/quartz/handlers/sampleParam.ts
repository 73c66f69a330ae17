import type { JobHandler } from './types.ts';

export const sampleParamJob: JobHandler = {
  name: 'SampleParamJob',
  title: '示例任务（带参数）',
  parameterHint: '任意文本，执行时写入服务器日志和执行记录',
  async run({ parameter, fireTime, log }) {
    log.info({ job: 'SampleParamJob', parameter, fireTime }, '示例定时任务执行');
    return `示例任务已执行，参数：${parameter ?? '（无）'}`;
  },
};
