import { DATA_SOURCE_DB_TYPES, DATA_SOURCE_DEFAULT_PORTS, dataSourceResource } from '@hcs/shared';
import { Button, Form, Input, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { Authorized } from '../../../components/Authorized.tsx';
import { toOptions, useDictOptions } from '../../../components/dict/useDictOptions.ts';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { resourceFormRules } from '../../../components/resource/resourceFormRules.ts';
import { useServerAction } from '../../../utils/serverAction.ts';
import {
  addDataSource,
  type ConnectionInput,
  type DataSource,
  type DataSourceInput,
  editDataSource,
  testDataSource,
} from './dataSourceApi.ts';

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

const { fields } = dataSourceResource;

/** A SQLite data source names a file, which the server looks for inside its data dir. */
const SQLITE_FILE = {
  label: '文件路径',
  placeholder: '例如 reports/demo.db',
  hint: '相对于服务器数据目录的路径，例如 reports/demo.db；数据目录以外的文件不能使用',
};

const defaultPort = (dbType: string): number | null =>
  (DATA_SOURCE_DEFAULT_PORTS as Readonly<Record<string, number>>)[dbType] ?? null;

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
 * 新增 / 编辑 a data source: the definition's fields, rules and texts, laid out for the chosen database
 * (a SQLite file has no host, port or account), with 测试连接 on the values in the form. The password is
 * never shown: on edit the field starts empty, and left empty it keeps the stored one.
 */
export function DataSourceFormModal({ open, record, onClose, onSaved }: Props) {
  const act = useServerAction();
  const [form] = Form.useForm<DataSourceInput>();
  const rules = resourceFormRules(dataSourceResource, record?.id);
  const types = toOptions(useDictOptions(fields.dbType.dict));
  const dbType = Form.useWatch('dbType', form) ?? record?.dbType ?? DATA_SOURCE_DB_TYPES[0];
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
      // The form shows what to fix.
      return;
    }
    setTesting(true);
    await act(
      testDataSource({
        ...connectionOf(form.getFieldsValue(true) as DataSourceInput),
        ...(record ? { id: record.id } : {}),
      }),
      { success: true },
    );
    setTesting(false);
  };

  const changeType = (next: string) => {
    if (next !== 'sqlite') form.setFieldValue('port', defaultPort(next));
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
        dbType: record?.dbType ?? DATA_SOURCE_DB_TYPES[0],
        host: record?.host ?? '127.0.0.1',
        port: record ? record.port : defaultPort(DATA_SOURCE_DB_TYPES[0]),
        dbName: record?.dbName ?? '',
        dbUsername: record?.dbUsername ?? '',
        dbPassword: '',
        remark: record?.remark ?? '',
      }}
      save={save}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item name="code" label={fields.code.label} rules={rules.code}>
        <Input placeholder={`请输入${fields.code.label}`} maxLength={fields.code.input.max} />
      </Form.Item>
      <Form.Item name="name" label={fields.name.label} rules={rules.name}>
        <Input placeholder={`请输入${fields.name.label}`} maxLength={fields.name.input.max} />
      </Form.Item>
      <Form.Item name="dbType" label={fields.dbType.label} rules={rules.dbType}>
        <Select placeholder={`请选择${fields.dbType.label}`} options={types} onChange={changeType} />
      </Form.Item>
      {sqlite ? null : (
        <>
          {/* Shown for a server database only, which needs its host (the definition's check). */}
          <Form.Item
            name="host"
            label={fields.host.label}
            rules={rules.host}
            dependencies={['dbType']}
            required
          >
            <Input placeholder={fields.host.input.placeholder} maxLength={fields.host.input.max} />
          </Form.Item>
          <Form.Item name="port" label={fields.port.label} rules={rules.port}>
            <InputNumber placeholder={`请输入${fields.port.label}`} precision={0} inputMode="numeric" />
          </Form.Item>
        </>
      )}
      <Form.Item
        name="dbName"
        label={sqlite ? SQLITE_FILE.label : fields.dbName.label}
        rules={rules.dbName}
        extra={sqlite ? SQLITE_FILE.hint : undefined}
      >
        <Input
          placeholder={sqlite ? SQLITE_FILE.placeholder : `请输入${fields.dbName.label}`}
          maxLength={fields.dbName.input.max}
        />
      </Form.Item>
      {sqlite ? null : (
        <>
          <Form.Item name="dbUsername" label={fields.dbUsername.label} rules={rules.dbUsername}>
            <Input
              placeholder={`请输入${fields.dbUsername.label}`}
              maxLength={fields.dbUsername.input.max}
              autoComplete="off"
            />
          </Form.Item>
          <Form.Item
            name="dbPassword"
            label={fields.dbPassword.label}
            rules={rules.dbPassword}
            extra={record ? '不修改请留空' : fields.dbPassword.input.hint}
          >
            <Input.Password
              placeholder={record ? '不修改请留空' : `请输入${fields.dbPassword.label}`}
              maxLength={fields.dbPassword.input.max}
              autoComplete="new-password"
            />
          </Form.Item>
        </>
      )}
      <Form.Item name="remark" label={fields.remark.label} rules={rules.remark}>
        <Input.TextArea
          placeholder={`请输入${fields.remark.label}`}
          maxLength={fields.remark.input.max}
          autoSize={fields.remark.multiline}
        />
      </Form.Item>
      <Authorized code={`${dataSourceResource.permissionPrefix}:test`}>
        <Form.Item wrapperCol={BUTTON_ROW}>
          <Button onClick={() => void test()} loading={testing}>
            测试连接
          </Button>
        </Form.Item>
      </Authorized>
    </FormModal>
  );
}
