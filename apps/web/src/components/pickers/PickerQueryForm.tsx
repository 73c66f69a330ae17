import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Col, Form, Row, Space } from 'antd';
import { useId, useState } from 'react';
import { useAuth } from '../../utils/permission.ts';
import { QueryFieldControl } from '../list/QueryFieldControl.tsx';
import type { QueryField, QueryValues } from '../list/types.ts';

interface Props {
  /** For the form's name: 查询<name>. */
  name: string;
  fields: readonly QueryField[];
  onSearch(values: QueryValues): void;
}

/** Fields shown before 展开. */
const SHOWN_FOLDED = 2;

/**
 * The selection dialog's query form (spec §2): labelled fields, 查询 / 重置, and 展开 / 收起 when it has
 * more than two fields. The values apply only on 查询 (or Enter).
 */
export function PickerQueryForm({ name, fields: declared, onSearch }: Props) {
  const [values, setValues] = useState<QueryValues>({});
  const [expanded, setExpanded] = useState(false);
  const idBase = useId();
  const auth = useAuth();
  const fields = declared.filter((field) => !field.permission || auth.has(field.permission));
  if (fields.length === 0) return null;
  const foldable = fields.length > SHOWN_FOLDED;
  const shown = expanded || !foldable ? fields : fields.slice(0, SHOWN_FOLDED);

  return (
    <Form
      className="hcs-record-select__query"
      role="search"
      aria-label={`查询${name}`}
      onFinish={() => onSearch(values)}
    >
      <Row gutter={[12, 8]}>
        {shown.map((field) => {
          const id = `${idBase}-${field.name}`;
          return (
            <Col key={field.name} xs={24} sm={12}>
              <Form.Item label={field.label} htmlFor={id}>
                <QueryFieldControl
                  id={id}
                  field={field}
                  value={values[field.name]}
                  onChange={(value) => setValues((v) => ({ ...v, [field.name]: value }))}
                />
              </Form.Item>
            </Col>
          );
        })}
        <Col xs={24} sm={12}>
          <Space wrap>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
            <Button
              onClick={() => {
                setValues({});
                onSearch({});
              }}
            >
              重置
            </Button>
            {foldable ? (
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
