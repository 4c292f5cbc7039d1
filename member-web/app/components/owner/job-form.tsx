import { JobPer } from '@app/contracts';
import { Link } from '@remix-run/react';

import { useT } from '../../i18n/i18n';
import { Field, TextAreaField } from '../form-fields';
import { ImageField, SubmitButton, TwoChoiceRadios } from './fields';
import { ContactShownField } from './contact-shown-field';
import { UploadForm } from './reporting-form';

/** The entries of the Create Job form, as text. */
export type JobValues = Record<(typeof JOB_FIELDS)[number], string>;

/** The job fields the form sends (POST restaurants/job, POST restaurants/job/{id}). */
export const JOB_FIELDS = [
  'title',
  'position',
  'experience',
  'salary',
  'per',
  'job_timing_from',
  'job_timing_to',
  'location',
  'description',
  'other_benefits',
  'contact_shown',
] as const;

/**
 * Create Job: Title, Position, Experiance, Salary, Per Month/Per Year, Job Timing from/to, Job Location,
 * Description, Other Benfit, Upload Image, 'Job Create' (the seeds' labels). Editing a job (`editingId`)
 * sends the same form to that job, with 'Job Update' and a Cancel link.
 */
export function JobForm({
  values,
  fieldErrors,
  message,
  editingId,
}: {
  values: JobValues;
  fieldErrors?: Record<string, string>;
  message?: string;
  editingId?: number;
}) {
  const { t } = useT('owner');
  return (
    <UploadForm
      editingId={editingId}
      prefix="job"
      values={values}
      fieldErrors={fieldErrors}
      message={message}
      order={JOB_FIELDS}
      aria-label={editingId ? t('job.edit') : t('job.create')}
    >
      <div className="form__grid">
        <Field label={t('job.title')} name="title" required />
        <Field label={t('job.position')} name="position" required />
      </div>
      <div className="form__grid">
        <Field label={t('job.experience')} name="experience" />
        <Field label={t('job.salary')} name="salary" inputMode="decimal" required />
      </div>
      <TwoChoiceRadios
        legend={t('job.salaryPer')}
        name="per"
        firstId="job-per"
        choices={[
          { value: JobPer.Month, label: t('job.perMonth') },
          { value: JobPer.Year, label: t('job.perYear') },
        ]}
        chosen={values.per}
        error={fieldErrors?.per}
      />
      <div className="form__grid">
        <Field label={t('job.timingFrom')} name="job_timing_from" type="time" />
        <Field label={t('job.timingTo')} name="job_timing_to" type="time" />
      </div>
      <Field label={t('job.location')} name="location" />
      <TextAreaField label={t('job.description')} name="description" />
      <TextAreaField label={t('job.otherBenefits')} name="other_benefits" rows={2} />
      <ImageField name="photo" />
      <ContactShownField kind="job" value={values.contact_shown} error={fieldErrors?.contact_shown} />
      <div className="form__actions">
        <SubmitButton
          label={editingId ? t('job.update') : t('job.submit')}
          intent={editingId ? 'update' : 'create'}
        />
        {editingId ? (
          <Link to="/CreateJob" className="button button--ghost">
            {t('cancel')}
          </Link>
        ) : null}
      </div>
    </UploadForm>
  );
}
