import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { paths } from '../config/paths';
import { LAYOUT_NS } from '../i18n/layout';
import type { NavItem } from './nav-links';

type Variant = 'bar' | 'drawer';

const List = styled.ul<{ $variant: Variant }>`
  display: flex;
  flex-direction: ${({ $variant }) => ($variant === 'bar' ? 'row' : 'column')};
  gap: ${({ $variant }) => ($variant === 'bar' ? '4px' : '2px')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const barLook = css`
  position: relative;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radii.sm};

  &::after {
    content: '';
    position: absolute;
    left: 12px;
    right: 12px;
    bottom: 2px;
    height: 3px;
    border-radius: 3px;
    background: transparent;
  }
  &[aria-current='page']::after {
    background: ${({ theme }) => theme.colors.accent};
  }
`;

const drawerLook = css`
  padding: 12px 16px;
  border-left: 4px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: 1.0625rem;

  &[aria-current='page'] {
    border-left-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.background};
  }
`;

const Link = styled(NavLink)<{ $variant: Variant }>`
  display: flex;
  align-items: center;
  min-height: 44px;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.background};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
  }
  ${({ $variant }) => ($variant === 'bar' ? barLook : drawerLook)}
`;

/**
 * The site's links as a list of router links. NavLink sets aria-current="page" on the link of
 * the current section (Home only on "/" itself, Careers also on a job's page).
 */
export function NavLinkList({ items, variant, onNavigate }: { items: readonly NavItem[]; variant: Variant; onNavigate?: () => void }) {
  const { t } = useTranslation(LAYOUT_NS);
  return (
    <List $variant={variant}>
      {items.map((item) => (
        <li key={item.to}>
          <Link to={item.to} end={item.to === paths.home} $variant={variant} onClick={onNavigate}>
            {t(item.labelKey)}
          </Link>
        </li>
      ))}
    </List>
  );
}
