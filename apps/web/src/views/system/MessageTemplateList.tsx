import { Button } from 'antd';
import { useState } from 'react';
import { ListPage, ListRowActions, useListPage } from '../../components/list/index.ts';
import { useAuth } from '../../utils/permission.ts';
import { useOpening } from '../../utils/useOpening.ts';
import type { MessageTemplate } from './message/messageApi.ts';
import { SendTestModal } from './message/SendTestModal.tsx';
import { TemplateFormModal } from './message/TemplateFormModal.tsx';
import { templateListConfig } from './message/templateListConfig.ts';

/** 系统管理 → 消息模板: templates with ${var} placeholders; add, edit, send a test (发送测试), delete. */
export default function MessageTemplateList() {
  const state = useListPage(templateListConfig);
  const auth = useAuth();
  const editing = useOpening<MessageTemplate | null>(null);
  const [sending, setSending] = useState<MessageTemplate | null>(null);

  return (
    <>
      <ListPage
        config={templateListConfig}
        state={state}
        onAdd={() => editing.show(null)}
        rowActions={(template) => (
          <ListRowActions record={template} state={state} name={template.templateName} onEdit={editing.show}>
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
      />
      <TemplateFormModal
        key={editing.session}
        open={editing.open}
        record={editing.subject}
        onClose={editing.hide}
        onSaved={() => {
          editing.hide();
          void state.reload();
        }}
      />
      <SendTestModal
        key={sending?.id ?? 'closed'}
        template={sending}
        onClose={() => setSending(null)}
        onSent={() => setSending(null)}
      />
    </>
  );
}
