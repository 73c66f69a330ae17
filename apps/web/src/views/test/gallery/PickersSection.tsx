import { Button, Col, Row } from 'antd';
import { type ReactNode, useState } from 'react';
import type { PickerPosition } from '../../../api/pickers.ts';
import { DepartSelect } from '../../../components/pickers/DepartSelect.tsx';
import { PositionSelect } from '../../../components/pickers/PositionSelect.tsx';
import { positionPickers } from '../../../components/pickers/positionPicker.ts';
import { RecordSelectModal } from '../../../components/pickers/RecordSelectModal.tsx';
import { RoleSelect } from '../../../components/pickers/RoleSelect.tsx';
import { UserByDepartSelect } from '../../../components/pickers/UserByDepartSelect.tsx';
import { UserSelect } from '../../../components/pickers/UserSelect.tsx';
import { GalleryDemo } from './GalleryDemo.tsx';

interface FieldProps {
  value: string;
  onChange(value: string): void;
  'aria-label': string;
}

/** One picker with its value held here and shown under it. */
function Demo(props: {
  title: string;
  description?: ReactNode;
  initial?: string;
  field(p: FieldProps): ReactNode;
}) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <Col xs={24} lg={12}>
      <GalleryDemo title={props.title} description={props.description} value={value}>
        {props.field({ value, onChange: setValue, 'aria-label': props.title })}
      </GalleryDemo>
    </Col>
  );
}

/** The selection dialog on its own, as a list page's 添加 button would open it. */
function DialogDemo() {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<PickerPosition[]>([]);
  return (
    <Col xs={24} lg={12}>
      <GalleryDemo
        title="选择对话框"
        description="不经表单字段直接打开：确定返回所选记录，关闭不改变任何东西。"
        value={chosen.map((p) => p.name).join(',')}
      >
        <Button onClick={() => setOpen(true)}>打开职务选择</Button>
        <RecordSelectModal<PickerPosition>
          config={positionPickers.code}
          open={open}
          onOk={(rows) => {
            setChosen(rows);
            return true;
          }}
          onCancel={() => setOpen(false)}
        />
      </GalleryDemo>
    </Col>
  );
}

/** 选择器: the record pickers (users, roles, departments, positions, users by department). */
export default function PickersSection() {
  return (
    <Row gutter={16}>
      <Demo
        title="用户单选"
        description="值为账号（username）；初值 admin 的姓名由列表接口按值查得。"
        initial="admin"
        field={(p) => <UserSelect {...p} />}
      />
      <Demo
        title="用户多选"
        description="行点击切换勾选，右侧「已选用户」可删除。"
        initial="zhuguan,fuwu"
        field={(p) => <UserSelect {...p} multiple />}
      />
      <Demo title="用户多选（值为 id）" field={(p) => <UserSelect {...p} valueKey="id" multiple />} />
      <Demo
        title="按部门选用户"
        description="左侧部门树筛选，可多选。"
        initial="fuwu"
        field={(p) => <UserByDepartSelect {...p} />}
      />
      <Demo
        title="角色单选"
        description="值为角色编码。"
        initial="manager"
        field={(p) => <RoleSelect {...p} />}
      />
      <Demo
        title="角色多选（值为 id）"
        initial="role_admin,role_staff"
        field={(p) => <RoleSelect {...p} valueKey="id" multiple />}
      />
      <Demo
        title="部门单选"
        description="勾选新的部门时只保留最新勾选的一个。"
        initial="dep_east"
        field={(p) => <DepartSelect {...p} />}
      />
      <Demo
        title="部门多选（值为机构编码）"
        initial="A01A01,A01A02"
        field={(p) => <DepartSelect {...p} valueKey="orgCode" multiple />}
      />
      <Demo
        title="职务单选"
        description="值为职务编码；职级显示字典文本。"
        field={(p) => <PositionSelect {...p} />}
      />
      <Demo title="职务多选" field={(p) => <PositionSelect {...p} multiple />} />
      <Demo title="禁用的用户选择" initial="admin" field={(p) => <UserSelect {...p} disabled />} />
      <Demo title="禁用的部门选择" initial="dep_centre" field={(p) => <DepartSelect {...p} disabled />} />
      <DialogDemo />
    </Row>
  );
}
