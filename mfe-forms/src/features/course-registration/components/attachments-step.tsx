import { FileField } from '@edu/shared/forms/fields';
import { useFormsTranslation } from '../../../i18n';
import { ATTACHMENT_RULES, type AttachmentField } from '../attachments';

const FIELDS: AttachmentField[] = ['profilePicture', 'certificates', 'cv'];

export function AttachmentsStep() {
  const { t } = useFormsTranslation();
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
