import { roleResource } from '@hcs/shared';

/** The role code rule of the role resource, which department roles follow too. */
export const ROLE_CODE_PATTERN = roleResource.fields.roleCode.input.pattern.regex;
