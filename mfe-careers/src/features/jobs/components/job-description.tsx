import { useMemo } from 'react';
import styled from 'styled-components';
import { sanitizeHtml } from '../lib/sanitize-html';

/** Typography for stored HTML (paragraphs, lists, headings, links) in both directions. */
const Prose = styled.div`
  line-height: 1.75;
  overflow-wrap: anywhere;

  > :first-child {
    margin-top: 0;
  }
  p,
  ul,
  ol {
    margin: 0 0 1em;
  }
  ul,
  ol {
    padding-left: 1.5em;
  }
  li + li {
    margin-top: 0.25em;
  }
  h2,
  h3,
  h4 {
    margin: 1.5em 0 0.5em;
    line-height: 1.3;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
  img {
    max-width: 100%;
    height: auto;
  }
`;

/** The job's description as HTML, sanitised first: stored HTML must never run script. */
export function JobDescription({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <Prose data-testid="job-description" dangerouslySetInnerHTML={{ __html: safe }} />;
}
