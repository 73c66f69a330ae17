import { Form, Input, Modal } from 'antd';
import { useId, useState } from 'react';

interface Props {
  open: boolean;
  initialName: string;
  onSave(name: string): void;
  onCancel(): void;
}

/** Asks for the name a query is saved under; mount it afresh (key) for each opening. */
export function SaveQueryDialog({ open, initialName, onSave, onCancel }: Props) {
  const [name, setName] = useState(initialName);
  const id = useId();
  return (
    <Modal
      title="请输入保存的名称"
      open={open}
      width={400}
      destroyOnHidden
      onOk={() => onSave(name.trim())}
      onCancel={onCancel}
    >
      <Form layout="vertical" onFinish={() => onSave(name.trim())}>
        <Form.Item label="保存名称" htmlFor={id}>
          <Input id={id} value={name} maxLength={50} onChange={(e) => setName(e.target.value)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
