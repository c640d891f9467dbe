import { SelectField, TextField } from '@edu/shared/forms/fields';
import { useFormsTranslation } from '../../../i18n';
import { TEXT_LIMITS } from '../course-registration-schema';
import { choiceOptions } from '../options';
import { FieldGrid } from './field-grid';

export function AddressStep() {
  const { t } = useFormsTranslation();
  const label = (field: string) => t(`courseRegistration.fields.${field}`);
  return (
    <FieldGrid>
      <TextField name="street" label={label('street')} autoComplete="address-line1" required maxLength={TEXT_LIMITS.street} />
      <TextField name="houseNumber" label={label('houseNumber')} required maxLength={TEXT_LIMITS.houseNumber} />
      <TextField
        name="postalCode"
        label={label('postalCode')}
        hint={t('courseRegistration.hints.postalCode')}
        autoComplete="postal-code"
        inputMode="numeric"
        dir="ltr"
        required
        maxLength={5}
      />
      <TextField name="district" label={label('district')} required maxLength={TEXT_LIMITS.district} />
      <TextField name="city" label={label('city')} autoComplete="address-level2" required maxLength={TEXT_LIMITS.city} />
      <SelectField name="residenceType" label={label('residenceType')} options={choiceOptions(t, 'residenceType')} required />
      <SelectField name="residenceDuration" label={label('residenceDuration')} options={choiceOptions(t, 'residenceDuration')} required />
    </FieldGrid>
  );
}
