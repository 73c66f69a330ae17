import { checkPreset, RULE_PRESETS, type RulePreset, userResource } from '@hcs/shared';
import { describe, expect, it } from 'vitest';
import { resourceInputSchema } from '../src/core/resource/inputSchema.ts';

const addUserSchema = resourceInputSchema(userResource);

/** What the server says about one field of a new user, or null when it takes the value. */
function serverMessage(field: 'username' | 'email' | 'phone' | 'telephone', value: string): string | null {
  const input = { username: 'preset_user', password: 'abc12345', realname: '测试', [field]: value };
  const parsed = addUserSchema.safeParse(input);
  return parsed.success ? null : (parsed.error.issues.find((i) => i.path[0] === field)?.message ?? null);
}

/** Values on both sides of each preset's edge. */
const samples: Array<
  [field: 'username' | 'email' | 'phone' | 'telephone', preset: RulePreset, values: string[]]
> = [
  [
    'email',
    RULE_PRESETS.email,
    ['a@b.cn', "o'neil@x.org", 'a..b@x.cn', '.a@x.cn', 'a@x', 'a b@x.cn', '张@x.cn'],
  ],
  ['phone', RULE_PRESETS.mobile, ['13912345678', '14912345678', '16912345678', '1391234567', '139123456789']],
  [
    'telephone',
    RULE_PRESETS.landline,
    ['010-12345678', '0755-1234567', '12345678', '01-1234567', '010 12345678'],
  ],
];

describe('the server checks user fields with the shared rule presets (spec §5)', () => {
  it('takes exactly what the form takes, and refuses with the form’s message', () => {
    for (const [field, preset, values] of samples) {
      for (const value of values) {
        expect({ field, value, message: serverMessage(field, value) }).toEqual({
          field,
          value,
          message: checkPreset(preset, value),
        });
      }
    }
  });

  it('words a bad account name as the form does', () => {
    expect(serverMessage('username', 'ab-cd')).toBe(RULE_PRESETS.usernameChars.message);
    expect(serverMessage('username', 'abc')).toBe(RULE_PRESETS.usernameLength.message);
    expect(serverMessage('username', 'a'.repeat(19))).toBe(RULE_PRESETS.usernameLength.message);
    expect(serverMessage('username', 'user_01')).toBeNull();
  });

  it('still lets optional fields be left empty', () => {
    for (const field of ['email', 'phone', 'telephone'] as const) expect(serverMessage(field, '')).toBeNull();
  });
});
