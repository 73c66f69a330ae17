import { Button, Card, Col, Modal, Row, Table, type TableColumnsType } from 'antd';
import { type MouseEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { selectAllCheckboxProps, selectAllTitle } from '../table/selectAllTitle.tsx';
import { PickerQueryForm } from './PickerQueryForm.tsx';
import { applyPageChecks, removeRow, toggleRow } from './selection.ts';
import { fieldText, type PickerOk, type RecordPickerConfig } from './types.ts';
import { type PickerParams, usePickerList } from './usePickerList.ts';
import './RecordSelectModal.css';

export interface RecordSelectModalProps<T extends object> {
  config: RecordPickerConfig<T>;
  open: boolean;
  /** Default true: a row click toggles it (checkboxes); false: a row click replaces the choice (radios). */
  multiple?: boolean;
  /** The rows already chosen when it opens (a form field's current value). */
  initialSelected?: readonly T[];
  /** Always sent with the list, e.g. { departId }. */
  extraParams?: PickerParams;
  /** Left of the query form and table, e.g. a department tree. */
  aside?: ReactNode;
  /** The chosen rows; the dialog stays open while it runs and closes when it resolves true. */
  onOk: PickerOk<T>;
  onCancel(): void;
}

/** A click on the row's own checkbox or radio has already changed the selection. */
function fromSelectionCell(event: MouseEvent<HTMLElement>): boolean {
  return (event.target as HTMLElement).closest('.ant-table-selection-column') !== null;
}

interface BodyProps<T extends object> {
  config: RecordPickerConfig<T>;
  multiple: boolean;
  extraParams: PickerParams | undefined;
  aside: ReactNode;
  selected: T[];
  setSelected(update: (current: T[]) => T[]): void;
}

/** The dialog's content: mounted at each opening, so the query and the page start afresh. */
function RecordSelectBody<T extends object>(props: BodyProps<T>) {
  const { config, multiple, extraParams, aside, selected, setSelected } = props;
  const list = usePickerList(config, extraParams);
  const keyOf = (row: T) => fieldText(row, config.rowKey);
  const labelOf = (row: T) => fieldText(row, config.labelKey);

  const chosenColumns: TableColumnsType<T> = [
    { title: config.name, key: 'label', ellipsis: true, render: (_, row) => labelOf(row) },
    {
      title: '操作',
      key: 'action',
      width: 64,
      render: (_, row) => (
        <Button
          type="link"
          size="small"
          className="hcs-record-select__remove"
          aria-label={`删除已选${config.name} ${labelOf(row)}`}
          onClick={() => setSelected((s) => removeRow(s, keyOf(row), keyOf))}
        >
          删除
        </Button>
      ),
    },
  ];

  const main = (
    <>
      <PickerQueryForm name={config.name} fields={config.queryFields ?? []} onSearch={list.search} />
      <Table<T>
        className="hcs-record-select__results"
        rowKey={keyOf}
        size="small"
        columns={config.columns}
        dataSource={list.records}
        loading={list.loading}
        scroll={{ y: 240, x: 'max-content' }}
        rowSelection={{
          type: multiple ? 'checkbox' : 'radio',
          selectedRowKeys: selected.map(keyOf),
          preserveSelectedRowKeys: true,
          columnTitle: multiple ? selectAllTitle : undefined,
          getTitleCheckboxProps: selectAllCheckboxProps,
          onChange: (keys) =>
            setSelected((s) => applyPageChecks(s, list.records, keys.map(String), multiple, keyOf)),
          getCheckboxProps: (row) => ({ 'aria-label': `选择 ${labelOf(row)}` }),
        }}
        onRow={(row) => ({
          className: 'hcs-record-select__row',
          onClick: (event) => {
            if (!fromSelectionCell(event)) setSelected((s) => toggleRow(s, row, multiple, keyOf));
          },
        })}
        onChange={list.onPageChange}
        pagination={list.pagination}
      />
    </>
  );

  return (
    <Row gutter={[16, 16]}>
      {aside ? (
        <Col xs={24} md={6}>
          {aside}
        </Col>
      ) : null}
      <Col xs={24} md={aside ? 12 : 16}>
        {main}
      </Col>
      <Col xs={24} md={aside ? 6 : 8}>
        <Card title={`已选${config.name}`} size="small" className="hcs-record-select__chosen">
          <Table<T>
            rowKey={keyOf}
            size="small"
            columns={chosenColumns}
            dataSource={selected}
            pagination={false}
            scroll={{ y: 240 }}
          />
        </Card>
      </Col>
    </Row>
  );
}

/**
 * The generic record-selection dialog (spec §2 "Dialogs", §4, §9): titled <name>选择, width 900, a query
 * form and a table paged by 5 on the left, the card 已选<name> with a 删除 link per row on the right,
 * 确定 and 关闭. OK returns the chosen rows; 关闭 changes nothing; the choice is cleared once it closed.
 */
export function RecordSelectModal<T extends object>({
  config,
  open,
  multiple = true,
  initialSelected,
  extraParams,
  aside,
  onOk,
  onCancel,
}: RecordSelectModalProps<T>) {
  const [selected, setSelected] = useState<T[]>([]);
  const [saving, setSaving] = useState(false);
  const initialRef = useRef(initialSelected);
  initialRef.current = initialSelected;

  // Each opening starts from the field's current value.
  useEffect(() => {
    if (open) setSelected([...(initialRef.current ?? [])]);
  }, [open]);

  const confirm = async () => {
    setSaving(true);
    try {
      if (await onOk(selected)) onCancel();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={`${config.name}选择`}
      open={open}
      width={config.width ?? 900}
      okText="确定"
      cancelText="关闭"
      confirmLoading={saving}
      onOk={confirm}
      onCancel={onCancel}
      afterClose={() => setSelected([])}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <RecordSelectBody
        config={config}
        multiple={multiple}
        extraParams={extraParams}
        aside={aside}
        selected={selected}
        setSelected={setSelected}
      />
    </Modal>
  );
}
