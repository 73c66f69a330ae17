import { Pagination, type PaginationProps } from 'antd';

/** antd's Pagination, in a chunk of its own: PlainTable loads it only when there is a second page. */
export default function TablePagination(props: PaginationProps) {
  return <Pagination {...props} />;
}
