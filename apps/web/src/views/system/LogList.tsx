import { Tabs } from 'antd';
import { LogTab } from './log/LogTab.tsx';
import './log/LogList.css';

/** 系统管理 → 日志管理: the login log and the operation log, each searchable and exportable. */
export default function LogList() {
  return (
    <Tabs
      className="hcs-log-tabs"
      defaultActiveKey="1"
      items={[
        { key: '1', label: '登录日志', children: <LogTab logType={1} /> },
        { key: '2', label: '操作日志', children: <LogTab logType={2} /> },
      ]}
    />
  );
}
