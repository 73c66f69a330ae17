import { messageTemplateResource } from '@hcs/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { FormListPage, ListRowActions } from '../../components/list/index.ts';
import { resourceForm } from '../../components/resource/resourceForm.tsx';
import { resourceListConfig } from '../../components/resource/resourceListConfig.ts';
import { useAuth } from '../../utils/permission.ts';
import type { MessageTemplate } from './message/messageApi.ts';
import { SendTestModal } from './message/SendTestModal.tsx';

// 编辑 详情 发送测试 删除 on one line.
const config = { ...resourceListConfig(messageTemplateResource), actionWidth: 240 };
const TemplateForm = resourceForm(messageTemplateResource);

/** 系统管理 → 消息模板: templates with ${var} placeholders; add, edit, send a test (发送测试), delete. */
export default function MessageTemplateList() {
  const auth = useAuth();
  const [sending, setSending] = useState<MessageTemplate | null>(null);
  return (
    <FormListPage
      urlState
      config={config}
      form={TemplateForm}
      rowActions={(template, state, onEdit) => (
        <ListRowActions record={template} state={state} name={template.templateName} onEdit={onEdit}>
          {auth.has('system:messageTemplate:send') ? (
            <Button
              type="link"
              size="small"
              aria-label={`发送测试“${template.templateName}”`}
              onClick={() => setSending(template)}
            >
              发送测试
            </Button>
          ) : null}
        </ListRowActions>
      )}
    >
      <SendTestModal
        key={sending?.id ?? 'closed'}
        template={sending}
        onClose={() => setSending(null)}
        onSent={() => setSending(null)}
      />
    </FormListPage>
  );
}
