import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { directionOf, useLanguage } from '@edu/shared/i18n';
import { jobsListPath } from '../../../config/paths';
import { BackArrowIcon } from './icons';

const StyledLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  margin-bottom: 12px;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

/** 'Zurück zu allen Stellen', to the list with the filters the visitor came from. */
export function BackToJobsLink({ basePath, listSearch = '' }: { basePath: string; listSearch?: string }) {
  const { t } = useTranslation('careers');
  const direction = directionOf(useLanguage());
  return (
    <StyledLink to={jobsListPath(basePath, listSearch)}>
      <BackArrowIcon direction={direction} />
      {t('job.backToList')}
    </StyledLink>
  );
}
