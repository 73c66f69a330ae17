export { CategorySelect, type CategorySelectProps } from './CategorySelect.tsx';
export { DictMultiSelect, type DictMultiSelectProps } from './DictMultiSelect.tsx';
export { DictSearchSelect, type DictSearchSelectProps } from './DictSearchSelect.tsx';
export { DictSelect, type DictSelectProps, type DictSelectType } from './DictSelect.tsx';
export { DictText, type DictTextProps } from './DictText.tsx';
export { TreeDictSelect, type TreeDictSelectProps } from './TreeDictSelect.tsx';
export { dictText, toOptions, useDictItems, useDictOptions } from './useDictOptions.ts';
