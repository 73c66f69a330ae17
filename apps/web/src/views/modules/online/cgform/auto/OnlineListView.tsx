import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Popconfirm, Result, Skeleton, Space } from 'antd';
import { type ComponentType, type ReactNode, useEffect, useMemo, useState } from 'react';
import { postAction } from '../../../../../api/request.ts';
import { AreaText } from '../../../../../components/area/index.ts';
import type { RecordFormProps } from '../../../../../components/list/FormListPage.tsx';
import {
  ListPage,
  type ListPageConfig,
  type ListPageProps,
  useListPage,
} from '../../../../../components/list/index.ts';
import { resourceListConfig } from '../../../../../components/resource/resourceListConfig.ts';
import { useServerAction } from '../../../../../utils/serverAction.ts';
import { failureText } from '../../../../../utils/serverState.ts';
import { useOpening } from '../../../../../utils/useOpening.ts';
import { type OnlineRow, type OnlineSubForm, onlineRecordForm } from './OnlineRecordForm.tsx';
import {
  apiForeignKeys,
  enhanceText,
  type OnlineAction,
  type OnlineCgButton,
  type OnlineColumns,
  type OnlineForm,
  onlineForm,
  onlineListUrls,
  onlineUrls,
  useOnlineColumns,
} from './onlineApi.ts';
import { EnhanceSandbox, outcomeProblem } from './sandbox/EnhanceSandbox.ts';
import { rememberEnhance } from './sandbox/enhanceCache.ts';

/** A form's list config: the resource's list with the form's runtime URLs and its own flags. */
export function onlineListConfig(
  code: string,
  columns: OnlineColumns,
  form: OnlineForm,
  options: { importFields?: Record<string, string>; extraParams?: Record<string, string | undefined> } = {},
): ListPageConfig<OnlineRow> {
  const pca = [...form.fields].filter(([, design]) => design.fieldShowType === 'pca').map(([name]) => name);
  const { permissionPrefix: _prefix, ...config } = resourceListConfig<typeof form.resource, OnlineRow>(
    form.resource,
    {
      urls: onlineListUrls(code, columns.buttons),
      render: Object.fromEntries(
        pca.map((name) => [
          name,
          (value: unknown) => <AreaText value={typeof value === 'string' ? value : null} />,
        ]),
      ),
    },
  );
  const first = config.columns[0];
  // The buttons the caller may use come with getColumns (the form's button permissions): no prefix.
  return {
    ...config,
    ...(first && 'dataIndex' in first ? { nameField: String(first.dataIndex) } : {}),
    ...(columns.definition.head.isPage === 'N' ? { unpaged: true as const } : {}),
    ...(options.importFields ? { importFields: options.importFields } : {}),
    ...(options.extraParams ? { extraParams: options.extraParams } : {}),
  };
}

/** The enhancement script's sandbox of a form, kept while the screen is open (the script cached per code). */
export function useEnhanceSandbox(
  code: string,
  columns: OnlineColumns | undefined,
  type: 'list' | 'form',
): EnhanceSandbox | null {
  const script = columns ? enhanceText(columns, type) : '';
  const [sandbox, setSandbox] = useState<EnhanceSandbox | null>(null);
  useEffect(() => {
    if (!script.trim()) {
      setSandbox(null);
      return;
    }
    rememberEnhance(code, { type, content: script });
    const created = new EnhanceSandbox(script);
    setSandbox(created);
    return () => created.destroy();
  }, [code, script, type]);
  return sandbox;
}

/** The sub tables of a main form, each as a form of its own with its foreign keys. */
export function subFormsOf(columns: OnlineColumns): OnlineSubForm[] {
  return (columns.subTables ?? []).map((sub) => ({
    form: onlineForm(sub.definition),
    relationType: sub.relationType,
    foreignKeys: apiForeignKeys(sub.foreignKeys),
  }));
}

const activeButtons = (columns: OnlineColumns, style: string) =>
  (columns.cgButtonList ?? [])
    .filter((button) => button.buttonStatus !== '0' && (button.buttonStyle ?? 'button') === style)
    .sort((a, b) => (a.orderNum ?? 0) - (b.orderNum ?? 0));

/** Runs a custom button: 'js' calls the enhancement's function of its code, 'action' the server's handler. */
function useCustomButton(code: string, sandbox: EnhanceSandbox | null) {
  const { message } = App.useApp();
  const act = useServerAction();
  return async (button: OnlineCgButton, rows: readonly OnlineRow[], reload: () => void) => {
    if (button.optType === 'js') {
      if (!sandbox) {
        void message.warning(`增强JS中没有 ${button.buttonCode}`);
        return;
      }
      const outcome = await sandbox.call(button.buttonCode, [rows]);
      const problem =
        outcome.kind === 'missing'
          ? `增强JS中没有 ${button.buttonCode}`
          : outcomeProblem(button.buttonCode, outcome);
      if (problem) void message.warning(problem);
      else if (outcome.kind === 'value' && typeof outcome.value === 'string' && outcome.value) {
        void message.info(outcome.value);
      }
      return;
    }
    const ids = rows.map((row) => row.id).join(',');
    if (
      await act(postAction<unknown>(onlineUrls.doButton(code), { buttonCode: button.buttonCode, ids }), {
        success: true,
      })
    ) {
      reload();
    }
  };
}

