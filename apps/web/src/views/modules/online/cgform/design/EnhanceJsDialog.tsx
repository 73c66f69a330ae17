import type { OnlineFormHead } from '@hcs/shared';
import { Collapse, Modal, Result, Spin, Tabs, Typography } from 'antd';
import { useRef, useState } from 'react';
import { CodeEditor } from '../../../../../components/editor/index.tsx';
import { useConfirmLeave } from '../../../../../components/unsaved/LeaveGuard.tsx';
import { useUnsavedWork } from '../../../../../components/unsaved/unsavedWork.ts';
import { useServerAction } from '../../../../../utils/serverAction.ts';
import { failureText, READ_AFRESH, useApiQuery } from '../../../../../utils/serverState.ts';
import { ENHANCE_CALL_TIMEOUT_MS } from '../auto/sandbox/protocol.ts';
import { type EnhanceJs, type EnhanceJsType, getEnhanceJs, saveEnhanceJs } from './designApi.ts';
import { useOpeningKey } from './useOpeningKey.ts';

interface Props {
  open: boolean;
  head: OnlineFormHead | null;
  onClose(): void;
}

const FORM_EXAMPLE = `// 保存前：返回一段文字即拒绝保存（提示给用户），不返回则放行
function beforeSubmit(row) {
  if (row.amount > 1000) return '金额不能超过1000';
}
// 表单打开时（新增时 row 为 {}）：返回要设置的值
function onLoad(row) {
  return { remark: '来自增强JS' };
}
// 字段变化时：返回要设置的值
function onChange(field, value, row) {
  if (field === 'price') return { total: value * row.count };
}`;

const LIST_EXAMPLE = `// 自定义按钮（类型为 js，编码为 audit）：参数是选中的行，可返回一段提示
function audit(rows) {
  return '已选择 ' + rows.length + ' 条';
}`;

/** What a script can do in the sandbox (the runtime's protocol: auto/sandbox/protocol.ts). */
function EnhanceHelp({ type }: { type: EnhanceJsType }) {
  return (
    <Collapse
      size="small"
      style={{ marginBottom: 8 }}
      items={[
        {
          key: 'help',
          label: '增强JS能做什么',
          children: (
            <Typography>
              <Typography.Paragraph>
                脚本是普通的 JavaScript 函数声明，生成的页面按函数名调用：
                {type === 'form'
                  ? '表单增强可写 beforeSubmit(row)、onLoad(row)、onChange(field, value, row)。'
                  : '列表增强可写与“js”类型自定义按钮编码同名的函数 fn(rows)。'}
                函数可以是 async 的。
              </Typography.Paragraph>
              <Typography.Paragraph>
                脚本在隔离的沙箱中运行：不能访问页面、登录令牌、Cookie、本地存储或网络，只能拿到传入参数的副本并返回数据；
                每次调用最多 {ENHANCE_CALL_TIMEOUT_MS / 1000} 秒，超时即中止。
              </Typography.Paragraph>
              <pre className="hcs-cgform-sql">{type === 'form' ? FORM_EXAMPLE : LIST_EXAMPLE}</pre>
            </Typography>
          ),
        },
      ]}
    />
  );
}

interface PaneProps {
  headId: string;
  type: EnhanceJsType;
  onDirty(type: EnhanceJsType, dirty: boolean): void;
  register(type: EnhanceJsType, save: () => Promise<boolean>): void;
}

function EnhancePane({ headId, type, onDirty, register }: PaneProps) {
  const opening = useOpeningKey();
  const act = useServerAction();
  const loaded = useApiQuery<EnhanceJs | null>({
    queryKey: ['online-cgform-enhance-js', headId, type, opening],
    load: () => getEnhanceJs(headId, type),
    ...READ_AFRESH,
  });
  const [text, setText] = useState<string | null>(null);
  const value = text ?? loaded.data?.cgJs ?? '';
  register(type, async () => {
    if (text === null || !loaded.isSuccess) return true;
    const done = await act(saveEnhanceJs(headId, type, loaded.data, text), { success: true });
    if (done) {
      onDirty(type, false);
      await loaded.refetch();
      setText(null);
    }
    return Boolean(done);
  });

  if (loaded.isError)
    return <Result status="warning" title="读取增强JS失败" subTitle={failureText(loaded.error)} />;
  if (loaded.isPending) return <Spin />;
  return (
    <>
      <EnhanceHelp type={type} />
      <CodeEditor
        id={`cgform-enhance-${type}`}
        aria-label={type === 'form' ? '表单增强JS' : '列表增强JS'}
        language="javascript"
        height={320}
        value={value}
        onChange={(next) => {
          setText(next);
          onDirty(type, true);
        }}
      />
    </>
  );
}

/** 增强JS: the form's and the list's script, each in the code editor, with what a script may do. */
export function EnhanceJsDialog({ open, head, onClose }: Props) {
  const [type, setType] = useState<EnhanceJsType>('form');
  const [dirty, setDirty] = useState<Record<EnhanceJsType, boolean>>({ form: false, list: false });
  const [saving, setSaving] = useState(false);
  const savers = useRef<Partial<Record<EnhanceJsType, () => Promise<boolean>>>>({});
  const anyDirty = dirty.form || dirty.list;
  useUnsavedWork(open && anyDirty);
  const confirmLeave = useConfirmLeave();
  const onDirty = (which: EnhanceJsType, value: boolean) =>
    setDirty((previous) => (previous[which] === value ? previous : { ...previous, [which]: value }));

  const save = async () => {
    setSaving(true);
    try {
      for (const which of ['form', 'list'] as const) {
        const saver = savers.current[which];
        if (dirty[which] && saver && !(await saver())) return;
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={`增强JS${head ? `：${head.tableTxt}` : ''}`}
      width={900}
      okText="保存"
      onOk={save}
      okButtonProps={{ disabled: !anyDirty }}
      confirmLoading={saving}
      onCancel={async () => {
        if (await confirmLeave(anyDirty)) onClose();
      }}
      mask={{ closable: false }}
      destroyOnHidden
    >
      {head ? (
        <Tabs
          activeKey={type}
          onChange={(key) => setType(key as EnhanceJsType)}
          items={(['form', 'list'] as const).map((which) => ({
            key: which,
            label: `${which === 'form' ? '表单' : '列表'}JS${dirty[which] ? ' *' : ''}`,
            forceRender: true,
            children: (
              <EnhancePane
                headId={head.id}
                type={which}
                onDirty={onDirty}
                register={(t, saver) => {
                  savers.current[t] = saver;
                }}
              />
            ),
          }))}
        />
      ) : null}
    </Modal>
  );
}
