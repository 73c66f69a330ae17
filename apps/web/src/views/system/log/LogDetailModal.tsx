import { type DetailItem, DetailModal } from '../../../components/list/index.ts';
import { prettyParams, type SysLog } from './logApi.ts';

interface Props {
  open: boolean;
  log: SysLog | null;
  onClose(): void;
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : value;

/** 详细信息 of one log, with the request's parameters (secrets already masked by the server). */
export function LogDetailModal({ open, log, onClose }: Props) {
  const items: DetailItem[] = log
    ? [
        { key: 'logContent', label: '日志内容', children: log.logContent },
        {
          key: 'operateTypeText',
          label: log.logType === 1 ? '事件' : '操作类型',
          children: log.operateTypeText,
        },
        { key: 'username', label: '操作人', children: text(log.username) },
        { key: 'ip', label: 'IP', children: text(log.ip) },
        { key: 'createTime', label: '创建时间', children: log.createTime },
        ...(log.logType === 2
          ? [
              { key: 'costTime', label: '耗时', children: `${text(log.costTime)} 毫秒` },
              { key: 'requestType', label: '请求方式', children: text(log.requestType) },
              {
                key: 'requestUrl',
                label: '请求路径',
                children: text(log.requestUrl),
                span: 'filled' as const,
              },
              {
                key: 'requestParam',
                label: '请求参数',
                span: 'filled' as const,
                children: (
                  // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
                  <section className="hcs-log-params" tabIndex={0} aria-label="请求参数">
                    <pre>{prettyParams(log.requestParam)}</pre>
                  </section>
                ),
              },
            ]
          : []),
      ]
    : [];
  return <DetailModal open={open} items={items} onClose={onClose} columns={2} />;
}
