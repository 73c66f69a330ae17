import { App, Button, Form, Input, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { Authorized } from '../../../components/Authorized.tsx';
import { toOptions, useDictOptions } from '../../../components/dict/useDictOptions.ts';
import { FormModal } from '../../../components/form/FormModal.tsx';
import {
  addDataSource,
  type ConnectionInput,
  type DataSource,
  type DataSourceInput,
  DB_TYPE_DICT,
  type DbType,
  DEFAULT_PORTS,
  editDataSource,
  testDataSource,
} from './dataSourceApi.ts';
import { dataSourceFormRules as rules } from './dataSourceFormRules.ts';

interface Props {
  open: boolean;
  /** The data source to edit; null adds one. */
  record: DataSource | null;
  onClose(): void;
  onSaved(): void;
}

/** Under the fields, beside where their labels are (FORM_MODAL_LAYOUT). */
const BUTTON_ROW = { xs: { span: 24 }, sm: { offset: 5, span: 17 } };

const CONNECTION_FIELDS = ['dbType', 'host', 'port', 'dbName'] as const;

function connectionOf(values: DataSourceInput): ConnectionInput {
  const sqlite = values.dbType === 'sqlite';
  return {
    dbType: values.dbType,
    dbName: values.dbName.trim(),
    ...(sqlite
      ? {}
      : {
          host: values.host?.trim() ?? '',
          port: values.port ?? null,
          dbUsername: values.dbUsername?.trim() ?? '',
          dbPassword: values.dbPassword ?? '',
        }),
  };
}

/**
 * 新增 / 编辑 a data source, with 测试连接 on the values in the form. The password is never shown: on
 * edit the field starts empty, and left empty it keeps the stored one.
 */
export function DataSourceFormModal({ open, record, onClose, onSaved }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<DataSourceInput>();
  const types = toOptions(useDictOptions(DB_TYPE_DICT));
  const dbType = Form.useWatch('dbType', form) ?? record?.dbType ?? 'postgres';
  const sqlite = dbType === 'sqlite';
  const [testing, setTesting] = useState(false);

  const save = (values: DataSourceInput) => {
    const input = {
      ...connectionOf(values),
      code: values.code.trim(),
      name: values.name.trim(),
      remark: values.remark?.trim() ?? '',
    };
    return record ? editDataSource({ ...input, id: record.id }) : addDataSource(input);
  };

  const test = async () => {
    try {
      await form.validateFields([...CONNECTION_FIELDS]);
    } catch {
      return;
    }
    setTesting(true);
    try {
      const res = await testDataSource({
        ...connectionOf(form.getFieldsValue(true) as DataSourceInput),
        ...(record ? { id: record.id } : {}),
      });
      if (res.success) void message.success(res.message);
      else void message.warning(res.message);
    } catch {
      // The request client has already shown what went wrong.
    } finally {
      setTesting(false);
    }
  };

  const changeType = (next: DbType) => {
    if (next !== 'sqlite') form.setFieldValue('port', DEFAULT_PORTS[next]);
  };

  return (
    <FormModal<DataSourceInput>
      open={open}
      title={record ? '编辑' : '新增'}
      form={form}
      name="data-source-form"
      initialValues={{
        code: record?.code ?? '',
        name: record?.name ?? '',
        dbType: record?.dbType ?? 'postgres',
        host: record?.host ?? '127.0.0.1',
        port: record ? record.port : DEFAULT_PORTS.postgres,
        dbName: record?.dbName ?? '',
        dbUsername: record?.dbUsername ?? '',
        dbPassword: '',
        remark: record?.remark ?? '',
      }}
      save={save}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item name="code" label="数据源编码" rules={rules.code}>
        <Input placeholder="请输入数据源编码" maxLength={100} />
      </Form.Item>
      <Form.Item name="name" label="数据源名称" rules={rules.name}>
        <Input placeholder="请输入数据源名称" maxLength={100} />
      </Form.Item>
      <Form.Item name="dbType" label="数据库类型" rules={rules.dbType}>
        <Select placeholder="请选择数据库类型" options={types} onChange={changeType} />
      </Form.Item>
      {sqlite ? null : (
        <>
          <Form.Item name="host" label="主机" rules={rules.host}>
            <Input placeholder="例如 127.0.0.1" maxLength={255} />
          </Form.Item>
          <Form.Item name="port" label="端口" rules={rules.port}>
            <InputNumber placeholder="请输入端口" min={1} max={65535} precision={0} />
          </Form.Item>
        </>
      )}
      <Form.Item
        name="dbName"
        label={sqlite ? '文件路径' : '数据库名'}
        rules={rules.dbName}
        extra={
          sqlite ? '相对于服务器数据目录的路径，例如 reports/demo.db；数据目录以外的文件不能使用' : undefined
        }
      >
        <Input placeholder={sqlite ? '例如 reports/demo.db' : '请输入数据库名'} maxLength={255} />
      </Form.Item>
      {sqlite ? null : (
        <>
          <Form.Item name="dbUsername" label="用户名">
            <Input placeholder="请输入用户名" maxLength={100} autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="dbPassword"
            label="密码"
            extra={record ? '不修改请留空' : '密码加密保存，保存后不再显示'}
          >
            <Input.Password
              placeholder={record ? '不修改请留空' : '请输入密码'}
              maxLength={200}
              autoComplete="new-password"
            />
          </Form.Item>
        </>
      )}
      <Form.Item name="remark" label="备注">
        <Input.TextArea placeholder="请输入备注" maxLength={200} rows={2} />
      </Form.Item>
      <Authorized code="system:dataSource:test">
        <Form.Item wrapperCol={BUTTON_ROW}>
          <Button onClick={() => void test()} loading={testing}>
            测试连接
          </Button>
        </Form.Item>
      </Authorized>
    </FormModal>
  );
}
