import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '@edu/shared/theme';
import { SelectField, TextField } from '@edu/shared/forms/fields';
import { MARTIAL_STATUSES, RULES } from '../lib/personal-schema';
import { StepHeading } from './step-heading';

/** Two columns from 640 px: pairs that belong together (names, street and number) sit side by side. */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  column-gap: 16px;
  margin-top: 16px;

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** Step 1 'Eckdaten': the personal fields of the application payload. */
export function PersonalStep({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation('careers');
  const label = (field: string) => t(`application.fields.${field}`);
  return (
    <section>
      <StepHeading ref={headingRef}>{t('application.steps.personal')}</StepHeading>
      <FieldGrid>
        <TextField name="firstName" label={label('firstName')} autoComplete="given-name" maxLength={RULES.nameMax} required />
        <TextField name="lastName" label={label('lastName')} autoComplete="family-name" maxLength={RULES.nameMax} required />
        <TextField name="email" label={label('email')} type="email" autoComplete="email" maxLength={RULES.emailMax} required />
        <TextField
          name="phone"
          label={label('phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={t('application.hints.phone')}
          required
        />
        <TextField name="birthDate" label={label('birthDate')} type="date" autoComplete="bday" required />
        <SelectField
          name="martialStatus"
          label={label('martialStatus')}
          options={MARTIAL_STATUSES.map((value) => ({ value, label: t(`application.martialStatuses.${value}`) }))}
          required
        />
        <TextField name="street" label={label('street')} autoComplete="address-line1" maxLength={RULES.streetMax} required />
        <TextField name="buildingNum" label={label('buildingNum')} maxLength={RULES.buildingNumMax} required />
        <TextField name="zipCode" label={label('zipCode')} inputMode="numeric" autoComplete="postal-code" maxLength={5} dir="ltr" required />
        <TextField name="city" label={label('city')} autoComplete="address-level2" maxLength={RULES.cityMax} required />
        <TextField
          name="employeeNationality"
          label={label('employeeNationality')}
          maxLength={RULES.nationalityMax}
          required
        />
        <TextField name="location" label={label('location')} hint={t('application.hints.location')} maxLength={RULES.locationMax} required />
      </FieldGrid>
    </section>
  );
}
