import { App, Button, Drawer, Space, Spin, Typography } from 'antd';
import { useRef, useState } from 'react';
import { DictSelect } from '../../../components/dict/index.ts';
import {
  EditableGrid,
  type EditableGridHandle,
  type GridRow,
  GridValidationError,
} from '../../../components/grid/index.ts';
import { MOBILE_QUERY } from '../../../layouts/main/layoutConstants.ts';
import { useAuth } from '../../../utils/permission.ts';
import { useServerAction } from '../../../utils/serverAction.ts';
import { READ_AFRESH, useApiQuery } from '../../../utils/serverState.ts';
import { useMediaQuery } from '../../../utils/useMediaQuery.ts';
import { type DictItem, dictItems, reloadLocalDicts, type SysDict, saveDictItems } from './dictApi.ts';
import { DICT_ITEM_COLUMNS } from './dictItemColumns.ts';
import { toGridRow, toItemRow } from './dictItemRows.ts';
import './DictList.css';

/** One array per answer: a new one is a reload to the grid (changed cells light up). */
const toGridRows = (items: DictItem[]) => items.map(toGridRow);

interface Props {
  /** The dictionary whose items are edited; null when closed. */
  dict: SysDict | null;
  onClose(): void;
}

/**
 * 字典配置: a dictionary's items in the editable grid. 保存 checks every cell (the failures are
 * counted and shown at the cells), then sends the rows and the removed ids in one batch.
 */
export function DictItemsDrawer({ dict, onClose }: Props) {
  const { message } = App.useApp();
  const act = useServerAction();
  const phone = useMediaQuery(MOBILE_QUERY);
  const editable = useAuth().has('system:dict:edit');
  const grid = useRef<EditableGridHandle>(null);
  const [saving, setSaving] = useState(false);
  // A new number remounts the preview, which then reads the items just saved.
  const [previewKey, setPreviewKey] = useState(0);
  const dictId = dict?.id;
  const items = useApiQuery({
    queryKey: ['dictItems', dictId],
    load: () => dictItems(dictId ?? ''),
    enabled: dictId !== undefined,
    select: toGridRows,
    onRefusal: (text) => void message.warning(text),
    ...READ_AFRESH,
  });
  const rows: GridRow[] | null = items.data ?? null;

  const save = async () => {
    if (!dictId || !grid.current) return;
    let values: Awaited<ReturnType<EditableGridHandle['getValues']>>;
    try {
      values = await grid.current.getValues();
    } catch (error) {
      if (error instanceof GridValidationError) void message.warning(error.message);
      return;
    }
    setSaving(true);
    try {
      const saved = await act(saveDictItems(dictId, values.rows.map(toItemRow), values.deleteIds), {
        success: true,
      });
      if (!saved) return;
      await Promise.all([items.refetch(), reloadLocalDicts()]);
      setPreviewKey((k) => k + 1);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      title={dict ? `字典配置：${dict.dictName}` : '字典配置'}
      open={dict !== null}
      size={phone ? '100%' : 960}
      onClose={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>关闭</Button>
          {editable ? (
            <Button type="primary" loading={saving} disabled={rows === null} onClick={save}>
              保存
            </Button>
          ) : null}
        </Space>
      }
    >
      {dict ? (
        <Typography.Paragraph type="secondary">
          字典编码：<Typography.Text code>{dict.dictCode}</Typography.Text>
          勾选行后可插入、上移、下移、删除，拖动左侧把手调整顺序；保存后各处的字典组件立即使用新的字典项。
        </Typography.Paragraph>
      ) : null}
      <Spin spinning={rows === null}>
        <EditableGrid
          ref={grid}
          aria-label="字典项"
          columns={DICT_ITEM_COLUMNS}
          rows={rows ?? []}
          rowSelection="checkbox"
          orderKey="sortOrder"
          disabled={!editable}
          maxHeight={440}
        />
      </Spin>
      {dict ? (
        <div className="hcs-dict-items__preview">
          <div>
            <Typography.Text id="dict-items-preview" strong>
              效果预览
            </Typography.Text>
            <Typography.Text type="secondary">（字典组件显示的已启用字典项）</Typography.Text>
          </div>
          <div>
            <DictSelect
              key={previewKey}
              dictCode={dict.dictCode}
              type="radioButton"
              aria-labelledby="dict-items-preview"
            />
          </div>
        </div>
      ) : null}
    </Drawer>
  );
}
