import { Pagination, type PaginationProps } from 'antd';
import { namedPageItems } from './namedPageItems.ts';

/** antd's Pagination, in a chunk of its own: PlainTable loads it only when there is a second page. */
export default function TablePagination(props: PaginationProps) {
  return <Pagination itemRender={namedPageItems} {...props} />;
}
