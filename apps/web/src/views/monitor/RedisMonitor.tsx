import type { RedisAnswer } from '@hcs/shared';
import { Card, Descriptions, Result } from 'antd';
import { MonitorFrame } from './shared/MonitorFrame.tsx';
import { useMonitor } from './shared/useMonitor.ts';

/** Redis (/monitor/redis): the cache and message bus when configured, otherwise 未配置 Redis. */
export default function RedisMonitor() {
  const state = useMonitor<RedisAnswer>('redis');
  return (
    <MonitorFrame title="Redis" state={state}>
      {(redis) =>
        redis.configured ? (
          <Card>
            <Descriptions bordered size="small" column={1}>
              <Descriptions.Item label="版本">{redis.version ?? '未知'}</Descriptions.Item>
            </Descriptions>
          </Card>
        ) : (
          <Card>
            <Result
              status="info"
              title="未配置 Redis"
              subTitle="本平台当前使用进程内缓存和消息分发。设置 HCS_REDIS_URL 后，这里显示 Redis 的信息、键数量、内存、命中率和每秒命令数。"
            />
          </Card>
        )
      }
    </MonitorFrame>
  );
}
