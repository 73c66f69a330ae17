import { DeleteOutlined } from '@ant-design/icons';
import { Button, Empty } from 'antd';
import type { SavedQuery } from './savedQueries.ts';

interface Props {
  queries: readonly SavedQuery[];
  selected: string | null;
  onLoad(query: SavedQuery): void;
  onDelete(query: SavedQuery): void;
}

/** The saved queries of this page: a click loads one into the form. */
export function SavedQueryList({ queries, selected, onLoad, onDelete }: Props) {
  return (
    <section className="hcs-super-saved" aria-labelledby="hcs-super-saved-title">
      <h3 id="hcs-super-saved-title" className="hcs-super-saved__title">
        保存的查询
      </h3>
      {queries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有保存的查询" />
      ) : (
        <ul className="hcs-super-saved__list">
          {queries.map((q) => (
            <li
              key={q.title}
              className={q.title === selected ? 'hcs-super-saved__item--selected' : undefined}
            >
              <Button
                type="text"
                className="hcs-super-saved__load"
                aria-pressed={q.title === selected}
                onClick={() => onLoad(q)}
              >
                {q.title}
              </Button>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`删除查询“${q.title}”`}
                onClick={() => onDelete(q)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
