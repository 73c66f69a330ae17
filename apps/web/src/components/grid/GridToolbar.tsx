import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ToolbarButtons } from '@hcs/shared';
import { App, Button, Space, Typography } from 'antd';
import { useRef } from 'react';
import { MOVE_LOCKED } from './gridSort.ts';

/** Spec §5/§9: insert clicks closer than this warn instead of inserting. */
export const INSERT_THROTTLE_MS = 1500;
export const INSERT_TOO_FAST = '你点击的太快了，请慢点点击!';

interface GridToolbarProps {
  disabled: boolean;
  /**
   * What the grid's permission prefix leaves (spec §6): without add, 新增 and 插入一行 go; without
   * batch_delete (or remove), 删除 of the selected rows goes.
   */
  buttons: ToolbarButtons;
  selectedCount: number;
  /** The single selected row's index, for moving it; null unless exactly one is selected. */
  movableIndex: number | null;
  rowCount: number;
  /** The rows are shown sorted: moving them is off (their own order is not what is shown). */
  moveLocked?: boolean;
  onAdd(): void;
  onInsert(): void;
  onMove(delta: -1 | 1): void;
  onRemove(): void;
}

/** 新增, 插入一行, 上移/下移 (off at the ends) and 删除 of the selected rows, as permitted. */
export function GridToolbar(props: GridToolbarProps) {
  const { disabled, buttons, selectedCount, rowCount, moveLocked = false } = props;
  const movableIndex = moveLocked ? null : props.movableIndex;
  const lockTitle = moveLocked ? MOVE_LOCKED : undefined;
  const { message } = App.useApp();
  const lastInsert = useRef(0);
  const insert = () => {
    const now = Date.now();
    if (now - lastInsert.current < INSERT_THROTTLE_MS) {
      void message.warning(INSERT_TOO_FAST);
      return;
    }
    lastInsert.current = now;
    props.onInsert();
  };
  return (
    <Space wrap className="hcs-grid__toolbar">
      {buttons.add ? (
        <>
          <Button type="primary" icon={<PlusOutlined />} disabled={disabled} onClick={props.onAdd}>
            新增
          </Button>
          <Button disabled={disabled} onClick={insert}>
            插入一行
          </Button>
        </>
      ) : null}
      <Button
        icon={<ArrowUpOutlined />}
        title={lockTitle}
        disabled={disabled || movableIndex === null || movableIndex === 0}
        onClick={() => props.onMove(-1)}
      >
        上移
      </Button>
      <Button
        icon={<ArrowDownOutlined />}
        title={lockTitle}
        disabled={disabled || movableIndex === null || movableIndex === rowCount - 1}
        onClick={() => props.onMove(1)}
      >
        下移
      </Button>
      {moveLocked ? <Typography.Text type="secondary">{MOVE_LOCKED}</Typography.Text> : null}
      {buttons.remove ? (
        <Button
          danger
          icon={<DeleteOutlined />}
          disabled={disabled || selectedCount === 0}
          onClick={props.onRemove}
        >
          删除
        </Button>
      ) : null}
    </Space>
  );
}
