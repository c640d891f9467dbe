import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '@edu/shared/theme';
import { paths } from '../config/paths';
import { LAYOUT_NS } from '../i18n/layout';
import { LogoMark } from './icons';
import { LanguageSwitcher } from './language-switcher';
import { MobileMenu } from './mobile-menu';
import { headerLinks } from './nav-links';
import { NavLinkList } from './nav-link-list';

/**
 * Fixed at the top with a fixed height; <main> reserves the same height, so nothing moves when
 * fonts or the remote parts arrive. No transform or filter here: the drawer inside is
 * position: fixed and must stay relative to the viewport.
 */
const Bar = styled.header`
  position: fixed;
  top: 0;
  right: 0;
  left: 0;
  z-index: 800;
  height: ${({ theme }) => theme.layout.headerHeight};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 1px 8px rgba(15, 23, 42, 0.05);
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  height: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 8px;

  ${media.md} {
    padding: 0 24px;
  }
  ${media.lg} {
    gap: 16px;
  }
`;

const Brand = styled(Link)`
  display: flex;
  align-items: center;
  gap: 10px;
  min-width: 0;
  min-height: 44px;
  margin-right: auto;
  padding: 0 4px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
`;

const BrandText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  line-height: 1.2;

  strong {
    overflow: hidden;
    font-size: 1rem;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  small {
    display: none;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.75rem;
  }
  ${media.sm} {
    strong {
      font-size: 1.0625rem;
    }
    small {
      display: block;
    }
  }
`;

const DesktopNav = styled.nav`
  display: none;

  ${media.lg} {
    display: block;
  }
`;

export function Header() {
  const { t } = useTranslation(LAYOUT_NS);
  return (
    <Bar>
      <Inner>
        <MobileMenu />
        <Brand to={paths.home} data-testid="brand-link">
          <LogoMark />
          <BrandText>
            <strong>{t('siteName')}</strong>
            <small>{t('tagline')}</small>
          </BrandText>
        </Brand>
        <DesktopNav aria-label={t('nav.mainLabel')} data-testid="desktop-nav">
          <NavLinkList items={headerLinks} variant="bar" />
        </DesktopNav>
        <LanguageSwitcher />
      </Inner>
    </Bar>
  );
}
