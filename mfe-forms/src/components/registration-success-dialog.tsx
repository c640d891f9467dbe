import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@edu/shared/ui/button';
import { Dialog } from '@edu/shared/ui/dialog';
import { formPaths } from '../config/paths';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  padding: 8px 0;
  text-align: center;

  p {
    margin: 0;
    font-size: 1.0625rem;
  }
`;

const Check = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  background: #dcfce7;
  color: ${({ theme }) => theme.colors.success};
`;

/**
 * Spec 1: after a registration request, 'Der Vorgang war erfolgreich.' and 'Die
 * Registrierungsanfrage wurde erfolgreich gesendet.' with 'Zurück zur Startseite' to '/'.
 * A router link: the remote renders inside the shell's router, so '/' is the site's home.
 */
export function RegistrationSuccessDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="sm"
      title={t('messages.operationSuccessful')}
      footer={
        <ButtonLink to={formPaths.home} onClick={onClose} data-autofocus>
          {t('actions.backHome')}
        </ButtonLink>
      }
    >
      <Body>
        <Check aria-hidden="true">
          <svg width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
        </Check>
        <p>{t('messages.registrationSent')}</p>
      </Body>
    </Dialog>
  );
}
