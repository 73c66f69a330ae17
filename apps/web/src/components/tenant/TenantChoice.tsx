import type { Tenant } from '@hcs/shared';
import { Button, Radio } from 'antd';
import { useId, useState } from 'react';
import './TenantChoice.css';

interface TenantChoiceProps {
  tenants: readonly Tenant[];
  /** The tenant to start on (the one worked in now, when switching). */
  initial?: number;
  onChoose: (tenantId: number) => void;
  onBack?: () => void;
  /** The question above the choices. */
  prompt?: string;
  confirmText?: string;
  busy?: boolean;
}

/** 选择租户: one radio per tenant (arrow keys move between them), then 确定. */
export default function TenantChoice({
  tenants,
  initial,
  onChoose,
  onBack,
  prompt = '您的账号属于多个租户，请选择本次进入的租户：',
  confirmText = '进入系统',
  busy,
}: TenantChoiceProps) {
  const labelId = useId();
  const [chosen, setChosen] = useState<number | undefined>(initial ?? tenants[0]?.id);
  return (
    <form
      className="hcs-tenant-choice"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen !== undefined) onChoose(chosen);
      }}
    >
      <p id={labelId} className="hcs-tenant-choice__label">
        {prompt}
      </p>
      <Radio.Group
        aria-labelledby={labelId}
        className="hcs-tenant-choice__list"
        value={chosen}
        onChange={(event) => setChosen(event.target.value as number)}
        options={tenants.map((t) => ({ value: t.id, label: t.name }))}
        vertical
      />
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={busy}
        disabled={chosen === undefined}
      >
        {confirmText}
      </Button>
      {onBack ? (
        <Button type="link" block onClick={onBack}>
          返回登录
        </Button>
      ) : null}
    </form>
  );
}
