import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '@edu/shared/theme';
import { Skeleton } from '@edu/shared/ui/skeleton';
import { Hero } from './job-hero';

const Box = styled.div`
  display: grid;
  gap: 16px;

  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) 340px;
    gap: 24px 48px;
  }
`;

const Lines = styled.div`
  display: grid;
  gap: 12px;
`;

const VisuallyHiddenStatus = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
`;

/** Placeholder in the job page's shape while the open-jobs list loads. */
export function JobDetailSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div aria-busy="true">
      <VisuallyHiddenStatus role="status">{t('actions.loading')}</VisuallyHiddenStatus>
      {/* The hero's box is reserved, so the page does not shift when the job arrives. */}
      <Hero aria-hidden="true" />
      <Box aria-hidden="true">
        <Lines>
          <Skeleton height="2.5em" width="70%" />
          <Skeleton height="1em" />
          <Skeleton height="1em" />
          <Skeleton height="1em" width="85%" />
          <Skeleton height="1em" width="60%" />
        </Lines>
        <Skeleton height={280} radius={12} />
      </Box>
    </div>
  );
}
