import { WarningOutlined } from '@ant-design/icons';
import { DISK_WARNING_PERCENT, type DiskInfo } from '@hcs/shared';
import { Card, Progress, Table, type TableColumnsType } from 'antd';
import { Chart } from '../../components/chart/Chart.tsx';
import { ToneTag } from '../../components/ToneTag.tsx';
import { PHONE_QUERY } from '../../layouts/main/layoutConstants.ts';
import { useMediaQuery } from '../../utils/useMediaQuery.ts';
import { formatBytes } from './shared/format.ts';
import { MonitorFrame } from './shared/MonitorFrame.tsx';
import { useMonitor } from './shared/useMonitor.ts';

const nearlyFull = (disk: DiskInfo) => disk.usedPercent > DISK_WARNING_PERCENT;

function MountName({ disk }: { disk: DiskInfo }) {
  return (
    <>
      {disk.mount}{' '}
      {disk.holds.map((label) => (
        <ToneTag key={label} tone="info">
          {label}
        </ToneTag>
      ))}
    </>
  );
}

function UsedBar({ disk }: { disk: DiskInfo }) {
  return (
    <>
      <Progress
        percent={disk.usedPercent}
        size="small"
        status={nearlyFull(disk) ? 'exception' : 'normal'}
        format={(p) => `${p}%`}
        aria-label={`${disk.mount} 使用率`}
      />
      {nearlyFull(disk) ? (
        <span className="hcs-monitor__warning">
          <WarningOutlined aria-hidden /> 空间不足
        </span>
      ) : null}
    </>
  );
}

const columns: TableColumnsType<DiskInfo> = [
  { title: '挂载点', dataIndex: 'mount', render: (_: string, disk) => <MountName disk={disk} /> },
  { title: '设备', dataIndex: 'device' },
  { title: '类型', dataIndex: 'fsType' },
  { title: '总容量', dataIndex: 'size', align: 'right', render: formatBytes },
  { title: '已用', dataIndex: 'used', align: 'right', render: formatBytes },
  { title: '可用', dataIndex: 'free', align: 'right', render: formatBytes },
  {
    title: '使用率',
    dataIndex: 'usedPercent',
    width: 180,
    render: (_: number, disk) => <UsedBar disk={disk} />,
  },
];

/** 磁盘监控 (/monitor/disk): every mounted file system, the data and upload directories' first. */
export default function DiskMonitor() {
  const state = useMonitor<{ disks: DiskInfo[] }>('disk');
  const phone = useMediaQuery(PHONE_QUERY);
  return (
    <MonitorFrame title="磁盘监控" state={state}>
      {({ disks }, half) => (
        <>
          <Card title={<h2 className="hcs-monitor__heading">文件系统</h2>}>
            {phone || half ? (
              <ul className="hcs-monitor__items">
                {disks.map((disk) => (
                  <li key={disk.mount} className="hcs-monitor__item">
                    <MountName disk={disk} />
                    <UsedBar disk={disk} />
                    <div className="hcs-monitor__meta">
                      已用 {formatBytes(disk.used)} · 可用 {formatBytes(disk.free)} · 共{' '}
                      {formatBytes(disk.size)}
                    </div>
                  </li>
                ))}
              </ul>
            ) : (
              <Table<DiskInfo>
                rowKey="mount"
                size="small"
                columns={columns}
                dataSource={disks}
                pagination={false}
              />
            )}
          </Card>
          <Card className="hcs-monitor__block" title={<h2 className="hcs-monitor__heading">使用率</h2>}>
            <Chart
              ariaLabel="各文件系统使用率柱状图"
              height={Math.max(160, disks.length * 36 + 60)}
              option={{
                tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => `${v}%` },
                grid: { left: 16, right: 32, top: 16, bottom: 16, containLabel: true },
                xAxis: { type: 'value', max: 100, axisLabel: { formatter: '{value}%' } },
                yAxis: {
                  type: 'category',
                  data: disks.map((d) => d.mount),
                  inverse: true,
                  axisLabel: { width: phone ? 90 : half ? 160 : 240, overflow: 'truncate' },
                },
                series: [
                  {
                    name: '使用率',
                    type: 'bar',
                    data: disks.map((d) => ({
                      value: d.usedPercent,
                      itemStyle: nearlyFull(d) ? { color: '#c62828' } : undefined,
                    })),
                    label: { show: true, position: 'right', formatter: '{c}%' },
                  },
                ],
              }}
            />
          </Card>
        </>
      )}
    </MonitorFrame>
  );
}
