import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { Card, CardBody, MediaFrame } from './card';
import { CardGrid } from './layout';
import { VisuallyHidden } from './visually-hidden';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const toCss = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

const Bone = styled.span<{ $width: string; $height: string; $radius: string }>`
  display: block;
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: ${({ $height }) => $height};
  border-radius: ${({ $radius }) => $radius};
  background: linear-gradient(90deg, #e4e9f0 25%, #f1f4f8 50%, #e4e9f0 75%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export interface SkeletonProps {
  /** Number = px, string = any CSS length. */
  width?: number | string;
  height?: number | string;
  radius?: number | string;
  className?: string;
}

/** A grey placeholder block; hidden from assistive tech (the loading status is announced once). */
export function Skeleton({ width = '100%', height = '1em', radius = 6, className }: SkeletonProps) {
  return <Bone aria-hidden="true" className={className} $width={toCss(width)} $height={toCss(height)} $radius={toCss(radius)} />;
}

const Lines = styled(CardBody)`
  gap: 12px;
`;

export interface SkeletonCardProps {
  /** The 16:9 image area of a media card (default true). */
  withMedia?: boolean;
  className?: string;
}

/** Placeholder with the frame of a real card: 16:9 media, a title line and two text lines. */
export function SkeletonCard({ withMedia = true, className }: SkeletonCardProps) {
  return (
    <Card aria-hidden="true" className={className}>
      {withMedia && <MediaFrame />}
      <Lines>
        <Skeleton height="1.5em" width="70%" />
        <Skeleton height="1em" />
        <Skeleton height="1em" width="85%" />
      </Lines>
    </Card>
  );
}

export interface SkeletonGridProps {
  /** Spec 9: six skeleton cards while a list loads. */
  count?: number;
  withMedia?: boolean;
  /** Announced once instead of the cards; defaults to t('actions.loading'). */
  label?: string;
}

export function SkeletonGrid({ count = 6, withMedia = true, label }: SkeletonGridProps) {
  const { t } = useTranslation('common');
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{label ?? t('actions.loading')}</VisuallyHidden>
      <CardGrid>
        {Array.from({ length: count }, (_, index) => (
          <SkeletonCard key={index} withMedia={withMedia} />
        ))}
      </CardGrid>
    </div>
  );
}
