import { templateDataProblem } from '@hcs/shared';
import { BusinessError } from '../../core/result.ts';

/** Placeholder values: a flat JSON object of texts and numbers. */
export type TemplateData = Record<string, string | number | boolean | null>;

const PLACEHOLDER = /\$\{\s*([A-Za-z_][A-Za-z0-9_]{0,63})\s*\}/g;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** The placeholder names of a template, each once, in order. */
export function placeholderNames(content: string): string[] {
  return [...new Set([...content.matchAll(PLACEHOLDER)].map((m) => m[1] as string))];
}

/**
 * Logic-less `${name}` substitution (api-conventions: no template engine that can run code). Only the
 * data's own keys count, so `${constructor}` finds nothing; a placeholder without a value refuses the
 * whole message rather than sending half of it. `html` escapes values for HTML bodies (e-mail, bell).
 */
export function renderTemplate(content: string, data: TemplateData, html: boolean): string {
  const missing = placeholderNames(content).filter((name) => !Object.hasOwn(data, name));
  if (missing.length > 0) throw new BusinessError(`模板参数缺失: ${missing.join(', ')}`);
  return content.replace(PLACEHOLDER, (_all, name: string) => {
    const value = data[name];
    const text = value === null || value === undefined ? '' : String(value);
    return html ? escapeHtml(text) : text;
  });
}

/** Reads the test data / placeholder values: a JSON object whose values are texts, numbers or booleans. */
export function parseTemplateData(json: string | null | undefined): TemplateData {
  const problem = templateDataProblem(json);
  if (problem) throw new BusinessError(problem);
  if (json === null || json === undefined || json.trim() === '') return {};
  const data: TemplateData = Object.create(null);
  for (const [key, value] of Object.entries(JSON.parse(json) as Record<string, unknown>)) {
    data[key] = value as string | number | boolean | null;
  }
  return data;
}
