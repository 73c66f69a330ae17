import type { ComponentType, ReactNode } from 'react';
import { useOpening } from '../../utils/useOpening.ts';
import { ListPage } from './ListPage.tsx';
import { ListRowActions } from './ListRowActions.tsx';
import type { ListPageConfig, ListPageState } from './types.ts';
import { useListPage } from './useListPage.ts';

/** The props of a dialog that adds (record null) or edits one record. */
export interface RecordFormProps<T> {
  open: boolean;
  record: T | null;
  onClose(): void;
  onSaved(): void;
}

type RowActionsOption<T> =
  /** The usual 编辑 / 详情 / 删除, named after the record (e.g. 编辑“经理”). */
  | { nameOf(record: T): string; rowActions?: never }
  /** The page's own 操作 column; `onEdit` opens the form on the record. */
  | {
      nameOf?: never;
      rowActions(record: T, state: ListPageState<T>, onEdit: (record: T) => void): ReactNode;
    };

export type FormListPageProps<T> = {
  config: ListPageConfig<T>;
  /** Mounted afresh at every opening (keyed by the opening), so it starts from `record`. */
  form: ComponentType<RecordFormProps<T>>;
  /** The page's other dialogs (a test, a log), opened from its row actions. */
  children?: ReactNode;
  /** The route's main list: its state in the URL (useListPage's urlState). */
  urlState?: boolean;
} & RowActionsOption<T>;

/** A list page whose 新增 and 编辑 open one form dialog; a save closes it and reloads the list. */
export function FormListPage<T extends object>(props: FormListPageProps<T>) {
  const { config, form: Form } = props;
  const state = useListPage(config, { urlState: props.urlState });
  const editing = useOpening<T | null>(null);

  return (
    <>
      <ListPage
        config={config}
        state={state}
        onAdd={() => editing.show(null)}
        rowActions={(record, _state, omit) =>
          props.rowActions ? (
            props.rowActions(record, state, editing.show)
          ) : (
            <ListRowActions
              record={record}
              state={state}
              name={props.nameOf(record)}
              onEdit={editing.show}
              omit={omit}
            />
          )
        }
      />
      <Form
        key={editing.session}
        open={editing.open}
        record={editing.subject}
        onClose={editing.hide}
        onSaved={() => {
          editing.hide();
          void state.reload();
        }}
      />
      {props.children}
    </>
  );
}
