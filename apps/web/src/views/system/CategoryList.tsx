import { Card } from 'antd';
import { useListPage } from '../../components/list/index.ts';
import { ListQueryForm } from '../../components/list/ListQueryForm.tsx';
import { ListToolbar } from '../../components/list/ListToolbar.tsx';
import { useOpening } from '../../utils/useOpening.ts';
import { type CategoryEditing, CategoryFormModal } from './category/CategoryFormModal.tsx';
import { CategoryRowActions } from './category/CategoryRowActions.tsx';
import { CategoryTable } from './category/CategoryTable.tsx';
import { categoryListConfig } from './category/categoryListConfig.ts';
import { useCategoryTree } from './category/useCategoryTree.ts';
import '../../components/list/ListPage.css';

/** 系统管理 → 分类字典: the category tree (roots paged, levels loaded on expand), add, add child, edit, delete. */
export default function CategoryList() {
  const state = useListPage(categoryListConfig, { urlState: true });
  const { tree, expandedKeys, setExpandedKeys, onExpand, openBranch } = useCategoryTree(state.dataSource);
  const editing = useOpening<CategoryEditing>({ parent: null });
  const parentOfEdit = 'parent' in editing.subject ? editing.subject.parent : null;

  return (
    <Card className="hcs-list-page" variant="borderless">
      <ListQueryForm state={state} />
      <ListToolbar state={state} onAdd={() => editing.show({ parent: null })} onImport={() => undefined} />
      <CategoryTable
        state={state}
        tree={tree}
        expandedKeys={expandedKeys}
        onExpandedKeysChange={setExpandedKeys}
        onExpand={onExpand}
        actions={(record) => (
          <CategoryRowActions
            record={record}
            state={state}
            onEdit={(r) => editing.show({ record: r })}
            onAddChild={(r) => editing.show({ parent: r })}
          />
        )}
      />
      <CategoryFormModal
        key={editing.session}
        open={editing.open}
        editing={editing.subject}
        onClose={editing.hide}
        onSaved={() => {
          editing.hide();
          if (parentOfEdit) openBranch(parentOfEdit.id);
          void state.reload();
        }}
      />
    </Card>
  );
}
