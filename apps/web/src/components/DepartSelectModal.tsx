import { ApartmentOutlined } from '@ant-design/icons';
import type { Depart } from '@hcs/shared';
import { App, Button, Form, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { getCurrentUserDeparts, selectDepart } from '../api/auth.ts';
import { useSessionStore } from '../stores/session.ts';

interface DepartSelectModalProps {
  open: boolean;
  onClose: () => void;
  /** false for the question after login: the user has to choose, there is nothing to cancel. */
  closable?: boolean;
}

export const NO_DEPART_MESSAGE = '您尚未设置部门信息!';

interface Loaded {
  list: Depart[];
  currentName: string | null;
}

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
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [orgCode, setOrgCode] = useState<string | undefined>(undefined);
  const [invalid, setInvalid] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (!open) return;
    let active = true;
    const reset = () => {
      setLoaded(null);
      setOrgCode(undefined);
      setInvalid(false);
    };
    getCurrentUserDeparts()
      .then((res) => {
        if (!active) return;
        const list = res.success ? (res.result?.list ?? []) : [];
        if (list.length === 0) {
          void message.warning(res.success ? NO_DEPART_MESSAGE : res.message || NO_DEPART_MESSAGE);
          reset();
          onClose();
          return;
        }
        const current = list.find((d) => d.orgCode === res.result.orgCode);
        setLoaded({ list, currentName: current?.departName ?? null });
      })
      .catch(() => {
        // The request client has shown the failure; there is nothing to choose from.
        if (!active) return;
        reset();
        onClose();
      });
    return () => {
      active = false;
    };
  }, [open, message, onClose]);

  const close = () => {
    setLoaded(null);
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
    try {
      const res = await selectDepart({ orgCode, ...(username ? { username } : {}) });
      if (res.success && res.result?.userInfo) {
        useSessionStore.getState().setUserInfo(res.result.userInfo);
        if (res.message) void message.success(res.message);
        close();
      } else {
        void message.warning(res.message);
      }
    } catch {
      // Shown by the request client; the dialog stays open to try again.
    } finally {
      setSubmitting(false);
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
