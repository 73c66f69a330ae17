import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Modal, Select } from 'antd';
import { useRef, useState } from 'react';
import { SavedQueryList } from './SavedQueryList.tsx';
import { SaveQueryDialog } from './SaveQueryDialog.tsx';
import { SuperQueryRow } from './SuperQueryRow.tsx';
import {
  loadSavedQueries,
  type SavedQuery,
  savedQueriesKey,
  storeSavedQueries,
  upsertSavedQuery,
} from './savedQueries.ts';
import { completeConditions, type DraftCondition, MATCH_OPTIONS, toDrafts } from './superQueryRules.ts';
import type { ListPageState, SuperQueryMatchType } from './types.ts';

interface Props<T> {
  open: boolean;
  state: ListPageState<T>;
  onClose(): void;
}

/**
 * The advanced-query panel (spec §4/§5 "Advanced query"): conditions of field, rule and value joined
 * by and/or, and the page's saved queries in localStorage. Mount it afresh for each opening.
 */
export function SuperQueryModal<T>({ open, state, onClose }: Props<T>) {
  const { message, modal } = App.useApp();
  const fields = state.config.superQueryFields ?? [];
  const storageKey = savedQueriesKey(state.config.urls.list);
  const keys = useRef(0);
  const nextKey = () => ++keys.current;
  const emptyRow = (): DraftCondition => ({ key: nextKey() });

  const [rows, setRows] = useState<DraftCondition[]>(() => {
    const drafts = toDrafts(state.superQuery.params, fields, nextKey);
    return drafts.length > 0 ? drafts : [emptyRow()];
  });
  const [matchType, setMatchType] = useState<SuperQueryMatchType>(state.superQuery.matchType);
  const [saved, setSaved] = useState<SavedQuery[]>(() => loadSavedQueries(storageKey));
  const [selected, setSelected] = useState<string | null>(null);
  const [naming, setNaming] = useState(0);

  const update = (index: number, row: DraftCondition) => setRows(rows.map((r, i) => (i === index ? row : r)));
  const addAfter = (index: number) =>
    setRows([...rows.slice(0, index + 1), emptyRow(), ...rows.slice(index + 1)]);
  const remove = (index: number) => setRows(rows.filter((_, i) => i !== index));

  const runQuery = () => {
    const conditions = completeConditions(rows);
    if (conditions.length === 0) {
      void message.warning('不能查询空条件');
      return;
    }
    state.superQuery.apply(conditions, matchType);
    onClose();
  };

  const reset = () => {
    setRows([emptyRow()]);
    setMatchType('and');
    setSelected(null);
    state.superQuery.clear();
  };

  const startSave = () => {
    if (completeConditions(rows).length === 0) {
      void message.warning('空条件不能保存');
      return;
    }
    setNaming((n) => Math.abs(n) + 1);
  };

  const store = (query: SavedQuery) => {
    const next = upsertSavedQuery(saved, query);
    storeSavedQueries(storageKey, next);
    setSaved(next);
    setSelected(query.title);
    setNaming((n) => -Math.abs(n));
    void message.success('保存成功');
  };

  const save = (title: string) => {
    if (!title) {
      void message.warning('保存名称不能为空');
      return;
    }
    const query: SavedQuery = { title, matchType, records: completeConditions(rows) };
    if (saved.some((q) => q.title === title)) {
      modal.confirm({ title: '已存在，是否覆盖？', onOk: () => store(query) });
      return;
    }
    store(query);
  };

  const load = (query: SavedQuery) => {
    const drafts = toDrafts(query.records, fields, nextKey);
    setRows(drafts.length > 0 ? drafts : [emptyRow()]);
    setMatchType(query.matchType);
    setSelected(query.title);
  };

  const removeSaved = (query: SavedQuery) =>
    modal.confirm({
      title: '是否删除当前查询？',
      onOk: () => {
        const next = saved.filter((q) => q.title !== query.title);
        storeSavedQueries(storageKey, next);
        setSaved(next);
        if (selected === query.title) setSelected(null);
      },
    });

  return (
    <Modal
      title="高级查询构造器"
      open={open}
      width={1000}
      onCancel={onClose}
      className="hcs-super"
      footer={
        <div className="hcs-super__footer">
          <Button onClick={startSave}>保存查询条件</Button>
          <span className="hcs-super__footer-main">
            <Button onClick={onClose}>关闭</Button>
            <Button onClick={reset}>重置</Button>
            <Button type="primary" onClick={runQuery}>
              查询
            </Button>
          </span>
        </div>
      }
    >
      <div className="hcs-super__body">
        <section className="hcs-super__conditions" aria-label="查询条件">
          <div className="hcs-super__match">
            <span>过滤条件匹配：</span>
            <Select
              aria-label="过滤条件匹配"
              value={matchType}
              options={MATCH_OPTIONS}
              onChange={(value: SuperQueryMatchType) => setMatchType(value)}
              className="hcs-super__match-select"
            />
          </div>
          {rows.map((row, index) => (
            <SuperQueryRow
              key={row.key}
              index={index}
              row={row}
              fields={fields}
              onChange={(next) => update(index, next)}
              onAdd={() => addAfter(index)}
              onRemove={() => remove(index)}
            />
          ))}
          {rows.length === 0 ? (
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => setRows([emptyRow()])}>
              添加条件
            </Button>
          ) : null}
        </section>
        <SavedQueryList queries={saved} selected={selected} onLoad={load} onDelete={removeSaved} />
      </div>
      <SaveQueryDialog
        key={Math.abs(naming)}
        open={naming > 0}
        initialName={selected ?? ''}
        onSave={save}
        onCancel={() => setNaming((n) => -Math.abs(n))}
      />
    </Modal>
  );
}
