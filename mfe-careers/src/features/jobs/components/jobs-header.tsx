import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Skeleton } from '@edu/shared/ui/skeleton';
import { media } from '@edu/shared/theme';
import { BriefcaseIcon, PinIcon } from './icons';

const Banner = styled.header`
  margin-bottom: 28px;
  padding: 28px 20px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(135deg, #e6f0f5 0%, #f5f7fa 100%);
  border: 1px solid ${({ theme }) => theme.colors.border};

  ${media.md} {
    padding: 40px 40px;
  }

  h1 {
    margin: 0;
    font-size: clamp(1.75rem, 1.2rem + 2.2vw, 2.75rem);
    line-height: 1.2;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Intro = styled.p`
  max-width: 62ch;
  margin: 12px 0 0;
  font-size: 1.0625rem;
  line-height: 1.7;
  color: ${({ theme }) => theme.colors.text};
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 10px 24px;
  margin: 20px 0 0;
  padding: 0;
  list-style: none;

  li {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 28px;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
  svg {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Spec 2: 'Treten Sie unserem Team bei', intro, number of open positions, 'Berlin, Deutschland'. */
export function JobsHeader({ openCount }: { openCount: number | undefined }) {
  const { t } = useTranslation('careers');
  return (
    <Banner>
      <h1>{t('list.title')}</h1>
      <Intro>{t('list.intro')}</Intro>
      <Facts>
        <li>
          <BriefcaseIcon />
          {/* The line keeps its height while the count loads, so nothing below jumps. */}
          {openCount === undefined ? <Skeleton width={140} height="1.2em" /> : <span data-testid="open-count">{t('list.openPositions', { count: openCount })}</span>}
        </li>
        <li>
          <PinIcon />
          <span>{t('list.location')}</span>
        </li>
      </Facts>
    </Banner>
  );
}
