import { type PendingReview, REVIEW_RULES, REVIEW_TAG_TEXT } from '@app/contracts';
import { Form } from '@remix-run/react';

import { useT } from '../../i18n/i18n';
import { FieldError } from '../form-fields';
import { SelectField, SubmitButton, TextAreaField } from '../owner/fields';

const RATINGS = [5, 4, 3, 2, 1];

export interface ReviewFormFailure {
  values: Record<string, unknown>;
  fieldErrors: Record<string, string>;
  message?: string;
}

/**
 * Writing (or, before the reveal, editing) the review of one trade: stars, text, up to three tags of the
 * trade's direction. A plain form: it works without JavaScript.
 */
export function ReviewForm({ trade, failure }: { trade: PendingReview; failure?: ReviewFormFailure }) {
  const { t } = useT('reviews');
  const saved = trade.review;
  const values = failure?.values;
  const chosen = new Set((values?.tags as string[] | undefined) ?? saved?.tags ?? []);
  const key = `${trade.trade_type}-${trade.trade_id}`;
  return (
    <Form method="post" className="review-form" aria-label={t('form.reviewOf', { name: trade.other.name })}>
      <input type="hidden" name="trade_type" value={trade.trade_type} />
      <input type="hidden" name="trade_id" value={trade.trade_id} />
      {saved ? <input type="hidden" name="review_id" value={saved.id} /> : null}
      <SelectField
        name="rating"
        label={t('form.rating')}
        options={RATINGS.map((n) => ({ value: String(n), label: t('stars', { count: n }) }))}
        placeholder={t('form.choose')}
        defaultValue={String(values?.rating ?? saved?.rating ?? '')}
        error={failure?.fieldErrors.rating}
        required
      />
      <TextAreaField
        name="text"
        label={t('form.text')}
        maxLength={REVIEW_RULES.textMax}
        defaultValue={String(values?.text ?? saved?.text ?? '')}
        error={failure?.fieldErrors.text}
        required
      />
      <fieldset className="review-form__tags">
        <legend>{t('form.tags', { max: REVIEW_RULES.tagsMax })}</legend>
        {trade.tags.map((tag) => (
          <label key={tag}>
            <input type="checkbox" name="tags" value={tag} defaultChecked={chosen.has(tag)} />{' '}
            {t(`tags.${tag}`, { defaultValue: REVIEW_TAG_TEXT[tag] ?? tag })}
          </label>
        ))}
        <FieldError error={failure?.fieldErrors.tags} />
      </fieldset>
      <SubmitButton label={saved ? t('form.update') : t('form.publish')} intent={`review-${key}`} />
    </Form>
  );
}
