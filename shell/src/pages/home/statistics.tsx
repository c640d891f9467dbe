import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatNumber } from '@edu/shared/format';
import { Container } from '@edu/shared/ui/layout';
import { VisuallyHidden } from '@edu/shared/ui/visually-hidden';
import { media } from '@edu/shared/theme';
import { PAGES_NS } from '../../i18n/pages';
import { useHydrated } from '../../prerender/use-hydrated';
import { useCountUp, usePrefersReducedMotion, useSeenOnce } from './use-count-up';

/** Spec 9: 12000+, 500+, 100+. */
export const STATISTICS = [
  { id: 'students', target: 12000 },
  { id: 'graduates', target: 500 },
  { id: 'courses', target: 100 },
] as const;

const Band = styled.section`
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 28px;
  margin: 0;
  padding: 40px 0;
  list-style: none;
  text-align: center;

  ${media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    padding: 48px 0;
  }
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 4px;
`;

/**
 * The final value sits invisibly in the same grid cell as the counting one, so the box has its
 * final width from the start and nothing around it moves while the digits grow.
 */
const Figure = styled.span`
  display: inline-grid;
  font-size: clamp(2.25rem, 1.8rem + 2vw, 3rem);
  font-weight: 800;
  line-height: 1.1;
  font-variant-numeric: tabular-nums;

  > span {
    grid-area: 1 / 1;
  }
  > span:first-child {
    visibility: hidden;
  }
`;

const Label = styled.span`
  font-size: 1.0625rem;
  color: #e3eef4;
`;

function Statistic({ target, label, running, instant }: { target: number; label: string; running: boolean; instant: boolean }) {
  const counted = useCountUp(target, running);
  const final = `${formatNumber(target)}+`;
  return (
    <Item>
      {/* Screen readers get the final figure once, never the animation steps. */}
      <VisuallyHidden>{`${final} ${label}`}</VisuallyHidden>
      <Figure aria-hidden="true">
        <span>{final}</span>
        <span data-stat-value="">{instant ? final : `${formatNumber(counted)}+`}</span>
      </Figure>
      <Label aria-hidden="true">{label}</Label>
    </Item>
  );
}

/**
 * Whether the final figures show at once: with "reduce motion"; in the prerendered page (a
 * visitor without the app reads real figures, and hydration matches that markup); and when
 * the figures were already on screen when the app took over the page (they stay, instead of
 * dropping to 0 under the visitor's eyes).
 */
function useInstantFigures(listRef: RefObject<HTMLUListElement | null>): boolean {
  const reducedMotion = usePrefersReducedMotion();
  const hydrated = useHydrated();
  const [tookOverPrerenderedPage] = useState(!hydrated);
  const [onScreenAtTakeover, setOnScreenAtTakeover] = useState(false);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!tookOverPrerenderedPage || !list) return;
    const { top, bottom } = list.getBoundingClientRect();
    if (top < window.innerHeight && bottom > 0) setOnScreenAtTakeover(true);
  }, [tookOverPrerenderedPage, listRef]);
  return reducedMotion || !hydrated || onScreenAtTakeover;
}

/**
 * The animated statistics: each figure counts from 0 to its target over 2000 ms, once, when the
 * block scrolls into view; with "reduce motion" the final figures show at once.
 */
export function Statistics() {
  const { t } = useTranslation(PAGES_NS);
  const listRef = useRef<HTMLUListElement>(null);
  const instant = useInstantFigures(listRef);
  const seen = useSeenOnce(listRef, !instant);
  return (
    <Band aria-labelledby="stats-heading">
      <Container>
        <VisuallyHidden as="h2" id="stats-heading">
          {t('home.stats.heading')}
        </VisuallyHidden>
        <List ref={listRef}>
          {STATISTICS.map(({ id, target }) => (
            <Statistic key={id} target={target} label={t(`home.stats.${id}`)} running={seen} instant={instant} />
          ))}
        </List>
      </Container>
    </Band>
  );
}
