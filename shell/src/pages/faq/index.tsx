import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorText } from '@edu/shared/api';
import { ButtonLink } from '@edu/shared/ui/button';
import { EmptyState } from '@edu/shared/ui/empty-state';
import { ErrorState } from '@edu/shared/ui/error-state';
import { Container, PageHeading, Section } from '@edu/shared/ui/layout';
import { Skeleton } from '@edu/shared/ui/skeleton';
import { VisuallyHidden } from '@edu/shared/ui/visually-hidden';
import { paths } from '../../config/paths';
import { PAGES_NS } from '../../i18n/pages';
import { PageTitle } from '../home/page-title';
import { useFaq } from './api/get-faq';
import { FaqList } from './faq-list';

const Narrow = styled(Container)`
  max-width: 860px;
`;

const Placeholder = styled.div`
  display: grid;
  gap: 12px;
`;

const More = styled.aside`
  margin-top: 40px;
  padding: 24px;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  h2 {
    margin: 0 0 8px;
    font-size: 1.25rem;
  }
  p {
    margin: 0 0 16px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

function FaqSkeleton({ label }: { label: string }) {
  return (
    <Placeholder aria-busy="true">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} height={60} radius={12} />
      ))}
    </Placeholder>
  );
}

function FaqContent() {
  const { t } = useTranslation(PAGES_NS);
  const { data, error, mutate } = useFaq();
  if (error && !data) return <ErrorState message={errorText(error, t)} onRetry={() => void mutate()} />;
  // Not `isLoading`: SWR reports it on the first render even with cached data at hand.
  if (!data) return <FaqSkeleton label={t('faq.loading')} />;
  if (data.data.length === 0) return <EmptyState title={t('faq.emptyTitle')} description={t('faq.emptyText')} />;
  return <FaqList entries={data.data} />;
}

/** FAQ (linked in the footer): entries from `GET /api/public/faq`, as an accordion. */
export default function FaqPage() {
  const { t } = useTranslation(PAGES_NS);
  return (
    <Section>
      <PageTitle titleKey="faq.metaTitle" />
      <Narrow>
        <PageHeading title={t('faq.heading')} subtitle={t('faq.subtitle')} />
        <FaqContent />
        <More aria-labelledby="faq-more-heading">
          <h2 id="faq-more-heading">{t('faq.more.heading')}</h2>
          <p>{t('faq.more.text')}</p>
          <ButtonLink to={paths.contact}>{t('faq.more.action')}</ButtonLink>
        </More>
      </Narrow>
    </Section>
  );
}
