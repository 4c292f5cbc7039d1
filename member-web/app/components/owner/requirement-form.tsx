import { useT } from '../../i18n/i18n';
import { Field, TextAreaField } from '../form-fields';
import { ContactShownField } from './contact-shown-field';
import { ImageField, SubmitButton } from './fields';
import { UploadForm } from './reporting-form';

/**
 * Title, Description and an image: the requirement form of Post My Requirment (button Create) and of the
 * Edit Requirement dialog (button SAVE). `disabled` greys it all out for members without Elite.
 */
export function RequirementForm({
  values,
  fieldErrors,
  prefix = 'requirement',
  message,
  submitLabel,
  intent,
  disabled = false,
  hidden,
  label,
}: {
  values: { title: string; description: string; contact_shown?: string };
  fieldErrors?: Record<string, string>;
  /** The fields' id prefix: unique per page (the list's Edit dialog uses its own). */
  prefix?: string;
  message?: string;
  submitLabel: string;
  intent: string;
  disabled?: boolean;
  hidden?: Record<string, string>;
  label: string;
}) {
  const { t } = useT('owner');
  return (
    <UploadForm
      prefix={prefix}
      values={values}
      fieldErrors={fieldErrors}
      message={message}
      order={['title', 'description', 'photo', 'contact_shown']}
      aria-label={label}
    >
      <fieldset className="owner-fieldset" disabled={disabled}>
        {Object.entries(hidden ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Field label={t('requirement.title')} name="title" required />
        <TextAreaField label={t('requirement.description')} name="description" required />
        <ImageField name="photo" />
        <ContactShownField
          kind="requirement"
          value={values.contact_shown}
          error={fieldErrors?.contact_shown}
        />
        <div className="form__actions">
          <SubmitButton label={submitLabel} intent={intent} />
        </div>
      </fieldset>
    </UploadForm>
  );
}
