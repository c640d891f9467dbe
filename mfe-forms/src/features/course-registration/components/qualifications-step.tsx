import { useWatch } from 'react-hook-form';
import { RadioGroupField, SelectField, TextAreaField } from '@edu/shared/forms/fields';
import { useFormsTranslation } from '../../../i18n';
import { TEXT_LIMITS, type CourseRegistrationValues } from '../course-registration-schema';
import { choiceOptions, yesNoOptions } from '../options';
import { FieldGrid, Wide } from './field-grid';

export function QualificationsStep() {
  const { t } = useFormsTranslation();
  const label = (field: string) => t(`courseRegistration.fields.${field}`);
  const computerSkills = useWatch<CourseRegistrationValues, 'computerSkills'>({ name: 'computerSkills' });
  return (
    <FieldGrid>
      <Wide>
        <TextAreaField
          name="academicQualifications"
          label={label('academicQualifications')}
          hint={t('courseRegistration.hints.academicQualifications')}
          rows={3}
          required
          maxLength={TEXT_LIMITS.academicQualifications}
        />
        <TextAreaField
          name="trainingCourses"
          label={label('trainingCourses')}
          hint={t('courseRegistration.hints.trainingCourses')}
          rows={3}
          required
          maxLength={TEXT_LIMITS.trainingCourses}
        />
      </Wide>
      <SelectField name="germanLevel" label={label('germanLevel')} options={choiceOptions(t, 'germanLevel')} required />
      <RadioGroupField name="computerSkills" label={label('computerSkills')} options={yesNoOptions(t)} required />
      {computerSkills === 'yes' && (
        <Wide>
          <TextAreaField name="computerPrograms" label={label('computerPrograms')} rows={2} required maxLength={TEXT_LIMITS.computerPrograms} />
        </Wide>
      )}
      <Wide>
        <TextAreaField
          name="arabicTeachingExperience"
          label={label('arabicTeachingExperience')}
          hint={t('courseRegistration.hints.arabicTeachingExperience')}
          rows={3}
          required
          maxLength={TEXT_LIMITS.arabicTeachingExperience}
        />
        <TextAreaField name="specialSkills" label={label('specialSkills')} rows={3} required maxLength={TEXT_LIMITS.specialSkills} />
      </Wide>
      <SelectField name="expectedWorkYears" label={label('expectedWorkYears')} options={choiceOptions(t, 'expectedWorkYears')} required />
      <Wide>
        <TextAreaField name="expectedWorkYearsReason" label={label('expectedWorkYearsReason')} rows={3} required maxLength={TEXT_LIMITS.expectedWorkYearsReason} />
      </Wide>
    </FieldGrid>
  );
}
