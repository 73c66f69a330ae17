import { ApartmentOutlined } from '@ant-design/icons';
import { App, Button, Form, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { getCurrentUserDeparts, selectDepart } from '../api/auth.ts';
import { Refusal } from '../api/refusal.ts';
import { useSessionStore } from '../stores/session.ts';
import { useServerAction } from '../utils/serverAction.ts';
import { READ_AFRESH, useApiQuery } from '../utils/serverState.ts';

interface DepartSelectModalProps {
  open: boolean;
  onClose: () => void;
  /** false for the question after login: the user has to choose, there is nothing to cancel. */
  closable?: boolean;
}

export const NO_DEPART_MESSAGE = '您尚未设置部门信息!';

/** Title of spec §2 "Dialogs": 部门选择 until the current department is known. */
export function departModalTitle(currentName: string | null): string {
  return currentName ? `部门切换（当前部门 : ${currentName}）` : '部门选择';
}

/**
 * The department dialog of spec §4 "Dialogs": it opens only for a user with departments, an empty
 * confirmation marks the field, and a successful switch replaces the stored user info.
 */
export function DepartSelectModal({ open, onClose, closable = true }: DepartSelectModalProps) {
  const { message } = App.useApp();
  const act = useServerAction();
  const [orgCode, setOrgCode] = useState<string | undefined>(undefined);
  const [invalid, setInvalid] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // The departments as they are at this opening (`open` in the key: a closed dialog keeps none).
  const departs = useApiQuery({
    queryKey: ['currentUserDeparts', open],
    load: getCurrentUserDeparts,
    enabled: open,
    ...READ_AFRESH,
  });
  const list = departs.data?.list ?? [];
  const loaded =
    list.length > 0
      ? { list, currentName: list.find((d) => d.orgCode === departs.data?.orgCode)?.departName ?? null }
      : null;
  // Nothing to choose from: a refusal or no department is said; an HTTP failure was shown already.
  const nothing = open && (departs.isError || (departs.isSuccess && list.length === 0));
  const refusal = departs.error instanceof Refusal ? departs.error.message || NO_DEPART_MESSAGE : null;

  useEffect(() => {
    if (!nothing) return;
    if (refusal !== null || departs.isSuccess) void message.warning(refusal ?? NO_DEPART_MESSAGE);
    setOrgCode(undefined);
    setInvalid(false);
    onClose();
  }, [nothing, refusal, departs.isSuccess, message, onClose]);

  const close = () => {
    setOrgCode(undefined);
    setInvalid(false);
    onClose();
  };

  const confirm = async () => {
    if (!orgCode) {
      setInvalid(true);
      return;
    }
    const username = useSessionStore.getState().userInfo?.username;
    setSubmitting(true);
    const done = await act(selectDepart({ orgCode, ...(username ? { username } : {}) }));
    setSubmitting(false);
    // Not done, the dialog stays open to try again.
    if (!done) return;
    if (done.result?.userInfo) {
      useSessionStore.getState().setUserInfo(done.result.userInfo);
      if (done.message) void message.success(done.message);
      close();
    } else {
      void message.warning(done.message);
    }
  };

  const footer = [
    ...(closable
      ? [
          <Button key="cancel" onClick={close}>
            取消
          </Button>,
        ]
      : []),
    <Button key="ok" type="primary" loading={submitting} onClick={confirm}>
      确认
    </Button>,
  ];

  return (
    <Modal
      title={departModalTitle(loaded?.currentName ?? null)}
      width={500}
      open={open && loaded !== null}
      closable={closable}
      keyboard={closable}
      mask={{ closable: false }}
      onCancel={closable ? close : undefined}
      footer={footer}
    >
      <Form layout="vertical" name="departSelect">
        <Form.Item
          label="部门"
          htmlFor="departSelect_orgCode"
          required
          validateStatus={invalid ? 'error' : undefined}
          help={invalid ? '请选择部门' : undefined}
        >
          <Select<string>
            id="departSelect_orgCode"
            value={orgCode}
            suffixIcon={<ApartmentOutlined />}
            aria-invalid={invalid}
            onChange={(value) => {
              setOrgCode(value);
              setInvalid(false);
            }}
            options={(loaded?.list ?? []).map((d) => ({ value: d.orgCode, label: d.departName }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
