import type { RedisAnswer } from '@hcs/shared';
import { Card, Descriptions, Result } from 'antd';
import { formatBytes, formatUptime, percentOf } from './shared/format.ts';
import { MonitorFrame } from './shared/MonitorFrame.tsx';
import { useMonitor } from './shared/useMonitor.ts';

/** The figures of a Redis that answers. */
function RedisFigures({ redis }: { redis: Extract<RedisAnswer, { reachable: true }> }) {
  return (
    <Card>
      <Descriptions bordered size="small" column={1}>
        <Descriptions.Item label="版本">{redis.version || '未知'}</Descriptions.Item>
        <Descriptions.Item label="运行时长">{formatUptime(redis.uptimeSeconds)}</Descriptions.Item>
        <Descriptions.Item label="键数量">{redis.keys.toLocaleString('zh-CN')}</Descriptions.Item>
        <Descriptions.Item label="已用内存">{formatBytes(redis.usedMemory)}</Descriptions.Item>
        <Descriptions.Item label="客户端连接数">{redis.connectedClients}</Descriptions.Item>
        <Descriptions.Item label="每秒命令数">{redis.opsPerSecond}</Descriptions.Item>
        <Descriptions.Item label="命中率">
          {redis.hitRate === null ? '暂无读取' : `${percentOf(redis.hitRate, 1)}%`}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** Redis (/monitor/redis): the cache and message bus when configured, otherwise 未配置 Redis. */
export default function RedisMonitor() {
  const state = useMonitor<RedisAnswer>('redis');
  return (
    <MonitorFrame title="Redis" state={state}>
      {(redis) =>
        !redis.configured ? (
          <Card>
            <Result
              status="info"
              title="未配置 Redis"
              subTitle="本平台当前使用进程内缓存和消息分发。设置 HCS_REDIS_URL 后，这里显示 Redis 的版本、键数量、内存、命中率和每秒命令数。"
            />
          </Card>
        ) : redis.reachable ? (
          <RedisFigures redis={redis} />
        ) : (
          <Card>
            <Result
              status="warning"
              title="Redis 暂时无法连接"
              subTitle="服务器正在重连，恢复后这里会显示它的信息。"
            />
          </Card>
        )
      }
    </MonitorFrame>
  );
}
