import type { ResourceInput } from './define.ts';

/**
 * Field blocks several resources declare alike (docs/resources.md): each returns the exact attributes the
 * fields had where they were written out, so a resource spreads or embeds them and still reads as one
 * declaration.
 */

/** A code: letters, digits, underscores and dashes only. */
export const CODE_REGEX = /^[A-Za-z0-9_-]+$/;

/** The pattern of a code field (职务编码, 规则编码…), refused as {label}只能包含字母、数字、下划线和短横线. */
export const codePattern = (label: string): NonNullable<ResourceInput['pattern']> => ({
  regex: CODE_REGEX,
  message: `${label}只能包含字母、数字、下划线和短横线`,
});

/**
 * The department a record belongs to (责任站点, 所属部门): `departId` chosen in the form, `departName` the
 * joined name shown in the list, the detail and the export, and `sysOrgCode` the department's org code kept
 * with the record, whose subtree the data rules and the department search use.
 */
export const departFields = (label: string) =>
  ({
    departId: { label, type: 'string', choice: true, input: { required: true } },
    departName: {
      label,
      type: 'string',
      derived: true,
      list: { width: 120, ellipsis: true },
      detail: true,
      sheet: { width: 16 },
    },
    sysOrgCode: { label: '部门编码', type: 'string', search: 'advanced' },
  }) as const;

/**
 * A 0/1 flag (a number field whose dictionary holds 1 and 0): a switch in forms showing the dictionary's
 * texts, a list column, in the advanced query, the detail and the export. `search` adds it to the query form.
 */
export const switchFlag = (flag: {
  label: string;
  /** Default `yn` (是 / 否). */
  dict?: string;
  /** What a new record starts with. */
  default: 0 | 1;
  hint: string;
  /** The list column's width, default 90. */
  width?: number;
  search?: true;
}) =>
  ({
    label: flag.label,
    type: 'number',
    dict: flag.dict ?? 'yn',
    switch: true,
    input: { default: flag.default, hint: flag.hint },
    list: { width: flag.width ?? 90 },
    ...(flag.search ? { search: true as const } : {}),
    superQuery: true,
    detail: true,
    sheet: { width: 10 },
  }) as const;
