import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '@edu/shared/theme';
import { Card, CardBody } from '@edu/shared/ui/card';
import { VisuallyHidden } from '@edu/shared/ui/visually-hidden';
import { siteInfo } from '@edu/shared/site-info';
import { useFormsTranslation } from '../../../i18n';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 24px;
  }

  /* Cards of one row share its height. */
  li {
    display: flex;
  }
  li > * {
    flex: 1;
  }
`;

const InfoBody = styled(CardBody)`
  flex-direction: row;
  align-items: flex-start;
  gap: 16px;
  padding: 20px;

  h3 {
    margin: 0 0 4px;
    font-size: 1.0625rem;
  }
  p {
    margin: 4px 0 0;
    font-size: 0.9375rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const IconBadge = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  background: #e6f0f5;
  color: ${({ theme }) => theme.colors.primary};
`;

const Value = styled.span`
  display: block;
  font-weight: 600;
`;

function Icon({ path }: { path: string }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={path} />
    </svg>
  );
}

const ICONS = {
  email: 'M4 6h16v12H4zM4 7l8 6 8-6',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z',
  address: 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
} as const;

function InfoCard({ icon, title, children, hint }: { icon: keyof typeof ICONS; title: string; children: ReactNode; hint: string }) {
  return (
    <li>
      <Card as="article">
        <InfoBody>
          <IconBadge>
            <Icon path={ICONS[icon]} />
          </IconBadge>
          <div>
            <h3>{title}</h3>
            {children}
            <p>{hint}</p>
          </div>
        </InfoBody>
      </Card>
    </li>
  );
}

/** Spec 2: three cards, email, phone and address (Berlin, Germany). */
export function ContactInfoCards() {
  const { t } = useFormsTranslation();
  return (
    <section aria-labelledby="contact-info-heading">
      <VisuallyHidden as="h2" id="contact-info-heading">
        {t('contact.infoHeading')}
      </VisuallyHidden>
      <Grid>
        <InfoCard icon="email" title={t('contact.cards.email')} hint={t('contact.cards.emailHint')}>
          <a href={`mailto:${siteInfo.email}`} dir="ltr">
            {siteInfo.email}
          </a>
        </InfoCard>
        <InfoCard icon="phone" title={t('contact.cards.phone')} hint={t('contact.cards.phoneHint')}>
          <a href={siteInfo.phoneHref} dir="ltr">
            {siteInfo.phone}
          </a>
        </InfoCard>
        <InfoCard icon="address" title={t('contact.cards.address')} hint={t('contact.cards.addressHint')}>
          <Value>{t('contact.cards.addressValue')}</Value>
        </InfoCard>
      </Grid>
    </section>
  );
}
