import { Button, Drawer, Space } from 'antd';
import { MOBILE_QUERY } from '../../../layouts/main/layoutConstants.ts';
import { useMediaQuery } from '../../../utils/useMediaQuery.ts';
import { GrantTreePanel } from './GrantTreePanel.tsx';
import type { DataRuleSource } from './useDataRuleChoice.ts';
import type { GrantTree } from './useGrantTree.ts';

interface Props {
  /** e.g. 角色权限配置 */
  title: string;
  open: boolean;
  /** e.g. 角色 and the role's name, shown above the tree. */
  subject: { label: string; name: string };
  grants: GrantTree;
  dataRules?: DataRuleSource | undefined;
  onClose(): void;
}

/** The grants of a role (or a department role) in a drawer: 仅保存 keeps it open for the data rules. */
export function GrantDrawer({ title, open, subject, grants, dataRules, onClose }: Props) {
  const isMobile = useMediaQuery(MOBILE_QUERY);
  return (
    <Drawer
      title={title}
      open={open}
      size={isMobile ? '100%' : dataRules ? 960 : 650}
      onClose={onClose}
      closable={{ 'aria-label': `关闭${title}` }}
      destroyOnHidden
      className="hcs-grant-drawer"
      footer={
        <Space className="hcs-grant-footer">
          <Button onClick={onClose}>取消</Button>
          <Button loading={grants.saving} disabled={grants.loading} onClick={() => void grants.save()}>
            仅保存
          </Button>
          <Button
            type="primary"
            loading={grants.saving}
            disabled={grants.loading}
            onClick={async () => {
              if (await grants.save()) onClose();
            }}
          >
            保存并关闭
          </Button>
        </Space>
      }
    >
      <GrantTreePanel
        grants={grants}
        dataRules={dataRules}
        header={
          <p className="hcs-grant-role">
            {subject.label}：<strong>{subject.name}</strong>
          </p>
        }
      />
    </Drawer>
  );
}
