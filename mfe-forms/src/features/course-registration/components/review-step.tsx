import { useFormContext } from 'react-hook-form';
import styled from 'styled-components';
import { formatDate } from '@edu/shared/format';
import { media } from '@edu/shared/theme';
import { Button } from '@edu/shared/ui/button';
import { useFormsTranslation, type Translate } from '../../../i18n';
import { filesOf, formatFileSize } from '../attachments';
import type { CourseRegistrationValues } from '../course-registration-schema';
import { isChoiceField } from '../options';
import { COURSE_STEPS, REVIEW_STEP } from '../steps';

const Intro = styled.p`
  margin: 0 0 20px;
`;

const Group = styled.section`
  padding: 16px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  &:last-of-type {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const GroupHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 8px;

  h3 {
    margin: 0;
    font-size: 1.125rem;
  }
`;

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 2px 24px;
  margin: 0;

  ${media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }

  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9375rem;
  }
  dd {
    margin: 0 0 10px;
    font-weight: 600;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  ul {
    margin: 0;
    padding-left: 20px;
  }
`;

const Size = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 400;
`;

function displayValue(t: Translate, name: keyof CourseRegistrationValues, value: unknown) {
  if (typeof value !== 'string') return '';
  if (name === 'birthDate') return value ? formatDate(value) : '';
  if (name === 'computerSkills') return value ? t(`courseRegistration.options.${value}`) : '';
  if (isChoiceField(name) && value) return t(`courseRegistration.options.${name}.${value}`);
  return value;
}

/** Everything the visitor entered, by step, each with a way back to change it. */
export function ReviewStep({ onEdit, course }: { onEdit: (step: number) => void; course?: string }) {
  const { t } = useFormsTranslation();
  const { getValues } = useFormContext<CourseRegistrationValues>();
  const values = getValues();
  return (
    <div>
      <Intro>{t('courseRegistration.review.intro')}</Intro>
      {course && (
        <List>
          <dt>{t('courseRegistration.fields.course')}</dt>
          <dd>{course}</dd>
        </List>
      )}
      {COURSE_STEPS.slice(0, REVIEW_STEP).map((step, index) => {
        const title = t(`courseRegistration.steps.${step.id}`);
        const fields = step.fields.filter((name) => name !== 'computerPrograms' || values.computerSkills === 'yes');
        return (
          <Group key={step.id} aria-labelledby={`review-${step.id}`}>
            <GroupHeader>
              <h3 id={`review-${step.id}`}>{title}</h3>
              <Button variant="ghost" size="sm" aria-label={t('courseRegistration.review.editStep', { step: title })} onClick={() => onEdit(index)}>
                {t('courseRegistration.review.edit')}
              </Button>
            </GroupHeader>
            <List>
              {fields.map((name) => (
                <ReviewItem key={name} name={name} value={values[name]} />
              ))}
            </List>
          </Group>
        );
      })}
    </div>
  );
}

function ReviewItem({ name, value }: { name: keyof CourseRegistrationValues; value: unknown }) {
  const { t } = useFormsTranslation();
  const label = t(`courseRegistration.fields.${name}`);
  if (name === 'profilePicture' || name === 'certificates' || name === 'cv') {
    const files = filesOf(value);
    return (
      <>
        <dt>{label}</dt>
        <dd>
          {files.length === 0 ? (
            t('courseRegistration.review.noFile')
          ) : (
            <ul>
              {files.map((file, index) => (
                <li key={`${index}-${file.name}`}>
                  {file.name} <Size>({formatFileSize(file.size)})</Size>
                </li>
              ))}
            </ul>
          )}
        </dd>
      </>
    );
  }
  return (
    <>
      <dt>{label}</dt>
      <dd>{displayValue(t, name, value)}</dd>
    </>
  );
}
