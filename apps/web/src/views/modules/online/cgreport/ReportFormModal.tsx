import { EyeOutlined, ThunderboltOutlined } from '@ant-design/icons';
import type { ReportHeadRecord, ReportItemRecord, ReportParamRecord } from '@hcs/shared';
import { App, Button, Form, type FormRule, Input, Modal, Select, Space, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { CodeEditor } from '../../../../components/editor/index.tsx';
import { FormModal } from '../../../../components/form/FormModal.tsx';
import {
  GridFormField,
  type GridOption,
  type GridRow,
  gridRule,
  gridSubmitValue,
} from '../../../../components/grid/index.ts';
import { useServerAction } from '../../../../utils/serverAction.ts';
import { useApiQuery } from '../../../../utils/serverState.ts';
import { type ReportPreviewInput, ReportPreviewModal } from './ReportPreviewModal.tsx';
import {
  addReport,
  editReport,
  getReportHead,
  listDataSources,
  listDictionaries,
  listReportItems,
  listReportParams,
  parseReportSql,
} from './reportDesignApi.ts';
import { REPORT_FORM_WIDTH } from './reportFormLayout.ts';
import {
  itemRows,
  itemsOf,
  mergeParsedItems,
  mergeParsedParams,
  paramRows,
  paramsOf,
  REPORT_PARAM_COLUMNS,
  reportItemColumns,
} from './reportGrids.ts';
import './ReportFormModal.css';

/** onl_cgreport_head.cgr_sql holds at most 1000 characters (reference §12). */
export const REPORT_SQL_MAX = 1000;
const CODE_PATTERN = /^[A-Za-z0-9_]+$/;
const SQL_HEIGHT = 140;

interface ReportFormValues {
  code: string;
  name: string;
  /** '' is the built-in database. */
  dbSource: string;
  cgrSql: string;
  items: GridRow[];
  params: GridRow[];
}

interface Definition {
  head: ReportHeadRecord;
  items: ReportItemRecord[];
  params: ReportParamRecord[];
}

interface Props {
  open: boolean;
  /** The report to edit; null adds one. */
  record: ReportHeadRecord | null;
  onClose(): void;
  onSaved(): void;
}

const LAYOUT = {
  labelCol: { xs: { span: 24 }, sm: { span: 3 } },
  wrapperCol: { xs: { span: 24 }, sm: { span: 20 } },
};
const FULL_ROW = { span: 24 };
const BUTTON_ROW = { xs: { span: 24 }, sm: { offset: 3, span: 20 } };

const BUILT_IN = { value: '', label: '内置数据库' };

const CODE_RULES: FormRule[] = [
  { required: true, whitespace: true, message: '请输入报表编码' },
  { max: 100, message: '报表编码最多100个字符' },
  { pattern: CODE_PATTERN, message: '报表编码只能包含字母、数字和下划线' },
];
const NAME_RULES: FormRule[] = [
  { required: true, whitespace: true, message: '请输入报表名称' },
  { max: 100, message: '报表名称最多100个字符' },
];
const SQL_RULES: FormRule[] = [
  { required: true, whitespace: true, message: '请输入报表SQL' },
  { max: REPORT_SQL_MAX, message: `报表SQL最多${REPORT_SQL_MAX}个字符` },
];
const ITEMS_RULES: FormRule[] = [
  {
    validator: async (_rule, rows: unknown) => {
      if (!Array.isArray(rows) || rows.length === 0) throw new Error('报表至少需要一个字段，请先解析SQL');
    },
  },
  gridRule('报表字段'),
];
const PARAMS_RULES: FormRule[] = [gridRule('报表参数')];

/**
 * 新增 / 编辑 a report (报表配置): code, name, data source and the SQL in the code editor; 解析SQL fills
 * the fields and parameters grids from the server's reading of the SQL (keeping what was set for the
 * fields it still returns), and 预览 runs the report as it stands in the form. The server checks
 * everything again on save.
 */
function ReportForm({
  open,
  record,
  definition,
  onClose,
  onSaved,
}: Props & { definition: Definition | null }) {
  const { message } = App.useApp();
  const act = useServerAction();
  const [form] = Form.useForm<ReportFormValues>();
  const [parsing, setParsing] = useState(false);
  const [previewing, setPreviewing] = useState<ReportPreviewInput | null>(null);
  const [tab, setTab] = useState('items');

  const sources = useApiQuery({ queryKey: ['reportDataSources'], load: listDataSources });
  const dicts = useApiQuery({ queryKey: ['reportDictionaries'], load: listDictionaries });
  const sourceOptions = [
    BUILT_IN,
    ...(sources.data ?? []).map((s) => ({ value: s.code, label: `${s.name}（${s.code}）` })),
  ];
  const itemColumns = useMemo(() => {
    const options: GridOption[] = (dicts.data ?? []).map((d) => ({
      value: d.dictCode,
      text: `${d.dictName}（${d.dictCode}）`,
    }));
    return reportItemColumns(options);
  }, [dicts.data]);

  const initialValues = useMemo<ReportFormValues>(
    () => ({
      code: definition?.head.code ?? '',
      name: definition?.head.name ?? '',
      dbSource: definition?.head.dbSource ?? '',
      cgrSql: definition?.head.cgrSql ?? '',
      items: itemRows(definition?.items ?? []),
      params: paramRows(definition?.params ?? []),
    }),
    [definition],
  );

  const parse = async () => {
    try {
      await form.validateFields(['cgrSql']);
    } catch {
      return;
    }
    const { cgrSql, dbSource } = form.getFieldsValue(['cgrSql', 'dbSource']) as ReportFormValues;
    setParsing(true);
    const done = await act(parseReportSql(cgrSql, dbSource || null));
    setParsing(false);
    if (!done) return;
    const rowsOf = (name: 'items' | 'params') => (form.getFieldValue(name) as GridRow[] | undefined) ?? [];
    const items = mergeParsedItems(itemsOf(rowsOf('items')), done.result.fields);
    const params = mergeParsedParams(paramsOf(rowsOf('params')), done.result.params);
    form.setFieldsValue({ items: itemRows(items), params: paramRows(params) });
    void form.validateFields(['items']).catch(() => undefined);
    void message.success(`解析成功：${items.length} 个字段，${params.length} 个参数`);
  };

  /** 预览 runs the SQL, parameters and fields as they are in the form, saved or not. */
  const preview = async () => {
    try {
      await form.validateFields(['cgrSql']);
    } catch {
      return;
    }
    const values = form.getFieldsValue(true) as ReportFormValues;
    const params = paramsOf(values.params ?? []);
    setPreviewing({
      body: {
        sql: values.cgrSql.trim(),
        dbSource: values.dbSource || null,
        params: params.map(({ paramName, paramValue }) => ({ paramName, paramValue })),
      },
      items: itemsOf(values.items ?? []),
    });
  };

  const save = async (values: ReportFormValues) => {
    const items = itemsOf((await gridSubmitValue(values.items)).rows);
    const params = paramsOf((await gridSubmitValue(values.params)).rows);
    const head = {
      ...(record ? { id: record.id } : {}),
      code: values.code.trim(),
      name: values.name.trim(),
      cgrSql: values.cgrSql.trim(),
      dbSource: values.dbSource || null,
    };
    return record ? editReport({ head, items, params }) : addReport({ head, items, params });
  };

  return (
    <FormModal<ReportFormValues>
      open={open}
      title={record ? '编辑' : '新增'}
      width={REPORT_FORM_WIDTH}
      form={form}
      name="online-report-form"
      initialValues={initialValues}
      layout={LAYOUT}
      save={save}
      onClose={onClose}
      onSaved={onSaved}
    >
      <div className="hcs-report-form__head">
        <Form.Item name="code" label="报表编码" rules={CODE_RULES}>
          <Input placeholder="请输入报表编码" maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item name="name" label="报表名称" rules={NAME_RULES}>
          <Input placeholder="请输入报表名称" maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item name="dbSource" label="数据源">
          <Select options={sourceOptions} loading={sources.isFetching} />
        </Form.Item>
      </div>
      <Form.Item
        name="cgrSql"
        label="报表SQL"
        rules={SQL_RULES}
        extra="一条 SELECT 语句；参数写作 ${参数名}，字符串参数加引号，如 '${name}'"
      >
        <CodeEditor language="sql" height={SQL_HEIGHT} lineWrapping aria-label="报表SQL" />
      </Form.Item>
      <Form.Item wrapperCol={BUTTON_ROW}>
        <Space wrap>
          <Button icon={<ThunderboltOutlined />} loading={parsing} onClick={() => void parse()}>
            解析SQL
          </Button>
          <Button icon={<EyeOutlined />} onClick={() => void preview()}>
            预览
          </Button>
        </Space>
      </Form.Item>
      <Form.Item wrapperCol={FULL_ROW} className="hcs-report-form__grids">
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            {
              key: 'items',
              label: '报表字段',
              forceRender: true,
              children: (
                <Form.Item name="items" rules={ITEMS_RULES} wrapperCol={{ span: 24 }}>
                  <GridFormField
                    columns={itemColumns}
                    aria-label="报表字段"
                    rowSelection="checkbox"
                    maxHeight={300}
                  />
                </Form.Item>
              ),
            },
            {
              key: 'params',
              label: '报表参数',
              forceRender: true,
              children: (
                <Form.Item name="params" rules={PARAMS_RULES} wrapperCol={{ span: 24 }}>
                  <GridFormField
                    columns={REPORT_PARAM_COLUMNS}
                    aria-label="报表参数"
                    rowSelection="checkbox"
                    maxHeight={240}
                  />
                </Form.Item>
              ),
            },
          ]}
        />
      </Form.Item>
      <ReportPreviewModal input={previewing} onClose={() => setPreviewing(null)} />
    </FormModal>
  );
}

/** The report dialog: for 编辑 it reads the saved head, fields and parameters first. */
export function ReportFormModal(props: Props) {
  const id = props.record?.id;
  const loaded = useApiQuery<Definition>({
    queryKey: ['reportDefinition', id],
    enabled: props.open && id !== undefined,
    gcTime: 0,
    load: async () => {
      const headId = id ?? '';
      const [head, items, params] = await Promise.all([
        getReportHead(headId),
        listReportItems(headId),
        listReportParams(headId),
      ]);
      return { head, items, params };
    },
  });
  if (id !== undefined && !loaded.data) {
    return (
      <Modal
        title="编辑"
        open={props.open}
        width={REPORT_FORM_WIDTH}
        loading={!loaded.isError}
        footer={null}
        onCancel={props.onClose}
      >
        {loaded.isError ? '报表读取失败，请关闭后重试' : null}
      </Modal>
    );
  }
  return <ReportForm {...props} definition={loaded.data ?? null} />;
}
