import { Spin } from 'antd';

/** Centred spinner for lazily loaded pages and the permission fetch. */
export function PageLoading() {
  return (
    <div className="hcs-page-loading">
      <Spin size="large" description="加载中…">
        <div className="hcs-page-loading__area" />
      </Spin>
    </div>
  );
}
