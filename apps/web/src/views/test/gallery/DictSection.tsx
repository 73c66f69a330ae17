import { tableDictCode } from '@hcs/shared';
import { Col, Form, Row, Space, Switch, Typography } from 'antd';
import { type ReactElement, useState } from 'react';
import {
  CategorySelect,
  DictMultiSelect,
  DictSearchSelect,
  DictSelect,
  DictText,
  TreeDictSelect,
} from '../../../components/dict/index.ts';
import { GalleryDemo } from './GalleryDemo.tsx';

/** The stations under the centre: a table dictionary with a where part (registered columns only). */
const STATIONS = tableDictCode('sys_depart', 'depart_name', 'id', { parent_id: 'dep_centre' });

type Render = (value: string | undefined, onChange: (value: string | undefined) => void) => ReactElement;

/** One variant: its control held in state, the value shown under it. */
function Demo(props: { title: string; description?: string; initial?: string; render: Render }) {
  const [value, setValue] = useState<string | undefined>(props.initial);
  return (
    <Col xs={24} lg={12}>
      <GalleryDemo title={props.title} description={props.description} value={value}>
        {props.render(value, setValue)}
      </GalleryDemo>
    </Col>
  );
}

function FormDemo() {
  const [values, setValues] = useState<Record<string, unknown>>({});
  return (
    <Col xs={24} lg={12}>
      <GalleryDemo
        title="表单中使用"
        description="放在 Form.Item 里即是受控字段，标签与控件关联。"
        value={values}
      >
        <Form layout="vertical" onValuesChange={(_, all) => setValues(all)}>
          <Form.Item label="优先级" name="priority">
            <DictSelect dictCode="priority" />
          </Form.Item>
          <Form.Item label="服务项目" name="serviceItem">
            <CategorySelect pcode="A01" />
          </Form.Item>
        </Form>
      </GalleryDemo>
    </Col>
  );
}

function ErrorDemos() {
  const [shown, setShown] = useState(false);
  return (
    <Col span={24}>
      <GalleryDemo title="错误示例" description="字典编码为空、condition 不是 JSON、分类编码不存在时的提示。">
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Space>
            <Switch checked={shown} onChange={setShown} aria-label="显示错误示例" />
            <span>显示错误示例</span>
          </Space>
          {shown ? (
            <Row gutter={16}>
              <Col xs={24} md={8}>
                <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
                  空字典编码
                </Typography.Paragraph>
                <DictSelect dictCode="" aria-label="空字典编码" />
              </Col>
              <Col xs={24} md={8}>
                <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
                  错误的 condition
                </Typography.Paragraph>
                <TreeDictSelect
                  dict="sys_depart,depart_name,id"
                  condition="status=1"
                  aria-label="错误的 condition"
                />
              </Col>
              <Col xs={24} md={8}>
                <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
                  不存在的分类编码 X99
                </Typography.Paragraph>
                <CategorySelect pcode="X99" aria-label="不存在的分类编码 X99" />
              </Col>
            </Row>
          ) : null}
        </Space>
      </GalleryDemo>
    </Col>
  );
}

