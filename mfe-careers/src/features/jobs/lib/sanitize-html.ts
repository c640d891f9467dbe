import DOMPurify from 'dompurify';

// A link may open a new tab (target is kept, _blank only), but must not hand the other site
// `window.opener`.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (!node.hasAttribute('target')) return;
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  else node.removeAttribute('target');
});

/**
 * Stored job descriptions are HTML. The API sanitises on write, but the page must not trust
 * that: anything that could run script (script tags, event handlers, javascript: URLs) is
 * removed here before React inserts it. Inline styles and forms go too, so a description
 * cannot break the page's look or pose as a form of the site.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
}
