import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, CardBody } from '@edu/shared/ui/card';
import { CardGrid } from '@edu/shared/ui/layout';
import { Skeleton } from '@edu/shared/ui/skeleton';

const Row = styled.div`
  display: flex;
  gap: 6px;
`;

const Status = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
`;

/**
 * A placeholder in the real card's shape (tags, title, two lines, salary, date, button), so the
 * page does not move when the cards arrive.
 */
export function JobCardSkeleton() {
  return (
    <Card aria-hidden="true">
      <CardBody>
        <Row>
          <Skeleton width={72} height={22} radius={999} />
          <Skeleton width={120} height={22} radius={999} />
        </Row>
        <Skeleton width="75%" height={26} />
        <Skeleton height={20} />
        <Skeleton width="85%" height={20} />
        <Skeleton width="55%" height={22} />
        <Skeleton width="40%" height={18} />
        <Skeleton height={44} />
      </CardBody>
    </Card>
  );
}

/** Spec 9: six placeholder cards while the list loads; announced once as loading. */
export function JobListSkeleton({ count = 6 }: { count?: number }) {
  const { t } = useTranslation('careers');
  return (
    <div aria-busy="true">
      <Status role="status">{t('list.loading')}</Status>
      <CardGrid>
        {Array.from({ length: count }, (_, index) => (
          <JobCardSkeleton key={index} />
        ))}
      </CardGrid>
    </div>
  );
}
