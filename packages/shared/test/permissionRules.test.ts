import { describe, expect, it } from 'vitest';
import type { AllAuthEntry, AuthEntry } from '../src/permission.ts';
import { enabledSuffixes, hasPermission, isFieldAllowed, toolbarButtons } from '../src/permissionRules.ts';

const granted = (action: string, type: '1' | '2' = '1'): AuthEntry => ({ action, type, describe: action });
const rule = (action: string, status: '0' | '1', type: '1' | '2' = '1'): AllAuthEntry => ({
  action,
  type,
  status,
  describe: action,
});

describe('hasPermission (type 1)', () => {
  it('keeps an element whose action the user holds', () => {
    expect(hasPermission('user:add', [granted('user:add')], [rule('user:add', '1')])).toBe(true);
  });

  it('removes an element whose action the user lacks', () => {
    expect(hasPermission('user:add', [granted('user:edit')], [rule('user:add', '1')])).toBe(false);
  });

  it('removes everything when the user holds no type-1 action', () => {
    expect(hasPermission('user:add', [], [])).toBe(false);
  });

  it('reads comma-separated actions of one entry', () => {
    const auth = [granted('user:add,user:edit')];
    expect(hasPermission('user:edit', auth, [])).toBe(true);
    expect(hasPermission('user:delete', auth, [])).toBe(false);
  });

  it('leaves the element in place when the rule is switched off (status "0")', () => {
    expect(hasPermission('user:add', [], [rule('user:add', '0')])).toBe(true);
  });

  it('ignores type-2 entries of the user', () => {
    expect(hasPermission('user:add', [granted('user:add', '2')], [rule('user:add', '1')])).toBe(false);
  });

  it('is not switched off by a disabled type-2 rule of the same action', () => {
    expect(hasPermission('user:add', [], [rule('user:add', '0', '2')])).toBe(false);
  });
});

describe('isFieldAllowed (type 2)', () => {
  it('allows a field that no rule restricts', () => {
    expect(isFieldAllowed('user:form:phone', [], [])).toBe(true);
  });

  it('disables a field whose enabled rule the user does not hold', () => {
    expect(isFieldAllowed('user:form:phone', [], [rule('user:form:phone', '1', '2')])).toBe(false);
  });

  it('allows a field whose enabled rule the user holds', () => {
    expect(
      isFieldAllowed(
        'user:form:phone',
        [granted('user:form:phone', '2')],
        [rule('user:form:phone', '1', '2')],
      ),
    ).toBe(true);
  });

  it('allows a field whose rule is switched off', () => {
    expect(isFieldAllowed('user:form:phone', [], [rule('user:form:phone', '0', '2')])).toBe(true);
  });

  it('does not count a type-1 grant for a type-2 rule', () => {
    expect(
      isFieldAllowed(
        'user:form:phone',
        [granted('user:form:phone', '1')],
        [rule('user:form:phone', '1', '2')],
      ),
    ).toBe(false);
  });
});

describe('enabledSuffixes and toolbarButtons', () => {
  const allAuth = [
    rule('user:add', '1'),
    rule('user:batch_delete', '1'),
    rule('user:export', '0'),
    rule('user:field', '1', '2'),
    rule('role:add', '1'),
  ];

  it('lists enabled type-1 suffixes under the prefix that the user does not hold', () => {
    expect(enabledSuffixes('user:', [granted('user:add')], allAuth)).toEqual(['batch_delete']);
    expect(enabledSuffixes('user:', [], allAuth)).toEqual(['add', 'batch_delete']);
  });

  it('is empty when the user holds every enabled action', () => {
    expect(enabledSuffixes('user:', [granted('user:add,user:batch_delete')], allAuth)).toEqual([]);
  });

  it('shows every button without a prefix', () => {
    expect(toolbarButtons(undefined, [], allAuth)).toEqual({ add: true, batchDelete: true, remove: true });
    expect(toolbarButtons('', [], allAuth)).toEqual({ add: true, batchDelete: true, remove: true });
  });

  it('hides add and batch delete (and with it remove) when excluded', () => {
    expect(toolbarButtons('user:', [], allAuth)).toEqual({ add: false, batchDelete: false, remove: false });
    expect(toolbarButtons('user:', [granted('user:batch_delete')], allAuth)).toEqual({
      add: false,
      batchDelete: true,
      remove: true,
    });
  });
});