/** 字典组件: dictionary selects, search select, text, tree dictionary and category selects. */
export default function DictSection() {
  return (
    <Row gutter={16}>
      <Demo
        title="下拉选择"
        description="普通字典 priority，可输入过滤。"
        render={(v, set) => <DictSelect dictCode="priority" aria-label="下拉选择" value={v} onChange={set} />}
      />
      <Demo
        title="单选框"
        description="普通字典 sex。"
        render={(v, set) => (
          <DictSelect dictCode="sex" type="radio" aria-label="单选框" value={v} onChange={set} />
        )}
      />
      <Demo
        title="按钮单选"
        description="普通字典 position_rank。"
        render={(v, set) => (
          <DictSelect
            dictCode="position_rank"
            type="radioButton"
            aria-label="按钮单选"
            value={v}
            onChange={set}
          />
        )}
      />
      <Demo
        title="多选框"
        description="值以逗号连接。"
        render={(v, set) => (
          <DictSelect dictCode="priority" type="checkbox" aria-label="多选框" value={v} onChange={set} />
        )}
      />
      <Demo
        title="表字典"
        description="sys_role,role_name,role_code：角色名称为文本，角色编码为值。"
        render={(v, set) => (
          <DictSelect dictCode="sys_role,role_name,role_code" aria-label="表字典" value={v} onChange={set} />
        )}
      />
      <Demo
        title="表字典带条件"
        description='条件为 JSON：{"parent_id":"dep_centre"}，只列出中心下的服务站。'
        render={(v, set) => (
          <DictSelect dictCode={STATIONS} aria-label="表字典带条件" value={v} onChange={set} />
        )}
      />
      <Demo
        title="多选下拉"
        description="DictMultiSelect，值以逗号连接。"
        initial="1,3"
        render={(v, set) => (
          <DictMultiSelect dictCode="position_rank" aria-label="多选下拉" value={v} onChange={set} />
        )}
      />
      <Demo
        title="搜索选择（异步）"
        description="输入后 300 毫秒向服务端搜索用户姓名，每次最多 10 条。"
        render={(v, set) => (
          <DictSearchSelect
            dict="sys_user,realname,username"
            async
            aria-label="搜索选择（异步）"
            value={v}
            onChange={set}
          />
        )}
      />
      <Demo
        title="搜索选择（异步普通字典）"
        description="异步模式也可搜索普通字典。"
        render={(v, set) => (
          <DictSearchSelect
            dict="position_rank"
            async
            aria-label="搜索选择（异步普通字典）"
            value={v}
            onChange={set}
          />
        )}
      />
      <Demo
        title="搜索选择（本地过滤）"
        description="一次加载全部选项，在本地按文字过滤。"
        render={(v, set) => (
          <DictSearchSelect
            dict="sys_depart,depart_name,id"
            aria-label="搜索选择（本地过滤）"
            value={v}
            onChange={set}
          />
        )}
      />
      <Col xs={24} lg={12}>
        <GalleryDemo title="字典文本" description="值翻译为文字，逗号分隔的值逐个翻译。">
          <Typography.Paragraph>
            priority = H：
            <DictText dictCode="priority" value="H" className="dict-text-priority" />
          </Typography.Paragraph>
          <Typography.Paragraph>
            sex = 1,2：
            <DictText dictCode="sex" value="1,2" className="dict-text-sex" />
          </Typography.Paragraph>
          <Typography.Paragraph>
            用户 = admin,fuwu：
            <DictText dictCode="sys_user,realname,username" value="admin,fuwu" className="dict-text-users" />
          </Typography.Paragraph>
        </GalleryDemo>
      </Col>
      <Demo
        title="树形字典"
        description="sys_depart：展开时才加载下级。"
        render={(v, set) => (
          <TreeDictSelect
            dict="sys_depart,depart_name,id"
            pidField="parent_id"
            aria-label="树形字典"
            value={v}
            onChange={set}
          />
        )}
      />
      <Demo
        title="树形字典（多选）"
        description="sys_category，按 has_child 判断叶子。"
        render={(v, set) => (
          <TreeDictSelect
            dict="sys_category,name,id"
            pidField="pid"
            hasChildField="has_child"
            multiple
            aria-label="树形字典（多选）"
            value={v}
            onChange={set}
          />
        )}
      />
      <Demo
        title="分类选择"
        description="服务项目分类（A01），逐级加载。"
        render={(v, set) => <CategorySelect pcode="A01" aria-label="分类选择" value={v} onChange={set} />}
      />
      <Demo
        title="分类选择（多选整棵树）"
        description="辅具分类（A02），一次加载整棵树。"
        render={(v, set) => (
          <CategorySelect
            pcode="A02"
            async={false}
            multiple
            aria-label="分类选择（多选整棵树）"
            value={v}
            onChange={set}
          />
        )}
      />
      <Demo
        title="分类选择（存编码）"
        description="字段保存分类编码；初值 A02A01A01 的名称由 loadOne 查出。"
        initial="A02A01A01"
        render={(v, set) => (
          <CategorySelect pcode="A02" field="code" aria-label="分类选择（存编码）" value={v} onChange={set} />
        )}
      />
      <FormDemo />
      <ErrorDemos />
    </Row>
  );
}
