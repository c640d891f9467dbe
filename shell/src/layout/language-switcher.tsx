import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLanguage, useLanguageStore, type Language } from '@edu/shared/i18n';
import { VisuallyHidden } from '@edu/shared/ui/visually-hidden';
import { LAYOUT_NS } from '../i18n/layout';
import { GlobeIcon } from './icons';

const SwitchButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  padding: 6px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.background};
  }
`;

/**
 * Switches between Arabic and German. The button names the language it switches TO, in that
 * language (as visitors look for their own language's name), marked with its `lang`.
 * The store persists the choice and keeps <html lang dir>, i18next and dates in sync.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation(LAYOUT_NS);
  const language = useLanguage();
  const setLanguage = useLanguageStore((state) => state.setLanguage);
  const other: Language = language === 'ar' ? 'de' : 'ar';
  return (
    <SwitchButton type="button" className={className} onClick={() => setLanguage(other)} data-testid="language-switcher">
      <GlobeIcon size={20} />
      <VisuallyHidden>{t('language.switchTo')} </VisuallyHidden>
      <span lang={other}>{t(`language.${other}`)}</span>
    </SwitchButton>
  );
}
