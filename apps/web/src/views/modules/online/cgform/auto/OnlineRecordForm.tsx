import { inputFields } from '@hcs/shared';
import { Alert, Col, Form, Row, Skeleton, Tabs } from 'antd';
import { type ComponentType, useEffect, useRef } from 'react';
import { Refusal } from '../../../../../api/refusal.ts';
import { getAction, postAction, putAction } from '../../../../../api/request.ts';
import { FORM_MODAL_LAYOUT, FormModal } from '../../../../../components/form/FormModal.tsx';
import {
  GridFormField,
  type GridRow,
  gridRule,
  gridSubmitValue,
} from '../../../../../components/grid/index.ts';
import type { RecordFormProps } from '../../../../../components/list/FormListPage.tsx';
import type { ResourceControlProps } from '../../../../../components/resource/resourceForm.tsx';
import {
  resourceCheckReads,
  resourceFormRules,
} from '../../../../../components/resource/resourceFormRules.ts';
import { failureText, READ_AFRESH, useApiQuery } from '../../../../../utils/serverState.ts';
import { linkDownPlacesOf } from './LinkDownSelect.tsx';
import { OnlineFieldControl } from './OnlineFieldControl.tsx';
import { type OnlineForeignKey, type OnlineForm, onlineUrls } from './onlineApi.ts';
import { type EnhanceSandbox, outcomeProblem, valuesOf } from './sandbox/EnhanceSandbox.ts';
import { subGridColumns } from './subGrid.ts';

export type OnlineRow = Record<string, unknown> & { id: string };
type Values = Record<string, unknown>;

/** A sub table edited inside the main form: a grid (one-to-many) or a form section (one-to-one). */
export interface OnlineSubForm {
  form: OnlineForm;
  relationType: 0 | 1 | null;
  /** Its foreign keys by API names (set by the server from the main record). */
  foreignKeys: OnlineForeignKey[];
}

export interface OnlineRecordFormOptions {
  code: string;
  form: OnlineForm;
  /** '2': two columns. */
  formTemplate?: string | null;
  /** Sub tables edited in the form (tabs below the main fields). */
  subForms?: readonly OnlineSubForm[];
  /** Values the caller sets and the form does not show (a sub row's foreign key, a tree child's parent). */
  fixed?: Readonly<Record<string, unknown>>;
  /** The form's enhancement script, or null. */
  sandbox?: EnhanceSandbox | null;
  /** Told an enhancement's problem (a time-out, an error). */
  onProblem?: (text: string) => void;
}

const TWO_COLUMN_LAYOUT = {
  labelCol: { xs: { span: 24 }, sm: { span: 8 } },
  wrapperCol: { xs: { span: 24 }, sm: { span: 16 } },
};
const FULL_WIDTH = { wrapperCol: { span: 24 } };

/** What a new record starts from before its defaults. */
const NEW_RECORD: Values = {};

const trimmed = (values: Values): Values =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]));

/** The entered fields of a form (those it shows), skipping the ones the caller sets. */
function shownFields(form: OnlineForm, skip: ReadonlySet<string>) {
  return inputFields(form.resource).filter(([name, field]) => !skip.has(name) && !field.input.apiOnly);
}

/** A control with the enhancement's onChange: the values it returns are set on the form. */
function useEnhancedControl(
  options: OnlineRecordFormOptions,
  form: ReturnType<typeof Form.useForm<Values>>[0],
): ComponentType<ResourceControlProps & { name: string }> {
  const ref = useRef(options);
  ref.current = options;
  const control = useRef<ComponentType<ResourceControlProps & { name: string }> | null>(null);
  control.current ??= function EnhancedControl({
    name,
    onChange,
    ...props
  }: ResourceControlProps & { name: string }) {
    const design = ref.current.form.fields.get(name);
    if (!design) return null;
    return (
      <OnlineFieldControl
        {...props}
        design={design}
        linkDown={linkDownPlacesOf(ref.current.form.definition).get(name)}
        onChange={(value) => {
          onChange?.(value);
          const { sandbox, onProblem } = ref.current;
          if (!sandbox) return;
          void sandbox.call('onChange', [name, value ?? null, form.getFieldsValue(true)]).then((outcome) => {
            const problem = outcomeProblem('onChange', outcome);
            if (problem) onProblem?.(problem);
            const set = valuesOf(outcome);
            if (set) form.setFieldsValue(set);
          });
        }}
      />
    );
  };
  return control.current;
}

