import type { OnlineFormHead, OnlineSyncPlan } from '@hcs/shared';
import { Alert, Checkbox, Collapse, Empty, List, Modal, Radio, Result, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useServerAction } from '../../../../../utils/serverAction.ts';
import { failureText, READ_AFRESH, useApiQuery } from '../../../../../utils/serverState.ts';
import { doDbSynch, getSyncPlan, type SyncMethod } from './designApi.ts';
import { useOpeningKey } from './useOpeningKey.ts';

interface Props {
  open: boolean;
  head: OnlineFormHead | null;
  onClose(): void;
  /** After a synchronisation: the list shows the new state. */
  onSynced(): void;
}

/** Whether 同步 may go: every destructive change ticked. */
export function allConfirmed(plan: OnlineSyncPlan | undefined, confirmed: ReadonlySet<string>): boolean {
  return (plan?.changes ?? []).every((change) => !change.destructive || confirmed.has(change.description));
}

/**
 * 同步数据库: what the synchronisation would change in the form's table, the destructive changes each to
 * be acknowledged (我已知晓：…) before 同步 is offered, normal or force mode.
 */
export function SyncDialog({ open, head, onClose, onSynced }: Props) {
  const act = useServerAction();
  const opening = useOpeningKey();
  const [method, setMethod] = useState<SyncMethod>('normal');
  const [confirmed, setConfirmed] = useState<ReadonlySet<string>>(new Set());
  const [syncing, setSyncing] = useState(false);
  const plan = useApiQuery<OnlineSyncPlan>({
    queryKey: ['online-cgform-sync-plan', head?.id, method, opening],
    load: () => getSyncPlan(head?.id ?? '', method),
    enabled: open && head !== null,
    ...READ_AFRESH,
  });
  const changes = plan.data?.changes ?? [];
  const destructive = changes.filter((change) => change.destructive);
  const safe = changes.filter((change) => !change.destructive);
  const ready = plan.isSuccess && allConfirmed(plan.data, confirmed);

  const toggle = (description: string, checked: boolean) =>
    setConfirmed((previous) => {
      const next = new Set(previous);
      if (checked) next.add(description);
      else next.delete(description);
      return next;
    });

  const sync = async () => {
    if (!head) return;
    setSyncing(true);
    try {
      const done = await act(doDbSynch(head.id, method, [...confirmed]), {
        success: true,
        onRefusal: () => void plan.refetch(),
      });
      if (done) onSynced();
    } finally {
      setSyncing(false);
    }
  };

  return (
    <Modal
      open={open}
      title={`同步数据库${head ? `：${head.tableTxt}（ol_${head.tableName}）` : ''}`}
      width={720}
      okText="同步"
      onOk={sync}
      okButtonProps={{ disabled: !ready }}
      confirmLoading={syncing}
      onCancel={onClose}
      destroyOnHidden
    >
      {plan.isPending ? (
        <Spin tip="正在比较表单与数据库…">
          <div style={{ minHeight: 120 }} />
        </Spin>
      ) : plan.isError ? (
        <Result status="warning" title="读取同步计划失败" subTitle={failureText(plan.error)} />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
          <Radio.Group
            aria-label="同步方式"
            value={method}
            onChange={(event) => setMethod(event.target.value as SyncMethod)}
            options={[
              { value: 'normal', label: '普通同步' },
              { value: 'force', label: '强制同步' },
            ]}
          />
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {method === 'normal'
              ? '普通同步：按下方的变更新建或修改表，保留已有数据。'
              : '强制同步：按当前设计重建表结构（已有数据迁入新表，无法转换的列的数据会丢失），用于普通同步无法完成时。'}
          </Typography.Paragraph>
          {changes.length === 0 ? (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description="数据库已与表单一致，没有需要同步的变更"
            />
          ) : null}
          {destructive.length > 0 ? (
            <Alert
              type="warning"
              showIcon
              title={`以下 ${destructive.length} 项变更会丢失数据，请逐项确认后再同步`}
              description={
                <Space direction="vertical" style={{ marginTop: 8 }}>
                  {destructive.map((change) => (
                    <Checkbox
                      key={change.description}
                      checked={confirmed.has(change.description)}
                      onChange={(event) => toggle(change.description, event.target.checked)}
                    >
                      我已知晓：{change.description}
                    </Checkbox>
                  ))}
                </Space>
              }
            />
          ) : null}
          {safe.length > 0 ? (
            <List
              size="small"
              bordered
              header={<strong>将要进行的变更</strong>}
              dataSource={safe}
              renderItem={(change) => <List.Item>{change.description}</List.Item>}
            />
          ) : null}
          {plan.data && plan.data.statements.length > 0 ? (
            <Collapse
              size="small"
              items={[
                {
                  key: 'sql',
                  label: `将执行的语句（${plan.data.statements.length}）`,
                  children: <pre className="hcs-cgform-sql">{plan.data.statements.join(';\n')}</pre>,
                },
              ]}
            />
          ) : null}
        </Space>
      )}
    </Modal>
  );
}
