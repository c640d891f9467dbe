import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Container, PageHeading, Section } from '@edu/shared/ui/layout';
import { media } from '@edu/shared/theme';
import { siteInfo } from '@edu/shared/site-info';
import { objectList, PAGES_NS } from '../../i18n/pages';
import { PageTitle } from '../home/page-title';

/**
 * One section of a legal text, as stored in the page's JSON: paragraphs, an address block
 * (`lines`), a bullet list, the organisation's contact (email and phone from site-info), an
 * extra email address and an external link, each optional and shown in that order.
 */
export interface LegalSection {
  id: string;
  heading: string;
  lines?: string[];
  paragraphs?: string[];
  items?: string[];
  contact?: boolean;
  email?: string;
  link?: { href: string; label: string };
}

const Prose = styled(Container)`
  max-width: 820px;
`;

const Updated = styled.p`
  margin: -8px 0 24px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Contents = styled.nav`
  margin-bottom: 32px;
  padding: 20px 24px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  h2 {
    margin: 0 0 8px;
    font-size: 1.125rem;
  }
  /* The headings carry their numbers already. */
  ol {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    padding: 2px 0;
    break-inside: avoid;
  }
  ${media.md} {
    ol {
      columns: 2;
      column-gap: 32px;
    }
  }
  a {
    display: inline-block;
    min-height: 24px;
  }
`;

const Block = styled.section`
  padding: 20px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  /* The fixed header must not cover a heading reached through the table of contents. */
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + 16px);

  h2 {
    margin: 0 0 12px;
    font-size: 1.3125rem;
    line-height: 1.35;
  }
  p,
  ul {
    margin: 0 0 12px;
  }
  ul {
    padding-left: 24px;
  }
  li + li {
    margin-top: 4px;
  }
  a {
    overflow-wrap: anywhere;
  }
`;

function Lines({ lines }: { lines: string[] }) {
  return (
    <p>
      {lines.map((line, index) => (
        <Fragment key={line}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </p>
  );
}

function LegalBlock({ section }: { section: LegalSection }) {
  const { t } = useTranslation(PAGES_NS);
  return (
    <Block id={section.id} aria-labelledby={`${section.id}-heading`}>
      <h2 id={`${section.id}-heading`}>{section.heading}</h2>
      {section.paragraphs?.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
      {section.lines && <Lines lines={section.lines} />}
      {section.items && (
        <ul>
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {section.contact && (
        <p>
          {t('legal.phone')}: <a href={siteInfo.phoneHref}><bdi dir="ltr">{siteInfo.phone}</bdi></a>
          <br />
          {t('legal.email')}: <a href={`mailto:${siteInfo.email}`}><bdi>{siteInfo.email}</bdi></a>
        </p>
      )}
      {section.email && (
        <p>
          {t('legal.email')}: <a href={`mailto:${section.email}`}><bdi>{section.email}</bdi></a>
        </p>
      )}
      {section.link && (
        <p>
          <a href={section.link.href} target="_blank" rel="noopener noreferrer">
            {section.link.label}
          </a>
        </p>
      )}
    </Block>
  );
}

export interface LegalDocumentProps {
  /** Key prefix in the `pages` namespace: `imprint` or `privacy`. */
  page: 'imprint' | 'privacy';
  /** A linked list of the sections above them (long documents). */
  withContents?: boolean;
}

/** Imprint and privacy policy: an h1, the date of the text and its sections. */
export function LegalDocument({ page, withContents = false }: LegalDocumentProps) {
  const { t } = useTranslation(PAGES_NS);
  const sections = objectList<LegalSection>(t, `${page}.sections`);
  return (
    <Section>
      <PageTitle titleKey={`${page}.metaTitle`} />
      <Prose>
        <PageHeading title={t(`${page}.heading`)} subtitle={t(`${page}.subtitle`)} />
        <Updated>{t('legal.updated')}</Updated>
        {withContents && (
          <Contents aria-labelledby={`${page}-contents`}>
            <h2 id={`${page}-contents`}>{t('legal.contents')}</h2>
            <ol>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </Contents>
        )}
        {sections.map((section) => (
          <LegalBlock key={section.id} section={section} />
        ))}
      </Prose>
    </Section>
  );
}
