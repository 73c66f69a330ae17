import { Descriptions, Typography } from 'antd';
import { FieldTable } from './FieldTable.tsx';
import type { ApiOperation } from './operations.ts';

function access(operation: ApiOperation): string {
  if (operation.isPublic) return '公开接口，无需登录';
  return operation.permission ? `需要权限 ${operation.permission}` : '登录即可访问';
}

/** One operation, expanded: what it is, who may call it, and the fields it takes. */
export function OperationDetail({ operation, phone }: { operation: ApiOperation; phone: boolean }) {
  const items = [
    {
      key: 'method',
      label: '方法',
      children: operation.websocket ? 'GET（WebSocket 升级）' : operation.method,
    },
    { key: 'path', label: '路径', children: <code className="hcs-apidoc__code">{operation.path}</code> },
    { key: 'access', label: '权限', children: access(operation) },
    ...(operation.summary ? [{ key: 'summary', label: '说明', children: operation.summary }] : []),
  ];
  return (
    <div className="hcs-apidoc__detail">
      <Descriptions size="small" column={1} bordered={!phone} items={items} />
      <h4 className="hcs-apidoc__subheading">参数</h4>
      <FieldTable rows={operation.parameters} caption={`${operation.path} 的参数`} phone={phone} />
      <h4 className="hcs-apidoc__subheading">请求体（JSON）</h4>
      <FieldTable rows={operation.body} caption={`${operation.path} 的请求体字段`} phone={phone} />
      {operation.openBody ? (
        <Typography.Paragraph type="secondary">
          另可含其他字段，由接口按所属定义（如表单的字段）校验。
        </Typography.Paragraph>
      ) : null}
    </div>
  );
}
