import styled from 'styled-components';
import { media } from '@edu/shared/theme';

/** The job's hero image box; the loading skeleton reserves the same box (no layout shift). */
export const Hero = styled.div`
  overflow: hidden;
  aspect-ratio: 16 / 9;
  margin-bottom: 24px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.border};

  ${media.md} {
    aspect-ratio: 21 / 8;
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