export interface OnlineListProps {
  code: string;
  columns: OnlineColumns;
  /** The route's main list (its state in the URL). */
  urlState?: boolean;
  /** Sub tables edited inside the form (the normal, tab and inner-table themes). */
  subInForm?: boolean;
  /** Sent with the list, export (a sub grid's foreign key). */
  extraParams?: Record<string, string | undefined>;
  /** Set on every record the form saves (a sub row's foreign key). */
  fixed?: Record<string, unknown>;
  /** The record's actions beyond 编辑 / 详情 / 删除 (添加下级). */
  rowExtra?: (record: OnlineRow, edit: (fixed: Record<string, unknown>) => void) => ReactNode;
  tableProps?: ListPageProps<OnlineRow>['tableProps'];
  /** A phone's card's part under its actions (what tableProps' expanded row shows on a desk). */
  cardExtra?: (record: OnlineRow, name: string) => ReactNode;
  /** The import's fields (spec §7); default a single table's import. */
  importFields?: Record<string, string>;
  /** The list's heading, when it is one of several (a sub grid). */
  heading?: string;
}

/** The list of one online form with its form, custom buttons and enhancement: the auto list's parts. */
export function OnlineList(props: OnlineListProps) {
  const { code, columns } = props;
  const form = useMemo(() => onlineForm(columns.definition), [columns.definition]);
  // Each script in a sandbox of its own, started at its first call.
  const sandbox = useEnhanceSandbox(code, columns, 'form');
  const listSandbox = useEnhanceSandbox(code, columns, 'list');
  const { message } = App.useApp();
  const may = (action: OnlineAction) => columns.buttons.includes(action);
  const config = useMemo(
    () =>
      onlineListConfig(code, columns, form, {
        importFields: props.importFields ?? {
          isSingleTableImport: String(!columns.subTables?.length),
          validateStatus: '0',
        },
        ...(props.extraParams ? { extraParams: props.extraParams } : {}),
      }),
    [code, columns, form, props.importFields, props.extraParams],
  );
  const state = useListPage(config, { urlState: props.urlState });
  const editing = useOpening<{ record: OnlineRow | null; fixed: Record<string, unknown> }>({
    record: null,
    fixed: {},
  });
  const subForms = useMemo(() => (props.subInForm ? subFormsOf(columns) : []), [props.subInForm, columns]);
  const Form: ComponentType<RecordFormProps<OnlineRow>> = useMemo(
    () =>
      onlineRecordForm({
        code,
        form,
        formTemplate: columns.formTemplate ?? columns.definition.head.formTemplate,
        subForms,
        fixed: { ...props.fixed, ...editing.subject.fixed },
        sandbox,
        onProblem: (text) => void message.warning(text),
      }),
    [code, form, columns, subForms, props.fixed, editing.subject.fixed, sandbox, message],
  );
  const runButton = useCustomButton(code, listSandbox);
  const queryClient = useQueryClient();
  const reload = () => void state.reload();
  const title = columns.definition.head.tableTxt;
  const nameOf = (record: OnlineRow) => {
    const first = config.columns[0];
    const key = first && 'dataIndex' in first ? String(first.dataIndex) : 'id';
    return String(record[key] ?? record.id);
  };

  return (
    <section aria-label={props.heading ?? title} className="hcs-online-list">
      {props.heading ? <h2 className="hcs-online-list__heading">{props.heading}</h2> : null}
      <ListPage<OnlineRow>
        config={config}
        state={state}
        selectable={columns.definition.head.isCheckbox !== 'N'}
        {...(may('add') ? { onAdd: () => editing.show({ record: null, fixed: {} }) } : {})}
        {...(props.tableProps ? { tableProps: props.tableProps } : {})}
        {...(props.cardExtra
          ? { cardExtra: (record: OnlineRow) => props.cardExtra?.(record, nameOf(record)) }
          : {})}
        toolbarExtra={activeButtons(columns, 'button').map((button) => (
          <Button key={button.buttonCode} onClick={() => void runButton(button, state.selectedRows, reload)}>
            {button.buttonName}
          </Button>
        ))}
        rowActions={(record) => {
          const name = `“${nameOf(record)}”`;
          return (
            <Space size={0} wrap className="hcs-list-actions">
              {may('edit') ? (
                <Button
                  type="link"
                  size="small"
                  aria-label={`编辑${name}`}
                  onClick={() => editing.show({ record, fixed: {} })}
                >
                  编辑
                </Button>
              ) : null}
              <Button
                type="link"
                size="small"
                aria-label={`详情${name}`}
                onClick={() => state.showDetail(record)}
              >
                详情
              </Button>
              {props.rowExtra?.(record, (fixed) => editing.show({ record: null, fixed }))}
              {activeButtons(columns, 'link').map((button) => (
                <Button
                  key={button.buttonCode}
                  type="link"
                  size="small"
                  aria-label={`${button.buttonName}${name}`}
                  onClick={() => void runButton(button, [record], reload)}
                >
                  {button.buttonName}
                </Button>
              ))}
              {may('delete') ? (
                <Popconfirm title="确定删除吗?" onConfirm={() => state.removeOne(record.id)}>
                  <Button type="link" size="small" aria-label={`删除${name}`}>
                    删除
                  </Button>
                </Popconfirm>
              ) : null}
            </Space>
          );
        }}
      />
      <Form
        key={editing.session}
        open={editing.open}
        record={editing.subject.record}
        onClose={editing.hide}
        onSaved={() => {
          editing.hide();
          void state.reload();
          // A tree's expanded levels read their children again.
          void queryClient.invalidateQueries({ queryKey: ['online-tree', code] });
        }}
      />
    </section>
  );
}

/** getColumns/{code} then `render` with it, or the loading / failure state. */
export function WithOnlineColumns({
  code,
  children,
}: {
  code: string;
  children: (columns: OnlineColumns) => ReactNode;
}) {
  const query = useOnlineColumns(code);
  if (!code) return <Result status="warning" title="缺少表单编码" />;
  if (query.isError) {
    return <Alert type="error" showIcon message={`表单加载失败：${failureText(query.error)}`} />;
  }
  if (!query.data) return <Skeleton active />;
  return <>{children(query.data)}</>;
}
