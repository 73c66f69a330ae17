import { StorageKeys } from '@hcs/shared';
import { App, Modal } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { NAMED_ROUTE_PATHS, RouteName } from '../../app/router/paths.ts';
import { useSessionStore } from '../../stores/session.ts';
import { getLocal } from '../../utils/storage.ts';
import TenantChoice from './TenantChoice.tsx';

/** 切换租户 (header user menu): the chosen tenant is stored and the permissions and menu read again in it. */
export function TenantSwitchModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const tenants = useSessionStore((s) => s.tenants);
  const [busy, setBusy] = useState(false);
  const current = getLocal<number>(StorageKeys.tenantId) ?? undefined;

  const choose = async (tenantId: number) => {
    if (tenantId === current) {
      onClose();
      return;
    }
    setBusy(true);
    try {
      await useSessionStore.getState().switchTenant(tenantId);
    } catch (error) {
      setBusy(false);
      void message.error(error instanceof Error && error.message ? error.message : '切换租户失败');
      return;
    }
    setBusy(false);
    onClose();
    void message.success(`已切换到租户：${tenants.find((t) => t.id === tenantId)?.name ?? tenantId}`);
    navigate(NAMED_ROUTE_PATHS[RouteName.dashboard]);
  };

  return (
    <Modal title="切换租户" open={open} onCancel={onClose} footer={null} destroyOnHidden width={420}>
      <TenantChoice
        key={String(open)}
        tenants={tenants}
        initial={current}
        onChoose={(id) => void choose(id)}
        prompt="请选择要切换到的租户："
        confirmText="确定"
        busy={busy}
      />
    </Modal>
  );
}
