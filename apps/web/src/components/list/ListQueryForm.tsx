import { DownOutlined, SearchOutlined, UndoOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Col, Form, Row, Space } from 'antd';
import { useId, useState } from 'react';
import { QueryFieldControl } from './QueryFieldControl.tsx';
import type { ListPageState } from './types.ts';

interface Props<T> {
  state: ListPageState<T>;
  /** After 查询 (the phone's filter sheet closes). */
  onSearched?: () => void;
}

const colProps = { xs: 24, sm: 12, lg: 8, xl: 6 };

/** The query form above a list: labelled fields, 查询 / 重置, and 展开 / 收起 for the advanced ones. */
export function ListQueryForm<T>({ state, onSearched }: Props<T>) {
  const fields = state.config.queryFields ?? [];
  const [expanded, setExpanded] = useState(false);
  const idBase = useId();
  if (fields.length === 0) return null;
  const hasAdvanced = fields.some((f) => f.advanced);
  const shown = fields.filter((f) => expanded || !f.advanced);

  return (
    <Form
      className="hcs-list-query"
      role="search"
      aria-label={`查询${state.config.title}`}
      onFinish={() => {
        void state.search();
        onSearched?.();
      }}
    >
      <Row gutter={[16, 12]}>
        {shown.map((field) => {
          const id = `${idBase}-${field.name}`;
          return (
            <Col key={field.name} {...colProps}>
              <Form.Item label={field.label} htmlFor={id}>
                <QueryFieldControl
                  id={id}
                  field={field}
                  value={state.queryParam[field.name]}
                  onChange={(value) => state.setQueryParam({ ...state.queryParam, [field.name]: value })}
                />
              </Form.Item>
            </Col>
          );
        })}
        <Col {...colProps}>
          <Space wrap>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              查询
            </Button>
            <Button icon={<UndoOutlined />} onClick={() => void state.reset()}>
              重置
            </Button>
            {hasAdvanced ? (
              <Button
                type="link"
                aria-expanded={expanded}
                onClick={() => setExpanded(!expanded)}
                icon={expanded ? <UpOutlined /> : <DownOutlined />}
                iconPlacement="end"
              >
                {expanded ? '收起' : '展开'}
              </Button>
            ) : null}
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
