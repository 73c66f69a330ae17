import { Form, type FormInstance, Modal } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import type { Refusal } from '../../api/refusal.ts';
import type { Done } from '../../api/request.ts';
import { DraftNotice } from '../unsaved/DraftNotice.tsx';
import { useConfirmLeave } from '../unsaved/LeaveGuard.tsx';
import { useUnsavedWork } from '../unsaved/unsavedWork.ts';
import { clearDraft, useDraft } from '../unsaved/useDraft.ts';
import { useFormSave } from './useFormSave.ts';

/** The family's form layout in a modal: labels above the fields on a phone, beside them on wider screens. */
export const FORM_MODAL_LAYOUT = {
  labelCol: { xs: { span: 24 }, sm: { span: 5 } },
  wrapperCol: { xs: { span: 24 }, sm: { span: 17 } },
};

interface Props<T> {
  open: boolean;
  title: string;
  width?: number;
  form: FormInstance<T>;
  /** The form's name (its fields' ids start with it). */
  name: string;
  initialValues: Partial<T>;
  layout?: typeof FORM_MODAL_LAYOUT;
  /** Sends the validated values; the server's message tells how it went. */
  save(values: T): Promise<Done<unknown>>;
  onClose(): void;
  onSaved(): void;
  /** Also told of a refusal (after its warning), e.g. to mark the field the server's message is about. */
  onRefused?(refusal: Refusal): void;
  /** Long texts kept as a draft under `key` while typed and offered back at the next opening (a new record's). */
  draft?: { key: string; fields: readonly string[] };
  children: ReactNode;
}

const NO_FIELDS: readonly string[] = [];

/**
 * A 新增 / 编辑 modal: OK validates the form, saves, shows the server's message (success, or a warning
 * when refused) and reports the save; the mask does not close it. Mount it anew (a new key) for each
 * opening: the form starts from `initialValues` only when it mounts.
 */
export function FormModal<T>({
  open,
  title,
  width = 800,
  form,
  name,
  initialValues,
  layout = FORM_MODAL_LAYOUT,
  save,
  onClose,
  onSaved,
  onRefused,
  draft,
  children,
}: Props<T>) {
  // Typed into since it opened: closing it or leaving its page asks first. The ref answers a 取消 clicked
  // before the re-render (an editor reports its change outside React's events, so the state lags).
  const [dirty, setDirty] = useState(false);
  const typedInto = useRef(false);
  useUnsavedWork(open && dirty);
  const confirmLeave = useConfirmLeave();
  const drafts = useDraft(open && draft ? draft.key : null, form, draft?.fields ?? NO_FIELDS);

  const { saving, submit } = useFormSave(form, {
    save,
    onRefused,
    onSaved: () => {
      if (draft) clearDraft(draft.key);
      typedInto.current = false;
      setDirty(false);
      onSaved();
    },
  });

  return (
    <Modal
      title={title}
      open={open}
      width={width}
      confirmLoading={saving}
      onOk={submit}
      onCancel={async () => {
        if (await confirmLeave(typedInto.current)) onClose();
      }}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <DraftNotice
        draft={drafts.draft}
        onRestore={() => {
          drafts.restore();
          // What came back is unsaved work again.
          typedInto.current = true;
          setDirty(true);
        }}
        onDiscard={drafts.discard}
      />
      <Form<T>
        form={form}
        name={name}
        initialValues={initialValues}
        onValuesChange={(changed: Record<string, unknown>) => {
          typedInto.current = true;
          setDirty(true);
          drafts.onValuesChange(changed);
        }}
        {...layout}
      >
        {children}
      </Form>
    </Modal>
  );
}
