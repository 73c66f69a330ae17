export { CardExpander } from './CardExpander.tsx';
export { type CardLayout, type CardPart, cardLayoutOf, type ListCardSpec } from './cardLayout.ts';
export { type DetailItem, DetailModal } from './DetailModal.tsx';
export { detailItemsOf } from './detailItems.ts';
export { useDetailLayout } from './detailLayout.ts';
export { FormListPage, type FormListPageProps, type RecordFormProps } from './FormListPage.tsx';
export { ImportModal } from './ImportModal.tsx';
export { ListPage } from './ListPage.tsx';
export { ListRowActions } from './ListRowActions.tsx';
export {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  PAGE_SIZE_OPTIONS,
  pageTotalText,
  UNPAGED_PAGE_SIZE,
} from './listParams.ts';
export { RecordCards } from './RecordCards.tsx';
export { RecycleBin, type RecycleBinProps } from './RecycleBin.tsx';
export { SuperQueryModal } from './SuperQueryModal.tsx';
export type {
  CardAction,
  ListPageConfig,
  ListPageProps,
  ListPageState,
  ListSort,
  ListUrls,
  OptionItem,
  QueryControlProps,
  QueryField,
  QueryValues,
  SuperQueryCondition,
  SuperQueryField,
  SuperQueryMatchType,
  SuperQueryRule,
  SuperQueryState,
} from './types.ts';
export { type UseListPageOptions, useListPage } from './useListPage.ts';
