import type { ServerInfo } from '@hcs/shared';
import { Card, Descriptions, Progress } from 'antd';
import { formatBytes, formatUptime, percentOf } from './shared/format.ts';
import { MonitorFrame } from './shared/MonitorFrame.tsx';
import { useMonitor } from './shared/useMonitor.ts';

/** 系统信息 (/monitor/server): the host, this process and the versions it runs on. */
export default function SystemInfo() {
  const state = useMonitor<ServerInfo>('server');
  return (
    <MonitorFrame title="系统信息" state={state}>
      {(info, half) => {
        const usedMemory = info.totalMemory - info.freeMemory;
        return (
          <Card>
            <Descriptions bordered size="small" column={half ? 1 : { xs: 1, sm: 1, md: 2, xl: 3 }}>
              <Descriptions.Item label="主机名">{info.hostname}</Descriptions.Item>
              <Descriptions.Item label="操作系统">
                {info.platform} {info.release}（{info.arch}）
              </Descriptions.Item>
              <Descriptions.Item label="CPU">
                {info.cpuModel || '未知'} × {info.cpuCount} 核
              </Descriptions.Item>
              <Descriptions.Item label="系统负载（1/5/15 分钟）">
                {info.loadavg.join(' / ')}
              </Descriptions.Item>
              <Descriptions.Item label="内存">
                <div>
                  已用 {formatBytes(usedMemory)} / 共 {formatBytes(info.totalMemory)}
                </div>
                <Progress
                  percent={percentOf(usedMemory, info.totalMemory)}
                  size="small"
                  aria-label="内存使用率"
                />
              </Descriptions.Item>
              <Descriptions.Item label="主机运行时长">{formatUptime(info.hostUptime)}</Descriptions.Item>
              <Descriptions.Item label="进程运行时长">{formatUptime(info.processUptime)}</Descriptions.Item>
              <Descriptions.Item label="启动时间">{info.startTime}</Descriptions.Item>
              <Descriptions.Item label="Node 版本">{info.nodeVersion}</Descriptions.Item>
              <Descriptions.Item label="数据库">{info.dbVersion}</Descriptions.Item>
              <Descriptions.Item label="Redis">{info.redisVersion ?? '未配置 Redis'}</Descriptions.Item>
              <Descriptions.Item label="平台版本">{info.platformVersion}</Descriptions.Item>
            </Descriptions>
          </Card>
        );
      }}
    </MonitorFrame>
  );
}
