import { TextField } from '@edu/shared/forms/fields';
import { useFormsTranslation } from '../../../i18n';
import { REGISTRATION_LIMITS } from '../../registration/registration-schema';
import { TEXT_LIMITS } from '../course-registration-schema';
import { FieldGrid } from './field-grid';

export function PersonalStep() {
  const { t } = useFormsTranslation();
  const label = (field: string) => t(`courseRegistration.fields.${field}`);
  return (
    <FieldGrid>
      <TextField name="firstName" label={label('firstName')} autoComplete="given-name" required maxLength={REGISTRATION_LIMITS.nameMax} />
      <TextField name="lastName" label={label('lastName')} autoComplete="family-name" required maxLength={REGISTRATION_LIMITS.nameMax} />
      <TextField name="birthDate" type="date" label={label('birthDate')} autoComplete="bday" required />
      <TextField name="birthPlace" label={label('birthPlace')} required maxLength={TEXT_LIMITS.birthPlace} />
      <TextField name="nationality" label={label('nationality')} required maxLength={TEXT_LIMITS.nationality} />
      <TextField name="countryOfOrigin" label={label('countryOfOrigin')} autoComplete="country-name" required maxLength={TEXT_LIMITS.countryOfOrigin} />
      <TextField name="profession" label={label('profession')} autoComplete="organization-title" required maxLength={TEXT_LIMITS.profession} />
      <TextField name="phone" type="tel" label={label('phone')} autoComplete="tel" inputMode="numeric" required />
      <TextField name="email" type="email" label={label('email')} autoComplete="email" required />
    </FieldGrid>
  );
}
