import type { ComponentPropsWithRef } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled, { css, type DefaultTheme } from 'styled-components';
import { SpinnerGlyph } from './spinner';
import { VisuallyHidden } from './visually-hidden';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface LookProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

const variants: Record<ButtonVariant, (theme: DefaultTheme) => ReturnType<typeof css>> = {
  primary: ({ colors }) => css`
    background: ${colors.primary};
    border-color: ${colors.primary};
    color: ${colors.primaryText};
    &:hover:not(:disabled) { background: ${colors.primaryHover}; border-color: ${colors.primaryHover}; }
  `,
  secondary: ({ colors }) => css`
    background: ${colors.surface};
    border-color: ${colors.primary};
    color: ${colors.primary};
    &:hover:not(:disabled) { background: ${colors.background}; }
  `,
  ghost: ({ colors }) => css`
    background: transparent;
    border-color: transparent;
    color: ${colors.primary};
    &:hover:not(:disabled) { background: ${colors.background}; }
  `,
  danger: ({ colors }) => css`
    background: ${colors.danger};
    border-color: ${colors.danger};
    color: ${colors.primaryText};
    &:hover:not(:disabled) { filter: brightness(0.9); }
  `,
};

// Every size keeps a 44 × 44 px target (WCAG 2.5.5); sizes differ in padding and type only.
const sizes: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`min-height: 44px; padding: 6px 14px; font-size: 0.875rem;`,
  md: css`min-height: 44px; padding: 8px 20px; font-size: 1rem;`,
  lg: css`min-height: 52px; padding: 12px 28px; font-size: 1.125rem;`,
};

/** The look shared by buttons and links that look like buttons. */
const buttonLook = css<LookProps>`
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  min-width: 44px;
  align-items: center;
  justify-content: center;
  gap: 8px;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-family: inherit;
  font-weight: 600;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition: background-color 0.15s ease, border-color 0.15s ease;
  ${({ $size }) => sizes[$size]}
  ${({ theme, $variant }) => variants[$variant](theme)}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

const StyledButton = styled.button<LookProps>`
  ${buttonLook}
`;
const StyledLink = styled(Link)<LookProps>`
  ${buttonLook}
`;
const StyledAnchor = styled.a<LookProps>`
  ${buttonLook}
`;

interface LookOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

function lookProps({ variant = 'primary', size = 'md', fullWidth = false }: LookOptions): LookProps {
  return { $variant: variant, $size: size, $fullWidth: fullWidth };
}

export type ButtonProps = ComponentPropsWithRef<'button'> &
  LookOptions & {
    /** Shows a spinner, sets aria-busy and disables the button (no double submits). */
    loading?: boolean;
  };

export function Button({ variant, size, fullWidth, loading = false, disabled, type = 'button', children, ...rest }: ButtonProps) {
  return (
    <StyledButton
      {...rest}
      {...lookProps({ variant, size, fullWidth })}
      // `type="button"` by default: a plain button inside a form must not submit it.
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <SpinnerGlyph $size={18} />}
      {children}
    </StyledButton>
  );
}

export type ButtonLinkProps = LinkProps & LookOptions;

/** A router link that looks like a button (navigation stays a link for assistive tech). */
export function ButtonLink({ variant, size, fullWidth, ...rest }: ButtonLinkProps) {
  return <StyledLink {...rest} {...lookProps({ variant, size, fullWidth })} />;
}

export type ExternalButtonLinkProps = ComponentPropsWithRef<'a'> &
  LookOptions & {
    /** Opens in a new tab, safely (no `window.opener` for the other site). */
    newTab?: boolean;
  };

export function ExternalButtonLink({ variant, size, fullWidth, newTab = false, children, ...rest }: ExternalButtonLinkProps) {
  const { t } = useTranslation('common');
  return (
    <StyledAnchor
      {...rest}
      {...lookProps({ variant, size, fullWidth })}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {newTab && <VisuallyHidden> {t('actions.opensInNewTab')}</VisuallyHidden>}
    </StyledAnchor>
  );
}
