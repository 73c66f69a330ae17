import { Form } from 'antd';
import dayjs from 'dayjs';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { DepartSelect } from '../../../components/pickers/DepartSelect.tsx';
import { MONTH_FORMAT, MonthInput } from './MonthInput.tsx';
import { generateReport } from './reportApi.ts';

interface Values {
  month: string;
  departId: string;
}

interface Props {
  open: boolean;
  /** Preset to refresh one report; empty to choose. */
  initial: Partial<Values>;
  onClose(): void;
  onSaved(): void;
}

/**
 * 生成/刷新数据: creates the department's report of the month, or recomputes the figures of the one it
 * has (while a draft or returned). Mount it anew (a new key) for each opening.
 */
export function GenerateModal({ open, initial, onClose, onSaved }: Props) {
  const [form] = Form.useForm<Values>();
  return (
    <FormModal<Values>
      open={open}
      title="生成/刷新数据"
      width={560}
      form={form}
      name="report-generate"
      initialValues={{ month: dayjs().format(MONTH_FORMAT), ...initial }}
      save={(values) => generateReport(values)}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item name="month" label="月份" rules={[{ required: true, message: '请选择月份' }]}>
        <MonthInput />
      </Form.Item>
      <Form.Item name="departId" label="部门" rules={[{ required: true, message: '请选择部门' }]}>
        <DepartSelect placeholder="请选择部门" />
      </Form.Item>
    </FormModal>
  );
}
