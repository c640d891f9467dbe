import { createElement, Fragment, type ReactNode } from 'react';
import styled from 'styled-components';

/**
 * Descriptions are stored as plain text or as simple HTML (paragraphs, lists, emphasis, links).
 * Instead of injecting markup, the HTML is parsed (DOMParser runs no scripts and loads nothing)
 * and rebuilt as React elements from an allow-list: unknown tags keep only their text, no
 * attribute survives except a checked link target. Nothing from the API reaches innerHTML.
 */
const ALLOWED_TAGS = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote']);
const SAFE_LINK = /^(https:|mailto:|tel:)/i;
const LOOKS_LIKE_HTML = /<\/?[a-z][^>]*>/i;

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (tag === 'script' || tag === 'style' || tag === 'template') return null;
  const children = Array.from(element.childNodes, toReact);
  if (tag === 'br') return <br key={key} />;
  if (tag === 'a') {
    const href = element.getAttribute('href')?.trim() ?? '';
    if (!SAFE_LINK.test(href)) return <Fragment key={key}>{children}</Fragment>;
    return (
      <a key={key} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  if (ALLOWED_TAGS.has(tag)) return createElement(tag, { key }, ...children);
  return <Fragment key={key}>{children}</Fragment>;
}

function fromHtml(html: string): ReactNode {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return Array.from(body.childNodes, toReact);
}

/** Plain text: blank lines separate paragraphs, single line breaks stay (white-space: pre-line). */
function fromText(text: string): ReactNode {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph, index) => <p key={index}>{paragraph}</p>);
}

const Prose = styled.div`
  font-size: 1.0625rem;
  line-height: 1.8;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;

  p {
    margin: 0 0 1em;
  }
  &[data-format='text'] p {
    white-space: pre-line;
  }
  h2,
  h3,
  h4 {
    margin: 1.5em 0 0.5em;
    line-height: 1.35;
  }
  ul,
  ol {
    margin: 0 0 1em;
    padding-left: 1.5em;
  }
  blockquote {
    margin: 0 0 1em;
    padding-left: 1em;
    border-left: 4px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.muted};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
  > :last-child {
    margin-bottom: 0;
  }
`;

export function ActivityDescription({ text }: { text: string }) {
  const isHtml = LOOKS_LIKE_HTML.test(text);
  return (
    <Prose data-testid="activity-description" data-format={isHtml ? 'html' : 'text'}>
      {isHtml ? fromHtml(text) : fromText(text)}
    </Prose>
  );
}
