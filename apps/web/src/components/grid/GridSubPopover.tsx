import { CloseOutlined } from '@ant-design/icons';
import { Button, Popover } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import type { SubTableOpen } from './useSubTable.ts';

interface GridSubPopoverProps {
  open: SubTableOpen;
  content: ReactNode;
  onClose(): void;
}

/** The popover titled 子表 under (or over) its row, closed by an icon or Escape. */
export function GridSubPopover({ open, content, onClose }: GridSubPopoverProps) {
  const closeButton = useRef<HTMLButtonElement>(null);
  // Focus moves into the popover without scrolling: autoFocus would scroll to where it first mounts.
  useEffect(() => {
    const frame = requestAnimationFrame(() => closeButton.current?.focus({ preventScroll: true }));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <Popover
      open
      placement={open.placement}
      arrow={false}
      styles={{ root: { width: open.width, maxWidth: open.width } }}
      title={
        <div className="hcs-grid__sub-title">
          <span>子表</span>
          <Button
            type="text"
            size="small"
            aria-label="关闭子表"
            icon={<CloseOutlined />}
            ref={closeButton}
            onClick={onClose}
          />
        </div>
      }
      content={
        // biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the popover from anywhere inside it
        <div
          className="hcs-grid__sub-body"
          data-placement={open.placement}
          onKeyDown={(e) => {
            if (e.key === 'Escape') onClose();
          }}
        >
          {content}
        </div>
      }
    >
      <div
        className="hcs-grid__sub-anchor"
        aria-hidden="true"
        style={{ top: open.top, height: open.height }}
      />
    </Popover>
  );
}
