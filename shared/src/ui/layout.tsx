import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../theme/theme';

export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin-left: auto;
  margin-right: auto;
  padding-left: 16px;
  padding-right: 16px;

  ${media.md} {
    padding-left: 24px;
    padding-right: 24px;
  }
`;

export const Section = styled.section`
  padding-top: 32px;
  padding-bottom: 32px;

  ${media.md} {
    padding-top: 56px;
    padding-bottom: 56px;
  }
`;

/** 1 column on phones, 2 from 640 px, 3 from 1024 px. Works as a `<ul>` too (`as="ul"`). */
export const CardGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 24px;
  }
`;

const HeadingBlock = styled.header`
  margin-bottom: 24px;

  h1 {
    margin: 0;
    font-size: clamp(1.625rem, 1.2rem + 2vw, 2.5rem);
    line-height: 1.25;
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    margin: 8px 0 0;
    font-size: 1.0625rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export interface PageHeadingProps {
  /** The h1 text; `children` is accepted instead for `<PageHeading>Title</PageHeading>`. */
  title?: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
  id?: string;
  className?: string;
}

export function PageHeading({ title, subtitle, children, id, className }: PageHeadingProps) {
  return (
    <HeadingBlock className={className}>
      <h1 id={id}>{title ?? children}</h1>
      {subtitle && <p>{subtitle}</p>}
    </HeadingBlock>
  );
}
