import { ONLINE_SYSTEM_FIELDS, type OnlineFormDefinition, type OnlineFormHead } from '@hcs/shared';
import { App, Button, Drawer, Form, Result, Space, Spin } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useFormSave } from '../../../../../components/form/useFormSave.ts';
import { useConfirmLeave } from '../../../../../components/unsaved/LeaveGuard.tsx';
import { useUnsavedWork } from '../../../../../components/unsaved/unsavedWork.ts';
import { MOBILE_QUERY } from '../../../../../layouts/main/layoutConstants.ts';
import { failureText, READ_AFRESH, useApiQuery } from '../../../../../utils/serverState.ts';
import { useMediaQuery } from '../../../../../utils/useMediaQuery.ts';
import { addAll, editAll, getDefinition } from './designApi.ts';
import { FieldDesigner, type FieldDesignerHandle } from './FieldDesigner.tsx';
import { fieldOfRow, removedFieldIds, rowOfField } from './fieldRows.ts';
import { HeadForm, type HeadValues, headInputOf, headValuesOf, NEW_HEAD } from './HeadForm.tsx';
import { useOpeningKey } from './useOpeningKey.ts';

const SYSTEM: ReadonlySet<string> = new Set(ONLINE_SYSTEM_FIELDS);

interface Props {
  open: boolean;
  /** The form to edit; null designs a new one. */
  record: OnlineFormHead | null;
  onClose(): void;
  onSaved(): void;
}

/**
 * 新增 / 编辑 of a form's definition: the head attributes above, the fields in the editable grid below.
 * Saving sends both (addAll / editAll); typed work asks before it is dropped. Mount it anew per opening.
 */
export function FormDesigner({ open, record, onClose, onSaved }: Props) {
  const phone = useMediaQuery(MOBILE_QUERY);
  const opening = useOpeningKey();
  const loaded = useApiQuery<OnlineFormDefinition>({
    queryKey: ['online-cgform-definition', record?.id, opening],
    load: () => getDefinition(record?.id ?? ''),
    enabled: open && record !== null,
    ...READ_AFRESH,
  });
  const definition = record ? loaded.data : { head: null, fields: [] };

  return (
    <Drawer
      className="hcs-cgform-drawer"
      open={open}
      title={record ? `编辑表单“${record.tableTxt}”` : '新增表单'}
      width={phone ? '100%' : 'min(1240px, 94vw)'}
      onClose={onClose}
      closable={false}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {definition ? (
        <DesignerBody
          key={definition.head?.id ?? 'new'}
          head={definition.head}
          fields={definition.fields}
          onClose={onClose}
          onSaved={onSaved}
        />
      ) : loaded.isError ? (
        <Result status="warning" title="表单读取失败" subTitle={failureText(loaded.error)} />
      ) : (
        <Spin tip="加载中…">
          <div style={{ minHeight: 200 }} />
        </Spin>
      )}
    </Drawer>
  );
}

interface BodyProps {
  head: OnlineFormHead | null;
  fields: OnlineFormDefinition['fields'];
  onClose(): void;
  onSaved(): void;
}

function DesignerBody({ head, fields, onClose, onSaved }: BodyProps) {
  const { message } = App.useApp();
  const confirmLeave = useConfirmLeave();
  const [form] = Form.useForm<HeadValues>();
  const designer = useRef<FieldDesignerHandle>(null);
  const [dirty, setDirty] = useState(false);
  const typedInto = useRef(false);
  useUnsavedWork(dirty);
  const initialRows = useMemo(() => fields.map(rowOfField), [fields]);
  const initialValues = useMemo(() => (head ? headValuesOf(head) : NEW_HEAD), [head]);

  const touched = () => {
    typedInto.current = true;
    if (!dirty) setDirty(true);
  };

  const close = async () => {
    if (await confirmLeave(typedInto.current)) onClose();
  };

  // The head (every value, also of fields shown only for another type) and the checked rows; null when
  // the rows or the tree fields need fixing first.
  const saveDesign = async (headValues: HeadValues) => {
    const values = headInputOf(headValues);
    const rows = await designer.current?.checkedRows();
    if (!rows) {
      void message.warning('字段有误，请按提示修改后再保存');
      return null;
    }
    if (rows.length === 0) {
      void message.warning('请至少设计一个字段');
      return null;
    }
    const names = new Set(rows.map((row) => String(row.dbFieldName)));
    if (values.isTree === 'Y') {
      // The shown text may also be a system field (e.g. id); the other two are designed fields.
      const missing = (['treeParentIdField', 'treeIdField', 'treeFieldname'] as const).find((key) => {
        const name = String(values[key] ?? '');
        return !names.has(name) && !(key === 'treeFieldname' && SYSTEM.has(name));
      });
      if (missing) {
        form.setFields([{ name: missing, errors: ['字段中没有这个字段，请先在下方添加'] }]);
        return null;
      }
    }
    const saved = new Set(fields.map((field) => field.id));
    const inputs = rows.map((row, index) => fieldOfRow(row, index, saved.has(row.id)));
    return head
      ? editAll({ ...values, id: head.id }, inputs, removedFieldIds(fields, rows))
      : addAll(values, inputs);
  };
  const { saving, submit: save } = useFormSave(form, {
    allValues: true,
    save: saveDesign,
    onSaved: () => {
      typedInto.current = false;
      setDirty(false);
      onSaved();
    },
  });

  return (
    <div className="hcs-cgform-designer">
      <Form<HeadValues>
        form={form}
        name="cgform-head"
        layout="vertical"
        initialValues={initialValues}
        onValuesChange={touched}
      >
        <HeadForm editing={head !== null} />
      </Form>
      <FieldDesigner ref={designer} initialRows={initialRows} onChange={touched} />
      <Space
        className="hcs-cgform-designer__footer"
        style={{ marginTop: 16, justifyContent: 'flex-end', width: '100%' }}
      >
        <Button onClick={close}>取消</Button>
        <Button type="primary" loading={saving} onClick={save}>
          保存
        </Button>
      </Space>
    </div>
  );
}
