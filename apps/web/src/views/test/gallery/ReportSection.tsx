import type { ReportRecord } from '@hcs/shared';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { PopupField } from '../../../components/report/PopupField.tsx';
import { ReportPopupModal } from '../../../components/report/ReportPopupModal.tsx';
import { GalleryDemo } from './GalleryDemo.tsx';

interface UserFields {
  username?: string;
  realname?: string;
}

const formLayout = { labelCol: { flex: '96px' }, style: { maxWidth: 480 } } as const;

/** 选择用户: the popup fills 用户账号 and 姓名 from report_user (username,realname → username,realname). */
function SingleUserDemo() {
  const [form] = Form.useForm<UserFields>();
  const [values, setValues] = useState<UserFields>();
  return (
    <GalleryDemo
      title="选择用户"
      description="弹出用户报表，单选一行；确定后把 username、realname 写入表单的用户账号和姓名。"
      value={values}
    >
      <Form form={form} name="report-single" {...formLayout}>
        <Form.Item name="username" label="用户账号">
          <PopupField
            code="report_user"
            orgFields="username,realname"
            destFields="username,realname"
            field="username"
            placeholder="请选择用户"
            onCallback={() => setValues(form.getFieldsValue())}
          />
        </Form.Item>
        <Form.Item name="realname" label="姓名">
          <Input readOnly placeholder="选择用户后自动填入" />
        </Form.Item>
      </Form>
    </GalleryDemo>
  );
}

interface UsersFields {
  usernames?: string;
  realnames?: string;
}

/** 多选用户: several rows, each field gets the values comma-joined. */
function MultiUserDemo() {
  const [form] = Form.useForm<UsersFields>();
  const [values, setValues] = useState<UsersFields>();
  return (
    <GalleryDemo title="多选用户" description="可跨页多选，多个值以逗号连接。" value={values}>
      <Form form={form} name="report-multi" {...formLayout}>
        <Form.Item name="usernames" label="用户账号">
          <PopupField
            code="report_user"
            orgFields="username,realname"
            destFields="usernames,realnames"
            field="usernames"
            multi
            placeholder="请选择用户（多选）"
            onCallback={() => setValues(form.getFieldsValue())}
          />
        </Form.Item>
        <Form.Item name="realnames" label="姓名">
          <Input readOnly placeholder="选择用户后自动填入" />
        </Form.Item>
      </Form>
    </GalleryDemo>
  );
}

/** The report popup on its own, over report_depart. */
function DepartReportDemo() {
  const [open, setOpen] = useState(false);
  const [rows, setRows] = useState<ReportRecord[]>([]);
  return (
    <GalleryDemo
      title="部门报表弹窗"
      description="直接使用报表弹窗（report_depart），返回所选行。"
      value={rows.length > 0 ? rows.map((r) => r.departName) : undefined}
    >
      <Button onClick={() => setOpen(true)}>打开部门报表</Button>
      <ReportPopupModal open={open} code="report_depart" onOk={setRows} onClose={() => setOpen(false)} />
    </GalleryDemo>
  );
}

/** 报表弹窗: the popup field (JPopup) and the report popup (JPopupOnlReport). */
export default function ReportSection() {
  return (
    <>
      <SingleUserDemo />
      <MultiUserDemo />
      <DepartReportDemo />
      <GalleryDemo title="缺少参数" description="未配置报表编码：点击时提示 popup参数未正确配置!">
        <Form name="report-missing" {...formLayout}>
          <Form.Item name="username" label="缺少编码">
            <PopupField orgFields="username" destFields="username" field="username" />
          </Form.Item>
        </Form>
      </GalleryDemo>
      <GalleryDemo title="数量不一致" description="原始字段两个、目标字段一个：点击时提示数量不一致。">
        <Form name="report-mismatch" {...formLayout}>
          <Form.Item name="username" label="数量不一致">
            <PopupField
              code="report_user"
              orgFields="username,realname"
              destFields="username"
              field="username"
            />
          </Form.Item>
        </Form>
      </GalleryDemo>
    </>
  );
}
