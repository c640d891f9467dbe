import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SiteToaster } from '@edu/shared/ui/toaster';
import { LAYOUT_NS } from '../i18n/layout';
import { Footer } from './footer';
import { Header } from './header';
import { useScrollToTopOnPathChange } from './scroll-to-top';
import { SectionTitle } from './section-title';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
`;

const SkipLink = styled.a`
  position: fixed;
  top: 8px;
  left: 8px;
  z-index: 1200;
  padding: 10px 16px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 700;
  text-decoration: none;
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

/**
 * Room for the fixed header, reserved from the first paint, so nothing moves under it.
 * `scroll-margin-top` keeps focused targets clear of the header too.
 */
const Main = styled.main`
  flex: 1;
  padding-top: ${({ theme }) => theme.layout.headerHeight};
  outline: none;

  * {
    scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + 16px);
  }
`;

/** Spec 2: the layout every route shares. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation(LAYOUT_NS);
  useScrollToTopOnPathChange();
  return (
    <Page>
      <SectionTitle />
      <SkipLink href="#main">{t('skipToContent')}</SkipLink>
      <Header />
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <Footer />
      <SiteToaster />
    </Page>
  );
}
