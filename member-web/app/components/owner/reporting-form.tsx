import { Form, type FormProps } from '@remix-run/react';
import { useRef, type ReactNode } from 'react';

import { ErrorSummary, FieldValuesScope, FormErrorScope, useFocusFirstError } from '../form-fields';
import { ServerMessage } from './server-message';

/**
 * A marketplace form with the shared error pattern (decision 171, applied to the marketplace in 185): each
 * field's id is `<prefix>-<name>`; a failed submit shows every message next to its field and, at the top,
 * a summary linking to each field (plain HTML, also without JavaScript); with JavaScript focus moves to the
 * first invalid field. A message of the API's own (not about one field) stays the form's one red alert.
 * `noValidate`: the browser's one-bubble-at-a-time checks would pre-empt the server's complete answer.
 * With `values`, each field inside takes its entry and its message by its name (FieldValuesScope).
 */
export function ReportingForm({
  prefix,
  fieldErrors,
  message,
  order,
  values,
  children,
  ...form
}: Omit<FormProps, 'ref'> & {
  prefix: string;
  values?: Record<string, string>;
  fieldErrors?: Record<string, string>;
  message?: string | null;
  order?: readonly string[];
  children: ReactNode;
}) {
  const ref = useRef<HTMLFormElement>(null);
  const hasFieldErrors = !!fieldErrors && Object.values(fieldErrors).some(Boolean);
  useFocusFirstError(ref, hasFieldErrors ? fieldErrors : (message ?? null));
  return (
    <FormErrorScope prefix={prefix}>
      <Form ref={ref} noValidate {...form}>
        <ServerMessage tone="error" message={message} />
        <ErrorSummary prefix={prefix} errors={message ? undefined : summaryKeys(fieldErrors)} order={order} />
        {values ? (
          <FieldValuesScope values={values} errors={fieldErrors}>
            {children}
          </FieldValuesScope>
        ) : (
          children
        )}
      </Form>
    </FormErrorScope>
  );
}

/**
 * The API names a row's field `product_name.0.name`; the form's input is `product_name[0][name]`, and its id
 * follows the input's name, so the summary's link uses the bracketed form.
 */
function summaryKeys(errors: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!errors) return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([key, text]) => [key.replace(/\.([^.]+)/g, '[$1]'), text]),
  );
}

/**
 * The marketplace's upload forms (listings, profiles, applications): a ReportingForm posted as multipart.
 * Editing a saved item (`editingId`) sends its id along, and a form for another item starts afresh.
 */
export function UploadForm({
  editingId,
  children,
  ...form
}: Omit<Parameters<typeof ReportingForm>[0], 'method' | 'encType'> & { editingId?: number }) {
  return (
    <ReportingForm
      method="post"
      encType="multipart/form-data"
      className="form"
      key={editingId ?? 'new'}
      {...form}
    >
      {editingId ? <input type="hidden" name="id" value={editingId} /> : null}
      {children}
    </ReportingForm>
  );
}
