import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLanguage } from '@edu/shared/i18n';
import { ButtonLink } from '@edu/shared/ui/button';
import { Card, CardBody } from '@edu/shared/ui/card';
import { jobPath } from '../../../config/paths';
import { employmentTypeLabel, jobPreview, jobTitle, postedText, salaryText } from '../lib/job-format';
import type { Job } from '../../../types/job';
import { CalendarIcon, PinIcon } from './icons';

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Tag = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: #e6f0f5;
  color: ${({ theme }) => theme.colors.primary};
  font-size: 0.8125rem;
  font-weight: 600;
`;

const Title = styled.h2`
  margin: 4px 0 0;
  font-size: 1.1875rem;
  line-height: 1.35;
  color: ${({ theme }) => theme.colors.text};
`;

const Preview = styled.p`
  flex: 1;
  margin: 0;
  line-height: 1.6;
  color: ${({ theme }) => theme.colors.muted};
`;

const Salary = styled.p`
  margin: 4px 0 0;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
`;

const Posted = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Action = styled.div`
  margin-top: 8px;
`;

export interface JobCardProps {
  job: Job;
  basePath: string;
  /** The list's query string, so "back" on the job page returns to the same filtered list. */
  listSearch?: string;
}

/** Spec 2 card: title, 75-character plain preview, salary per year, 'Gepostet', 'Bewerbung'. */
export function JobCard({ job, basePath, listSearch = '' }: JobCardProps) {
  const { t } = useTranslation('careers');
  const language = useLanguage();
  const titleId = useId();
  const salary = salaryText(job, t);
  return (
    <Card as="article" aria-labelledby={titleId} data-testid="job-card">
      <CardBody>
        <Tags aria-label={t('job.facts')}>
          <Tag>{employmentTypeLabel(job.employmentType, t)}</Tag>
          {job.location && (
            <Tag>
              <PinIcon />
              {job.location}
            </Tag>
          )}
        </Tags>
        <Title id={titleId}>{jobTitle(job, language)}</Title>
        <Preview>{jobPreview(job, language)}</Preview>
        {salary && <Salary>{salary}</Salary>}
        <Posted>
          <CalendarIcon />
          <time dateTime={job.createdAt}>{postedText(job, t)}</time>
        </Posted>
        <Action>
          {/* aria-describedby: many links read 'Bewerbung'; the title says which job each is for. */}
          <ButtonLink to={jobPath(basePath, job.id)} state={{ listSearch }} aria-describedby={titleId} fullWidth>
            {t('job.apply')}
          </ButtonLink>
        </Action>
      </CardBody>
    </Card>
  );
}
