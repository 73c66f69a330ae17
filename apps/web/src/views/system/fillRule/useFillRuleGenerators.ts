import { useApiQuery } from '../../../utils/serverState.ts';
import { type FillRuleGeneratorInfo, fillRuleGenerators } from './fillRuleApi.ts';

const NONE: FillRuleGeneratorInfo[] = [];

/** The generators of the server's registry (fixed while it runs), for the form's select and the list's titles. */
export function useFillRuleGenerators(): FillRuleGeneratorInfo[] {
  const query = useApiQuery({
    queryKey: ['fillRuleGenerators'],
    load: fillRuleGenerators,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return query.data ?? NONE;
}
