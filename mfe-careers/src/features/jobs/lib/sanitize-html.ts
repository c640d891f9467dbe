import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';

// A link may open a new tab (target is kept, _blank only), but must not hand the other site
// `window.opener`.
function withLinkRule(purify: DOMPurify): DOMPurify {
  // Without a DOM DOMPurify is a stub (no hooks); sanitizeHtml then shows nothing.
  if (!purify.isSupported) return purify;
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (!node.hasAttribute('target')) return;
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    else node.removeAttribute('target');
  });
  return purify;
}

// In a browser, the page's window. On the server there is none until sanitizeWithWindow().
let purify = withLinkRule(createDOMPurify(typeof window === 'undefined' ? undefined : window));

/** The server-side preview (render.tsx) sanitises with a DOM of its own (jsdom). */
export function sanitizeWithWindow(domWindow: WindowLike): void {
  purify = withLinkRule(createDOMPurify(domWindow));
}

/**
 * Stored job descriptions are HTML. The API sanitises on write, but the page must not trust
 * that: anything that could run script (script tags, event handlers, javascript: URLs) is
 * removed here before React inserts it. Inline styles and forms go too, so a description
 * cannot break the page's look or pose as a form of the site.
 */
export function sanitizeHtml(html: string): string {
  // Without a DOM, DOMPurify returns its input as it is: nothing is shown rather than that.
  if (!purify.isSupported) return '';
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
}
