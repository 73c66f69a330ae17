import type { PaginationProps } from 'antd';
import { cloneElement, isValidElement, type ReactElement } from 'react';

/** What a screen reader says for each of the pager's arrows: antd's tooltips (zh_CN) over them. */
const ITEM_NAMES = {
  prev: '上一页',
  next: '下一页',
  'jump-prev': '向前 5 页',
  'jump-next': '向后 5 页',
} as const;

/**
 * The `itemRender` of every pager: its arrow buttons named 上一页, 下一页, 向前 5 页, 向后 5 页, where antd
 * names them after their icons ("left", "right", "double-left").
 */
export const namedPageItems: NonNullable<PaginationProps['itemRender']> = (_page, type, element) =>
  type !== 'page' && isValidElement(element)
    ? cloneElement(element as ReactElement<{ 'aria-label'?: string }>, { 'aria-label': ITEM_NAMES[type] })
    : element;
