import type { ImgHTMLAttributes } from 'react';
import styled from 'styled-components';

/** A raised surface. Polymorphic through styled-components' `as` (e.g. `as="article"`). */
export const Card = styled.div`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  min-width: 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

export const CardBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 8px;
  padding: 16px 20px 20px;
`;

/** Fixed 16:9 box: the card keeps its size before (and without) the image, so no layout shift. */
export const MediaFrame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.border};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export type CardMediaProps = {
  /** Missing source: the grey frame stays, so cards in a grid line up. */
  src?: string;
  /** Empty string for decorative images (the card title already says what it is). */
  alt: string;
} & Pick<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'fetchPriority' | 'sizes' | 'srcSet'>;

export function CardMedia({ src, alt, loading = 'lazy', ...rest }: CardMediaProps) {
  return <MediaFrame>{src && <img src={src} alt={alt} loading={loading} decoding="async" {...rest} />}</MediaFrame>;
}
