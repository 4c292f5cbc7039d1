import { type PendingReview, REVIEW_RULES, REVIEW_TAG_TEXT } from '@app/contracts';
import { Form } from '@remix-run/react';

import { FieldError } from '../form-fields';
import { SelectField, SubmitButton, TextAreaField } from '../owner/fields';

const RATING_OPTIONS = [5, 4, 3, 2, 1].map((n) => ({
  value: String(n),
  label: `${n} star${n > 1 ? 's' : ''}`,
}));

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
  const saved = trade.review;
  const values = failure?.values;
  const chosen = new Set((values?.tags as string[] | undefined) ?? saved?.tags ?? []);
  const key = `${trade.trade_type}-${trade.trade_id}`;
  return (
    <Form method="post" className="review-form" aria-label={`Review of ${trade.other.name}`}>
      <input type="hidden" name="trade_type" value={trade.trade_type} />
      <input type="hidden" name="trade_id" value={trade.trade_id} />
      {saved ? <input type="hidden" name="review_id" value={saved.id} /> : null}
      <SelectField
        name="rating"
        label="Rating"
        options={RATING_OPTIONS}
        placeholder="Choose"
        defaultValue={String(values?.rating ?? saved?.rating ?? '')}
        error={failure?.fieldErrors.rating}
        required
      />
      <TextAreaField
        name="text"
        label="Your review"
        maxLength={REVIEW_RULES.textMax}
        defaultValue={String(values?.text ?? saved?.text ?? '')}
        error={failure?.fieldErrors.text}
        required
      />
      <fieldset className="review-form__tags">
        <legend>Tags (up to {REVIEW_RULES.tagsMax})</legend>
        {trade.tags.map((tag) => (
          <label key={tag}>
            <input type="checkbox" name="tags" value={tag} defaultChecked={chosen.has(tag)} />{' '}
            {REVIEW_TAG_TEXT[tag] ?? tag}
          </label>
        ))}
        <FieldError error={failure?.fieldErrors.tags} />
      </fieldset>
      <SubmitButton label={saved ? 'Update review' : 'Publish review'} intent={`review-${key}`} />
    </Form>
  );
}
