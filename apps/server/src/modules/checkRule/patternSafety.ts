/** The longest pattern a rule may have. */
export const MAX_PATTERN_LENGTH = 200;
/** Variable repeats (`*`, `+`, `?`, `{n,m}`) a pattern may have: with short values, backtracking stays small. */
const MAX_VARIABLE_QUANTIFIERS = 3;

interface Group {
  repeats: boolean;
  alternates: boolean;
}

/** The quantifier at `i` (`*`, `+`, `?`, `{n}`, `{n,}`, `{n,m}`): its length and whether it varies, else null. */
function quantifierAt(p: string, i: number): { length: number; variable: boolean } | null {
  const c = p[i];
  if (c === '*' || c === '+' || c === '?') return { length: 1, variable: true };
  if (c !== '{') return null;
  const m = /^\{(\d+)(,(\d*))?\}/.exec(p.slice(i));
  if (!m) return null;
  const variable = m[2] !== undefined && m[3] !== m[1];
  return { length: m[0].length, variable };
}

/**
 * Why a pattern could make the matcher backtrack for ever, or null when it cannot: a backreference,
 * a repeated group that itself repeats or alternates (`(a+)+`, `(a|a)*`), or too many variable repeats.
 * The pattern is assumed to compile.
 */
export function riskOf(pattern: string): string | null {
  const stack: Group[] = [{ repeats: false, alternates: false }];
  let variables = 0;
  let lastGroup: Group | null = null;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    const top = stack[stack.length - 1] as Group;
    const closed = lastGroup;
    lastGroup = null;
    if (c === '\\') {
      const next = pattern[i + 1] ?? '';
      if (/[1-9k]/.test(next)) return '不支持反向引用';
      i++;
      continue;
    }
    if (c === '[') {
      // Skip the class: quantifier characters inside it are literal.
      for (i++; i < pattern.length && pattern[i] !== ']'; i++) if (pattern[i] === '\\') i++;
      continue;
    }
    if (c === '(') {
      stack.push({ repeats: false, alternates: false });
      // Skip a group's kind ((?:, (?=, (?!, (?<=, (?<!, (?<name>): its '?' is no repeat.
      const kind = /^\?(<[=!]|<[^>]*>|[:=!])?/.exec(pattern.slice(i + 1));
      if (kind) i += kind[0].length;
      continue;
    }
    if (c === ')') {
      const group = stack.pop() as Group;
      lastGroup = group;
      const parent = stack[stack.length - 1] as Group;
      parent.repeats ||= group.repeats;
      continue;
    }
    if (c === '|') {
      top.alternates = true;
      continue;
    }
    const q = quantifierAt(pattern, i);
    if (!q) continue;
    i += q.length - 1;
    if (pattern[i + 1] === '?') i++; // lazy form
    if (!q.variable) continue;
    variables++;
    top.repeats = true;
    if (closed && (closed.repeats || closed.alternates)) return '重复的分组内不能再有重复或“|”';
  }
  if (variables > MAX_VARIABLE_QUANTIFIERS)
    return `可变长度的重复（* + ? {m,n}）最多${MAX_VARIABLE_QUANTIFIERS}处`;
  return null;
}
