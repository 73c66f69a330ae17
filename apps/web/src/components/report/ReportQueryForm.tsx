import { SearchOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Col, Form, Row, Space } from 'antd';
import { useId, useState } from 'react';
import { QueryFieldControl } from '../list/QueryFieldControl.tsx';
import type { QueryField, QueryValues } from '../list/types.ts';

interface Props {
  /** For the form's name: 查询<name>. */
  name: string;
  fields: readonly QueryField[];
  initialValues: QueryValues;
  onSearch(values: QueryValues): void;
}

const colProps = { xs: 24, sm: 12, lg: 8 };

/** The report popup's query form: labelled fields, 查询 / 重置. Values apply on 查询 (or Enter). */
export function ReportQueryForm({ name, fields, initialValues, onSearch }: Props) {
  const [values, setValues] = useState<QueryValues>(initialValues);
  const idBase = useId();
  if (fields.length === 0) return null;

  return (
    <Form
      className="hcs-report-popup__query"
      role="search"
      aria-label={`查询${name}`}
      onFinish={() => onSearch(values)}
    >
      <Row gutter={[16, 8]}>
        {fields.map((field) => {
          const id = `${idBase}-${field.name}`;
          return (
            <Col key={field.name} {...colProps}>
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
        <Col {...colProps}>
          <Space wrap>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              查询
            </Button>
            <Button
              icon={<UndoOutlined />}
              onClick={() => {
                setValues({});
                onSearch({});
              }}
            >
              重置
            </Button>
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
