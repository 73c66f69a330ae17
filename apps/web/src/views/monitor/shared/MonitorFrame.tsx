import { MONITOR_COPY_DROP_MS, MONITOR_COPY_OFFLINE_MS, type MonitorCopyMeta } from '@hcs/shared';
import { Alert, Button, Col, Row, Select, Skeleton, Space, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { ToneTag } from '../../../components/ToneTag.tsx';
import { clockTime } from './format.ts';
import type { Copy, MonitorState } from './useMonitor.ts';
import './monitor.css';

const SIDE_BY_SIDE = '*';

const OFFLINE = '已离线';

/** A copy's name in the picker: an offline copy says so in words. */
const copyLabel = (copy: MonitorCopyMeta) => (copy.offline ? `${copy.id}（${OFFLINE}）` : copy.id);

/** Over a copy's figures when side by side: its name, and when it is offline, that and since when. */
function CopyHeading({ copy }: { copy: MonitorCopyMeta }) {
  return (
    <h2 className="hcs-monitor__copy">
      {copy.id}
      {copy.offline ? (
        <>
          {' '}
          <ToneTag tone="warning">{OFFLINE}</ToneTag>
          <span className="hcs-monitor__since">最后上报于 {clockTime(copy.takenAt)}</span>
        </>
      ) : null}
    </h2>
  );
}

/** Shown over one offline copy's figures: they are its last, not its current ones. */
function OfflineNotice({ copy }: { copy: MonitorCopyMeta }) {
  return (
    <Alert
      className="hcs-monitor__error"
      type="warning"
      showIcon
      title={`服务副本 ${copy.id} ${OFFLINE}`}
      description={`超过 ${MONITOR_COPY_OFFLINE_MS / 1000} 秒未上报，以下是它 ${clockTime(copy.takenAt)} 最后上报的数据；${MONITOR_COPY_DROP_MS / 60_000} 分钟仍未上报将不再列出。`}
    />
  );
}

/**
 * A 系统监控 page's frame: when it was updated, 刷新, the server copy shown (or every copy side by side
 * when several answer) and the load error; `children` draws one copy's figures. The pages' breakpoints
 * follow the window, so side by side they are told they have half of it.
 */
export function MonitorFrame<T>({
  title,
  state,
  extra,
  children,
}: {
  /** The page's name, for its load error (the layout shows it as the page's heading). */
  title: string;
  state: MonitorState<T>;
  /** More controls in the bar (a trace's filters). */
  extra?: ReactNode;
  /** `half`: side by side with another copy, the page lays its figures out for half the window. */
  children: (copy: Copy<T>, half: boolean) => ReactNode;
}) {
  const [picked, setPicked] = useState<string | null>(null);
  const { copies } = state;
  const shown =
    picked === SIDE_BY_SIDE ? copies : [copies.find((c) => c.id === picked) ?? copies[0]].filter((c) => !!c);
  return (
    <div className="hcs-monitor">
      <Space className="hcs-monitor__bar" wrap>
        {copies.length > 1 ? (
          <Select
            aria-label="服务副本"
            value={picked ?? shown[0]?.id}
            onChange={setPicked}
            options={[
              ...copies.map((c) => ({ value: c.id, label: copyLabel(c) })),
              { value: SIDE_BY_SIDE, label: '并排查看全部副本' },
            ]}
            style={{ minWidth: 220 }}
          />
        ) : (
          <Typography.Text type="secondary">
            服务副本：{copies[0] ? copyLabel(copies[0]) : '—'}
          </Typography.Text>
        )}
        <span className="hcs-monitor__updated" aria-live="polite">
          {state.updatedAt ? `数据更新于 ${clockTime(state.updatedAt)}，每 5 秒刷新` : '正在加载…'}
        </span>
        <Button size="small" onClick={state.reload}>
          刷新
        </Button>
      </Space>
      {extra}
      {state.error ? (
        <Alert
          className="hcs-monitor__error"
          type="error"
          showIcon
          title={`${title}加载失败`}
          description={state.error}
          action={<Button onClick={state.reload}>重试</Button>}
        />
      ) : null}
      {state.loading ? <Skeleton active paragraph={{ rows: 8 }} /> : null}
      {shown.length > 1 ? (
        <Row gutter={[16, 16]}>
          {shown.map((copy) => (
            <Col key={copy.id} xs={24} xl={12}>
              <CopyHeading copy={copy} />
              {children(copy, true)}
            </Col>
          ))}
        </Row>
      ) : (
        shown.map((copy) => (
          <div key={copy.id}>
            {copy.offline ? <OfflineNotice copy={copy} /> : null}
            {children(copy, false)}
          </div>
        ))
      )}
    </div>
  );
}
