import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { FileField } from '@edu/shared/forms/fields';
import { useFormsTranslation } from '../../../i18n';
import { ATTACHMENT_RULES, type AttachmentField } from '../attachments';
import type { CourseRegistrationValues } from '../course-registration-schema';

const FIELDS: AttachmentField[] = ['profilePicture', 'certificates', 'cv'];
const isAttachmentField = (name: string | undefined): name is AttachmentField => FIELDS.includes(name as AttachmentField);

export function AttachmentsStep() {
  const { t } = useFormsTranslation();
  const { watch, setValue, getValues } = useFormContext<CourseRegistrationValues>();

  // Choosing files is a finished action (unlike typing): a wrong type or size shows at once,
  // not only after leaving the field or pressing "next".
  useEffect(() => {
    const subscription = watch((_values, { name, type }) => {
      if (type === 'change' && isAttachmentField(name)) {
        setValue(name, getValues(name), { shouldTouch: true, shouldValidate: true });
      }
    });
    return () => subscription.unsubscribe();
  }, [watch, setValue, getValues]);

  return (
    <div>
      {FIELDS.map((field) => (
        <FileField
          key={field}
          name={field}
          label={t(`courseRegistration.fields.${field}`)}
          hint={t(`courseRegistration.hints.${field}`)}
          accept={ATTACHMENT_RULES[field].accept}
          multiple={ATTACHMENT_RULES[field].max > 1}
          required
        />
      ))}
    </div>
  );
}
