import type { DescriptionsProps } from 'antd';
import { PHONE_QUERY } from '../../layouts/main/layoutConstants.ts';
import { useMediaQuery } from '../../utils/useMediaQuery.ts';

/** A detail's label/value layout: labels above values on a phone (no label squeezed to one character a line). */
export function useDetailLayout(): NonNullable<DescriptionsProps['layout']> {
  return useMediaQuery(PHONE_QUERY) ? 'vertical' : 'horizontal';
}
