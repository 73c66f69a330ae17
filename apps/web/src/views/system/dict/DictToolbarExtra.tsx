import { DeleteOutlined, SyncOutlined } from '@ant-design/icons';
import { App, Button, Space } from 'antd';
import { useState } from 'react';
import { refreshDictCache } from '../../../api/dict.ts';
import { clearDictItemsCache } from '../../../components/dict/dictItemsCache.ts';
import { CACHE_REFRESH_FAILED, CACHE_REFRESHED } from '../../../layouts/main/UserMenu.tsx';
import { useAuth } from '../../../utils/permission.ts';

interface Props {
  onRecycleBin(): void;
}

/** 刷新缓存 (every server copy reloads the dictionaries; this browser stores them anew) and 回收站. */
export function DictToolbarExtra({ onRecycleBin }: Props) {
  const { message } = App.useApp();
  const auth = useAuth();
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    setRefreshing(true);
    const done = await refreshDictCache();
    setRefreshing(false);
    clearDictItemsCache();
    if (done) void message.success(CACHE_REFRESHED);
    else void message.error(CACHE_REFRESH_FAILED);
  };

  return (
    <Space wrap>
      <Button icon={<SyncOutlined />} loading={refreshing} onClick={refresh}>
        刷新缓存
      </Button>
      {auth.has('system:dict:recycle') ? (
        <Button icon={<DeleteOutlined />} onClick={onRecycleBin}>
          回收站
        </Button>
      ) : null}
    </Space>
  );
}