/**
 * The 新增 / 编辑 dialog of an online form: the form resource's fields (read-only ones disabled, hidden
 * ones absent) in one or two columns with the resource's rules, each with its show type's control, its
 * sub tables as tabs, and the enhancement's onLoad / onChange / beforeSubmit hooks. Saves through
 * POST / PUT form/{code}, sub rows under each sub table's name.
 */
export function onlineRecordForm(
  options: OnlineRecordFormOptions,
): ComponentType<RecordFormProps<OnlineRow>> {
  function Editor({
    open,
    record,
    current,
    onClose,
    onSaved,
  }: RecordFormProps<OnlineRow> & { current: Values }) {
    const { code, form: online, subForms = [], fixed = {}, sandbox, onProblem } = options;
    const [form] = Form.useForm<Values>();
    const Control = useEnhancedControl(options, form);
    const twoColumns = options.formTemplate === '2';
    const skip = new Set(Object.keys(fixed));
    const fields = shownFields(online, skip);
    const rules = resourceFormRules(online.resource, record ? String(record.id) : undefined);
    const readOnly = new Set(online.resource.readOnly);

    // The enhancement's onLoad: values to set once the record is there.
    const loadedOnce = useRef(false);
    useEffect(() => {
      if (!sandbox || loadedOnce.current) return;
      loadedOnce.current = true;
      void sandbox.call('onLoad', [current]).then((outcome) => {
        const problem = outcomeProblem('onLoad', outcome);
        if (problem) onProblem?.(problem);
        const set = valuesOf(outcome);
        if (set) form.setFieldsValue(set);
      });
    }, [current, form]);

    const initialValues = (): Values => {
      const values: Values = {};
      for (const [name, field] of fields) {
        values[name] = record ? (current[name] ?? undefined) : field.input.default;
      }
      for (const sub of subForms) {
        const rows = current[sub.form.resource.tableName];
        const list = Array.isArray(rows) ? (rows as GridRow[]) : [];
        values[sub.form.resource.tableName] = sub.relationType === 1 ? (list[0] ?? {}) : list;
      }
      return values;
    };

    const save = async (values: Values) => {
      const body: Values = { ...trimmed(values), ...fixed };
      for (const sub of subForms) {
        const key = sub.form.resource.tableName;
        const value = values[key];
        if (sub.relationType === 1) {
          const row = value && typeof value === 'object' ? trimmed(value as Values) : {};
          const id = (current[key] as Values[] | undefined)?.[0]?.id;
          body[key] = [{ ...row, ...(id ? { id } : {}) }];
        } else {
          body[key] = (await gridSubmitValue(Array.isArray(value) ? (value as GridRow[]) : [])).rows;
        }
      }
      if (sandbox) {
        const outcome = await sandbox.call('beforeSubmit', [body]);
        const problem = outcomeProblem('beforeSubmit', outcome);
        if (problem) throw new Refusal(problem);
        if (outcome.kind === 'value' && typeof outcome.value === 'string' && outcome.value) {
          throw new Refusal(outcome.value);
        }
      }
      return record
        ? putAction<null>(onlineUrls.form(code), { ...body, id: record.id })
        : postAction<null>(onlineUrls.form(code), body);
    };

    const title = record ? '编辑' : '新增';

    const item = (name: string) => {
      const field = online.resource.fields[name];
      const input = field?.input;
      if (!field || !input) return null;
      const reads = resourceCheckReads(online.resource, name);
      return (
        <Col key={name} xs={24} md={twoColumns ? 12 : 24}>
          <Form.Item
            name={name}
            label={field.label}
            rules={rules[name]}
            {...(input.hint ? { extra: input.hint } : {})}
            {...(input.unique ? { validateTrigger: ['onChange', 'onBlur'] } : {})}
            {...(reads.length > 0 ? { dependencies: reads } : {})}
          >
            <Control
              name={name}
              field={field}
              input={input}
              editing={record !== null}
              {...(readOnly.has(name) ? { disabled: true } : {})}
            />
          </Form.Item>
        </Col>
      );
    };

    return (
      <FormModal<Values>
        open={open}
        title={title}
        form={form}
        name={`online-${code}-form`}
        width={subForms.length > 0 ? 1100 : twoColumns ? 1000 : 800}
        layout={twoColumns ? TWO_COLUMN_LAYOUT : FORM_MODAL_LAYOUT}
        initialValues={initialValues()}
        save={save}
        onClose={onClose}
        onSaved={onSaved}
      >
        <Row gutter={16}>{fields.map(([name]) => item(name))}</Row>
        {subForms.length > 0 ? (
          <Tabs
            items={subForms.map((sub) => {
              const key = sub.form.resource.tableName;
              const foreign = sub.foreignKeys.map((k) => k.field);
              const label = sub.form.resource.title;
              return {
                key,
                label,
                forceRender: true,
                children:
                  sub.relationType === 1 ? (
                    <Row gutter={16}>
                      {shownFields(sub.form, new Set(foreign)).map(([name, field]) => {
                        const design = sub.form.fields.get(name);
                        if (!design) return null;
                        const subRules = resourceFormRules(sub.form.resource, undefined);
                        return (
                          <Col key={name} xs={24} md={twoColumns ? 12 : 24}>
                            <Form.Item name={[key, name]} label={field.label} rules={subRules[name]}>
                              <OnlineFieldControl
                                design={design}
                                linkDown={linkDownPlacesOf(sub.form.definition).get(name)}
                                namePrefix={[key]}
                                field={field}
                                input={field.input}
                                editing={record !== null}
                                {...(sub.form.resource.readOnly.includes(name) ? { disabled: true } : {})}
                              />
                            </Form.Item>
                          </Col>
                        );
                      })}
                    </Row>
                  ) : (
                    <Form.Item name={key} rules={[gridRule(label)]} {...FULL_WIDTH}>
                      <GridFormField columns={subGridColumns(sub.form, foreign)} aria-label={label} />
                    </Form.Item>
                  ),
              };
            })}
          />
        ) : null}
      </FormModal>
    );
  }

  return function OnlineRecordFormModal(props: RecordFormProps<OnlineRow>) {
    const { record } = props;
    const { code } = options;
    const [form] = Form.useForm<Values>();
    const loaded = useApiQuery<Values>({
      queryKey: ['online-record', code, record?.id ?? ''],
      load: () => getAction<Values>(onlineUrls.record(code, String(record?.id))),
      enabled: record !== null,
      ...READ_AFRESH,
    });
    if (!record) return <Editor {...props} current={NEW_RECORD} />;
    if (loaded.data) return <Editor {...props} current={loaded.data} />;
    return (
      <FormModal<Values>
        open={props.open}
        title="编辑"
        form={form}
        name={`online-${code}-loading`}
        initialValues={{}}
        save={() => Promise.reject(new Refusal('记录未加载'))}
        onClose={props.onClose}
        onSaved={props.onSaved}
      >
        {loaded.isError ? (
          <Alert type="error" showIcon message={`加载失败：${failureText(loaded.error)}`} />
        ) : (
          <Skeleton active />
        )}
      </FormModal>
    );
  };
}
