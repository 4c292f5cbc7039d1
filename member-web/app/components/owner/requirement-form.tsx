import { Form } from '@remix-run/react';

import { Field } from '../form-fields';
import { ImageField, SubmitButton, TextAreaField } from './fields';
import { ServerMessage } from './server-message';

/**
 * Title, Description and an image: the requirement form of Post My Requirment (button Create) and of the
 * Edit Requirement dialog (button SAVE). `disabled` greys it all out for members without Elite.
 */
export function RequirementForm({
  values,
  fieldErrors = {},
  message,
  submitLabel,
  intent,
  disabled = false,
  hidden,
  label,
}: {
  values: { title: string; description: string };
  fieldErrors?: Record<string, string>;
  message?: string;
  submitLabel: string;
  intent: string;
  disabled?: boolean;
  hidden?: Record<string, string>;
  label: string;
}) {
  return (
    <Form method="post" encType="multipart/form-data" className="form" aria-label={label}>
      <ServerMessage tone="error" message={message} />
      <fieldset className="owner-fieldset" disabled={disabled}>
        {Object.entries(hidden ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Field label="Title" name="title" required defaultValue={values.title} error={fieldErrors.title} />
        <TextAreaField
          label="Description"
          name="description"
          required
          defaultValue={values.description}
          error={fieldErrors.description}
        />
        <ImageField name="photo" error={fieldErrors.photo} />
        <div className="form__actions">
          <SubmitButton label={submitLabel} intent={intent} />
        </div>
      </fieldset>
    </Form>
  );
}
