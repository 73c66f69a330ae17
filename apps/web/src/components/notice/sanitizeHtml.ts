import DOMPurify from 'dompurify';

// An author's picture without a text alternative is read as decoration rather than as its file name.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
});

/** Announcement content is HTML written by a manager: only safe markup reaches the page. */
export function sanitizeHtml(html: string | null | undefined): string {
  return html ? DOMPurify.sanitize(html) : '';
}
