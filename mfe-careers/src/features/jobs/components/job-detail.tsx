import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { imageUrl } from '@edu/shared/api';
import { formatDate, pickLocalization } from '@edu/shared/format';
import { useLanguage } from '@edu/shared/i18n';
import { media } from '@edu/shared/theme';
import { Button } from '@edu/shared/ui/button';
import type { Job } from '../../../types/job';
import { departmentLabel, employmentTypeLabel, jobDescriptionHtml, jobTitle, salaryText } from '../lib/job-format';
import { BuildingIcon, CalendarIcon, ClockIcon, EuroIcon, PinIcon } from './icons';
import { JobDescription } from './job-description';
import { Hero } from './job-hero';


/** Phones: title, facts, text. From 1024 px the facts card sits beside the text and stays in view. */
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'head' 'facts' 'body';
  gap: 24px;

  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) 340px;
    grid-template-areas: 'head facts' 'body facts';
    gap: 24px 48px;
  }
`;

const Head = styled.header`
  grid-area: head;

  h1 {
    margin: 0;
    font-size: clamp(1.625rem, 1.2rem + 2vw, 2.5rem);
    line-height: 1.25;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Body = styled.div`
  grid-area: body;

  h2 {
    margin: 0 0 12px;
    font-size: 1.375rem;
  }
  section + section {
    margin-top: 32px;
  }
`;

const FactsCard = styled.aside`
  grid-area: facts;
  align-self: start;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  ${media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + 24px);
  }
  h2 {
    margin: 0 0 12px;
    font-size: 1.125rem;
  }
`;

const FactList = styled.dl`
  display: grid;
  gap: 12px;
  margin: 0 0 20px;

  div {
    display: grid;
    grid-template-columns: 24px minmax(0, 1fr);
    column-gap: 10px;
    align-items: start;
  }
  svg {
    grid-row: span 2;
    margin-top: 3px;
    color: ${({ theme }) => theme.colors.primary};
  }
  dt {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const PlainList = styled.ul`
  margin: 0;
  padding-left: 1.5em;
  line-height: 1.7;
`;

const Callout = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px 24px;
  margin-top: 40px;
  padding: 20px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #e6f0f5;

  p {
    margin: 0;
    font-weight: 600;
  }
`;

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      {icon}
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export interface JobDetailProps {
  job: Job;
  /** Opens the application dialog. */
  onApply: () => void;
  /** The visitor is about to apply (pointer over, focus, touch): a chance to fetch the dialog. */
  onApplyIntent?: () => void;
}

/** Spec 2 "Job detail": hero image, title, facts, 'Bewerbung', the description as safe HTML. */
export function JobDetail({ job, onApply, onApplyIntent }: JobDetailProps) {
  const { t } = useTranslation('careers');
  const language = useLanguage();
  const title = jobTitle(job, language);
  const salary = salaryText(job, t);
  const image = imageUrl(job.image?.path);
  // Lists come from the same locale as the description, else any locale that has them.
  const requirements = pickLocalization(job.localizations, language, 'keyRequirements')?.keyRequirements ?? [];
  const benefits = pickLocalization(job.localizations, language, 'benefits')?.benefits ?? [];
  const description = jobDescriptionHtml(job, language);
  const applyProps = {
    onClick: onApply,
    onPointerEnter: onApplyIntent,
    onFocus: onApplyIntent,
    onTouchStart: onApplyIntent,
    'aria-haspopup': 'dialog' as const,
  };
  // Ids from useId: the page shares its document with the shell and other parts.
  const id = useId();
  const ids = { title: `${id}title`, facts: `${id}facts`, description: `${id}description`, requirements: `${id}requirements`, benefits: `${id}benefits` };

  return (
    <article aria-labelledby={ids.title}>
      {image && (
        <Hero>
          {/* Decorative: the title says what the job is. Above the fold, so loaded first. */}
          <img src={image} alt="" fetchPriority="high" decoding="async" />
        </Hero>
      )}
      <Layout>
        <Head>
          <h1 id={ids.title}>{title}</h1>
        </Head>
        <FactsCard aria-labelledby={ids.facts}>
          <h2 id={ids.facts}>{t('job.facts')}</h2>
          <FactList>
            {job.department && (
              <Fact icon={<BuildingIcon />} label={t('job.department')}>
                {departmentLabel(job.department, t)}
              </Fact>
            )}
            <Fact icon={<ClockIcon />} label={t('job.employmentType')}>
              {employmentTypeLabel(job.employmentType, t)}
            </Fact>
            {job.location && (
              <Fact icon={<PinIcon />} label={t('job.location')}>
                {job.location}
              </Fact>
            )}
            {salary && (
              <Fact icon={<EuroIcon />} label={t('job.salary')}>
                {salary}
              </Fact>
            )}
            <Fact icon={<CalendarIcon />} label={t('job.postedLabel')}>
              <time dateTime={job.createdAt}>{formatDate(job.createdAt)}</time>
            </Fact>
          </FactList>
          <Button size="lg" fullWidth {...applyProps}>
            {t('job.apply')}
          </Button>
        </FactsCard>
        <Body>
          {description && (
            <section aria-labelledby={ids.description}>
              <h2 id={ids.description}>{t('job.description')}</h2>
              <JobDescription html={description} />
            </section>
          )}
          {requirements.length > 0 && (
            <section aria-labelledby={ids.requirements}>
              <h2 id={ids.requirements}>{t('job.requirements')}</h2>
              <PlainList>
                {requirements.map((item, index) => (
                  <li key={index}>{item}</li>
                ))}
              </PlainList>
            </section>
          )}
          {benefits.length > 0 && (
            <section aria-labelledby={ids.benefits}>
              <h2 id={ids.benefits}>{t('job.benefits')}</h2>
              <PlainList>
                {benefits.map((item, index) => (
                  <li key={index}>{item}</li>
                ))}
              </PlainList>
            </section>
          )}
          <Callout>
            <p>{t('job.applyCallout')}</p>
            <Button {...applyProps}>
              {t('job.apply')}
            </Button>
          </Callout>
        </Body>
      </Layout>
    </article>
  );
}
