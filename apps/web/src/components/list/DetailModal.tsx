import { CompressOutlined, ExpandOutlined } from '@ant-design/icons';
import { Button, Descriptions, type DescriptionsProps, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { useDetailLayout } from './detailLayout.ts';

export interface DetailItem {
  key: string;
  label: ReactNode;
  children: ReactNode;
  /** 'filled' takes the rest of the row (long texts). */
  span?: number | 'filled';
}

interface Props {
  open: boolean;
  items: DetailItem[];
  onClose(): void;
  /** At most 4 (spec §9 "Detail list allows at most 4 columns"). */
  columns?: 1 | 2 | 3 | 4;
}

/** Spec §2 "Dialogs": 详细信息, width 1200, with a fullscreen switch; a read-only label/value list. */
export function DetailModal({ open, items, onClose, columns = 3 }: Props) {
  const [fullscreen, setFullscreen] = useState(false);
  const layout = useDetailLayout();
  const max = Math.min(columns, 4);
  const column: DescriptionsProps['column'] = { xs: 1, sm: Math.min(2, max), md: Math.min(2, max), lg: max };

  return (
    <Modal
      title="详细信息"
      open={open}
      width={fullscreen ? '100%' : 1200}
      className={fullscreen ? 'hcs-detail hcs-detail--fullscreen' : 'hcs-detail'}
      onCancel={onClose}
      afterClose={() => setFullscreen(false)}
      footer={
        <Button type="primary" onClick={onClose}>
          关闭
        </Button>
      }
    >
      <Button
        type="text"
        className="hcs-detail__fullscreen"
        icon={fullscreen ? <CompressOutlined /> : <ExpandOutlined />}
        aria-label={fullscreen ? '退出全屏' : '全屏'}
        title={fullscreen ? '退出全屏' : '全屏'}
        onClick={() => setFullscreen(!fullscreen)}
      />
      <Descriptions bordered size="small" layout={layout} column={column} items={items} />
    </Modal>
  );
}
