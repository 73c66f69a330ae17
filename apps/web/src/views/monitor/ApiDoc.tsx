import { Alert, Button, Card, Collapse, Input, Skeleton, Space, Typography } from 'antd';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { getApiDoc } from '../../api/apiDoc.ts';
import { type Tone, ToneTag } from '../../components/ToneTag.tsx';
import { PHONE_QUERY } from '../../layouts/main/layoutConstants.ts';
import { failureText, useApiQuery } from '../../utils/serverState.ts';
import { useMediaQuery } from '../../utils/useMediaQuery.ts';
import { OperationDetail } from './apiDoc/OperationDetail.tsx';
import { type ApiOperation, groupedOperations, operationsOf } from './apiDoc/operations.ts';
import './apiDoc/apiDoc.css';
import { INPUT_CLEAR } from '../../components/form/iconNames.tsx';

const METHOD_TONES: Record<string, Tone> = { GET: 'info', POST: 'success', PUT: 'warning', DELETE: 'danger' };

function OperationLabel({ operation }: { operation: ApiOperation }) {
  return (
    <span className="hcs-apidoc__label">
      <ToneTag tone={METHOD_TONES[operation.method] ?? 'neutral'}>
        {operation.websocket ? 'WS' : operation.method}
      </ToneTag>
      <code className="hcs-apidoc__code">{operation.path}</code>
      {operation.summary ? <span className="hcs-apidoc__summary">{operation.summary}</span> : null}
    </span>
  );
}

function Group({ tag, operations, phone }: { tag: string; operations: ApiOperation[]; phone: boolean }) {
  const headingId = useId();
  return (
    <section className="hcs-apidoc__group" aria-labelledby={headingId}>
      <h2 id={headingId} className="hcs-apidoc__tag">
        {tag}（{operations.length}）
      </h2>
      <Collapse
        size="small"
        items={operations.map((operation) => ({
          key: operation.key,
          label: <OperationLabel operation={operation} />,
          children: <OperationDetail operation={operation} phone={phone} />,
        }))}
      />
    </section>
  );
}

/** The document as a file, for tools that read OpenAPI (code generators, API clients). */
function download(document: unknown) {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }),
  );
  const link = Object.assign(window.document.createElement('a'), { href: url, download: 'hcs-openapi.json' });
  link.click();
  URL.revokeObjectURL(url);
}

/** 接口文档 (/monitor/openapi): every API operation, generated from the routes, by area, searchable. */
export default function ApiDoc() {
  const query = useApiQuery({ queryKey: ['apiDoc'], load: getApiDoc, staleTime: 60_000 });
  const operations = useMemo(() => operationsOf(query.data), [query.data]);
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const groups = useMemo(() => groupedOperations(operations, deferred), [operations, deferred]);
  const shown = groups.reduce((n, group) => n + group.operations.length, 0);
  const phone = useMediaQuery(PHONE_QUERY);

  if (query.isPending) return <Skeleton active />;
  if (query.error) {
    return (
      <Alert
        type="error"
        showIcon
        title="接口文档加载失败"
        description={failureText(query.error)}
        action={<Button onClick={() => void query.refetch()}>重试</Button>}
      />
    );
  }
  return (
    <Card>
      <Typography.Paragraph type="secondary">
        由各接口声明的权限与参数校验规则生成（OpenAPI 3.1）。除公开接口外，请求头 X-Access-Token
        携带登录令牌。
      </Typography.Paragraph>
      <Space wrap className="hcs-apidoc__bar">
        <Input.Search
          className="hcs-apidoc__search"
          aria-label="搜索接口"
          placeholder="路径、说明或权限"
          allowClear={INPUT_CLEAR}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onSearch={setSearch}
        />
        <span className="hcs-apidoc__count" role="status">
          {deferred.trim() ? `找到 ${shown} 个接口` : `共 ${operations.length} 个接口`}
        </span>
        <Button onClick={() => download(query.data)}>下载 JSON</Button>
      </Space>
      {groups.length === 0 ? (
        <Typography.Paragraph>没有匹配的接口</Typography.Paragraph>
      ) : (
        groups.map((group) => (
          <Group key={group.tag} tag={group.tag} operations={group.operations} phone={phone} />
        ))
      )}
    </Card>
  );
}
