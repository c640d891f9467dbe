import { Component, Suspense, lazy, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { deploymentReady } from '../federation/deployment-ready';
import { LAYOUT_NS } from '../i18n/layout';

/** The forms remote's widget; loaded once per page life, the first time the footer comes near. */
const NewsletterSignup = lazy(async () => {
  await deploymentReady();
  const module = await loadRemote<{ default: ComponentType }>('forms/NewsletterSignup');
  if (!module?.default) throw new Error('forms/NewsletterSignup did not load');
  return module;
});

/** The remote is optional here: if it is down or crashes, the footer stays whole. */
class QuietBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

// Space for the widget before it arrives, so the footer does not jump when it does.
const Slot = styled.div`
  min-height: 190px;
`;

const Unavailable = styled.p`
  margin: 0;
  color: inherit;
  font-size: 0.9375rem;
`;

/** Starts loading when the footer is within this distance of the viewport. */
const NEAR_VIEWPORT = '300px 0px';

function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}

/**
 * The newsletter subscription of the forms remote, placed in the footer. It costs nothing on
 * first load: the remote is fetched only when the footer comes near the viewport.
 */
export function NewsletterSlot() {
  const { t } = useTranslation(LAYOUT_NS);
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <Slot ref={ref} data-testid="newsletter-slot">
      {near && (
        <QuietBoundary fallback={<Unavailable role="status">{t('footer.newsletterUnavailable')}</Unavailable>}>
          <Suspense fallback={null}>
            <NewsletterSignup />
          </Suspense>
        </QuietBoundary>
      )}
    </Slot>
  );
}
