import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '@edu/shared/theme';
import { VisuallyHidden } from '@edu/shared/ui/visually-hidden';
import { siteInfo } from '@edu/shared/site-info';
import { LAYOUT_NS } from '../i18n/layout';
import { useHydrated } from '../prerender/use-hydrated';
import { ClockIcon, FacebookIcon, InstagramIcon, LogoMark, MailIcon, PhoneIcon, PinIcon } from './icons';
import { footerLinks } from './nav-links';
import { NewsletterSlot } from './newsletter-slot';

// Text colours checked against the background: #e6eef3 ≈ 10:1, #b9cbd6 ≈ 7:1 (WCAG AA).
const FOOTER_BG = '#083a50';
const FOOTER_TEXT = '#e6eef3';
const FOOTER_MUTED = '#b9cbd6';

const Wrapper = styled.footer`
  margin-top: auto;
  background: ${FOOTER_BG};
  color: ${FOOTER_TEXT};

  a {
    color: ${FOOTER_TEXT};
  }
  a:hover {
    color: #ffffff;
  }
  h2 {
    margin: 0 0 12px;
    color: #ffffff;
    font-size: 1.0625rem;
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 32px;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 40px 16px 32px;

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    padding: 48px 24px 40px;
  }
  ${media.lg} {
    grid-template-columns: 1.3fr 0.9fr 1.2fr 1.4fr;
  }
`;

const BrandLine = styled.p`
  display: flex;
  align-items: center;
  gap: 10px;
  margin: 0 0 12px;
  color: #ffffff;
  font-size: 1.125rem;
  font-weight: 700;
`;

const Muted = styled.p`
  margin: 0 0 16px;
  color: ${FOOTER_MUTED};
  font-size: 0.9375rem;
`;

const LinkList = styled.ul`
  display: grid;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Facts = styled.ul`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-style: normal;

  li {
    display: flex;
    align-items: flex-start;
    gap: 10px;
  }
  svg {
    flex-shrink: 0;
    margin-top: 3px;
    color: ${FOOTER_MUTED};
  }
  a {
    display: inline-block;
    min-height: 24px;
    overflow-wrap: anywhere;
  }
`;

const Social = styled.ul`
  display: flex;
  gap: 8px;
  margin: 16px 0 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border: 1px solid rgba(255, 255, 255, 0.35);
    border-radius: 50%;
  }
  a:hover {
    background: rgba(255, 255, 255, 0.12);
  }
`;

const BottomBar = styled.div`
  border-top: 1px solid rgba(255, 255, 255, 0.18);

  > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 8px 24px;
    max-width: ${({ theme }) => theme.layout.maxWidth};
    margin: 0 auto;
    padding: 16px;
    color: ${FOOTER_MUTED};
    font-size: 0.875rem;

    ${media.md} {
      padding: 16px 24px;
    }
  }
  p {
    margin: 0;
  }
`;

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li>
      {icon}
      <span>
        <VisuallyHidden>{label}: </VisuallyHidden>
        {children}
      </span>
    </li>
  );
}

/** Spec 2: seven links, address, email, phone, two social networks, copyright, provider credit. */
export function Footer() {
  const { t } = useTranslation(LAYOUT_NS);
  const year = new Date().getFullYear();
  // The prerendered page carries the year of its build: a new key after hydration writes the
  // visitor's current year into a fresh paragraph (the same text on almost every day).
  const hydrated = useHydrated();
  return (
    <Wrapper data-testid="site-footer">
      <Grid>
        <div>
          <BrandLine>
            <LogoMark size={32} />
            {t('siteName')}
          </BrandLine>
          <Muted>{t('footer.about')}</Muted>
          <Facts>
            <Fact icon={<ClockIcon size={18} />} label={t('footer.hoursLabel')}>
              {t('footer.hours')}
            </Fact>
          </Facts>
        </div>

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">{t('footer.linksHeading')}</h2>
          <LinkList>
            {footerLinks.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{t(item.labelKey)}</Link>
              </li>
            ))}
          </LinkList>
        </nav>

        <div>
          <h2>{t('footer.contactHeading')}</h2>
          <address>
            <Facts>
              <Fact icon={<PinIcon size={18} />} label={t('footer.addressLabel')}>
                {t('footer.address')}
              </Fact>
              <Fact icon={<MailIcon size={18} />} label={t('footer.emailLabel')}>
                <a href={`mailto:${siteInfo.email}`} dir="ltr">{siteInfo.email}</a>
              </Fact>
              <Fact icon={<PhoneIcon size={18} />} label={t('footer.phoneLabel')}>
                {/* Phone numbers read left to right in Arabic text too. */}
                <a href={siteInfo.phoneHref} dir="ltr">
                  {siteInfo.phone}
                </a>
              </Fact>
            </Facts>
          </address>
          <Social aria-label={t('footer.socialLabel')}>
            <li>
              <a href={siteInfo.social.facebook} target="_blank" rel="noopener noreferrer" aria-label={t('footer.socialLink', { network: 'Facebook' })}>
                <FacebookIcon size={20} />
              </a>
            </li>
            <li>
              <a href={siteInfo.social.instagram} target="_blank" rel="noopener noreferrer" aria-label={t('footer.socialLink', { network: 'Instagram' })}>
                <InstagramIcon size={20} />
              </a>
            </li>
          </Social>
        </div>

        {/* The forms remote's widget brings its own heading and inherits the footer's colours. */}
        <NewsletterSlot />
      </Grid>
      <BottomBar>
        <div>
          <p key={hydrated ? 'current-year' : 'build-year'} suppressHydrationWarning>
            {t('footer.copyright', { year })}
          </p>
          <p>{t('footer.credit')}</p>
        </div>
      </BottomBar>
    </Wrapper>
  );
}
