import { useEffect, useState } from 'react';
import { type FillRuleGeneratorInfo, fillRuleGenerators } from './fillRuleApi.ts';

/** The generators of the server's registry, for the form's select and the list's titles. */
export function useFillRuleGenerators(): FillRuleGeneratorInfo[] {
  const [generators, setGenerators] = useState<FillRuleGeneratorInfo[]>([]);
  useEffect(() => {
    let live = true;
    fillRuleGenerators().then(
      (res) => {
        if (live && res.success) setGenerators(res.result);
      },
      () => {
        // The request client has already shown why.
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return generators;
}
