/** The languages the code editor highlights. Kept apart from the editor so forms can list them cheaply. */
export const CODE_LANGUAGES = ['javascript', 'typescript', 'sql', 'json', 'html', 'css'] as const;
export type CodeLanguage = (typeof CODE_LANGUAGES)[number];

export const CODE_LANGUAGE_LABELS: Record<CodeLanguage, string> = {
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  sql: 'SQL',
  json: 'JSON',
  html: 'HTML',
  css: 'CSS',
};
