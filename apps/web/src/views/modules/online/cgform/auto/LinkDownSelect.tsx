import {
  type OnlineFormDefinition,
  type OnlineFormField,
  type OnlineLinkDownConfig,
  onlineApiName,
  onlineLinkDownLevels,
} from '@hcs/shared';
import { Form, Select } from 'antd';
import { loadTreeData } from '../../../../../api/dict.ts';
import { type FieldAria, fieldAria } from '../../../../../components/form/fieldAria.ts';
import { SELECT_CLEAR } from '../../../../../components/form/iconNames.tsx';
import { useApiQuery } from '../../../../../utils/serverState.ts';

/**
 * 联动组件 (link_down): each field of a chain is its own form item with a select; the first lists the
 * roots of the chain's table, each next one the children of the previous field's value (GET
 * /sys/dict/loadTreeData), and choosing a level clears the levels after it.
 */

/** A field's place in a chain of linked selects, by API names. */
export interface LinkDownPlace {
  config: OnlineLinkDownConfig;
  level: number;
  /** The previous level's field (API name) and label; null at level 0. */
  parent: string | null;
  parentLabel: string;
  /** The fields of the levels after it (API names). */
  below: string[];
}

/** The chained fields of a form's definition by API name. */
export function linkDownPlaces(fields: readonly OnlineFormField[]): Map<string, LinkDownPlace> {
  const labels = new Map(fields.map((f) => [f.dbFieldName, f.dbFieldTxt || f.dbFieldName]));
  const places = new Map<string, LinkDownPlace>();
  for (const [name, place] of onlineLinkDownLevels(fields)) {
    places.set(onlineApiName(name), {
      config: place.config,
      level: place.level,
      parent: place.parent === null ? null : onlineApiName(place.parent),
      parentLabel: place.parent === null ? '' : (labels.get(place.parent) ?? place.parent),
      below: place.below.map(onlineApiName),
    });
  }
  return places;
}

const placesByDefinition = new WeakMap<OnlineFormDefinition, Map<string, LinkDownPlace>>();

/** The chained fields of a definition (computed once per definition). */
export function linkDownPlacesOf(definition: OnlineFormDefinition): Map<string, LinkDownPlace> {
  let places = placesByDefinition.get(definition);
  if (!places) {
    places = linkDownPlaces(definition.fields);
    placesByDefinition.set(definition, places);
  }
  return places;
}

export interface LinkDownSelectProps extends FieldAria {
  config: OnlineLinkDownConfig;
  /** The parent row's id whose children are the options ('' = the roots); null: the level before is empty. */
  parentId: string | null;
  /** What to choose first when parentId is null. */
  parentLabel?: string;
  label: string;
  id?: string;
  value?: string | undefined;
  onChange?: (value: string | undefined) => void;
  disabled?: boolean | undefined;
}

/** One level's select: its options are the children of parentId in the chain's table. */
export function LinkDownSelect({
  config,
  parentId,
  parentLabel,
  label,
  id,
  value,
  onChange,
  disabled,
  ...given
}: LinkDownSelectProps) {
  const options = useApiQuery({
    queryKey: ['link-down', config.table, config.txt, config.key, config.condition, parentId ?? ''],
    load: () =>
      loadTreeData({
        pid: parentId ?? '',
        tableName: config.table,
        text: config.txt,
        code: config.key,
        pidField: config.pidField,
        ...(config.condition ? { condition: config.condition } : {}),
      }),
    enabled: parentId !== null,
    staleTime: 30_000,
  });
  const waiting = parentId === null;
  return (
    <Select
      {...(id ? { id } : {})}
      aria-label={label}
      {...fieldAria(given)}
      showSearch
      allowClear={SELECT_CLEAR}
      optionFilterProp="label"
      loading={options.isFetching}
      disabled={disabled === true || waiting}
      placeholder={waiting ? `请先选择${parentLabel ?? ''}` : `请选择${label}`}
      notFoundContent={options.isError ? '加载失败' : '无选项'}
      options={(options.data ?? []).map((node) => ({ value: node.value, label: node.title }))}
      value={value === '' || value === null ? undefined : value}
      onChange={(next: string | undefined) => onChange?.(next ?? '')}
    />
  );
}

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

export interface LinkDownFieldProps extends FieldAria {
  place: LinkDownPlace;
  label: string;
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean | undefined;
  /** Where the chain's fields sit in the form's values (a one-to-one sub form's table name); [] at the top. */
  namePrefix?: readonly string[] | undefined;
}

/** A chained field inside a form: watches the level before, clears the levels after when changed. */
export function LinkDownField({
  place,
  label,
  id,
  value,
  onChange,
  disabled,
  namePrefix = [],
  ...given
}: LinkDownFieldProps) {
  const form = Form.useFormInstance();
  const watched: unknown = Form.useWatch(place.parent === null ? [] : [...namePrefix, place.parent], {
    form,
    preserve: true,
  });
  const parentValue = place.parent === null ? '' : (textOf(watched) ?? '');
  const parentId = place.parent === null ? '' : parentValue === '' ? null : parentValue;
  return (
    <LinkDownSelect
      config={place.config}
      parentId={parentId}
      parentLabel={place.parentLabel}
      label={label}
      {...(id ? { id } : {})}
      {...fieldAria(given)}
      value={textOf(value)}
      disabled={disabled}
      onChange={(next) => {
        if ((next ?? '') === (textOf(value) ?? '')) return;
        onChange?.(next);
        for (const name of place.below) form.setFieldValue([...namePrefix, name], '');
      }}
    />
  );
}
