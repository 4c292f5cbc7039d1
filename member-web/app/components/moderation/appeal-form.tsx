import { APPEAL_TEXT_MAX_LENGTH, APPEAL_TEXT_MIN_LENGTH } from '@app/contracts';
import { Form, useNavigation } from '@remix-run/react';

import { formatDate as formatDateIn } from '../../i18n/format';
import { useT } from '../../i18n/i18n';
import { DEFAULT_LANGUAGE } from '../../i18n/languages';
import { FormAlert } from '../form-fields';
import { TextAreaField } from '../owner/fields';

/** What a failed appeal hands back to its form. */
export interface AppealFailure {
  noticeId: number | null;
  text: string;
  message?: string;
  fieldErrors: Record<string, string>;
}

/**
 * The appeal of one decision: a plain POST form (works without JavaScript) with the member's text; `token`
 * is the mailed link's, for a member who cannot sign in.
 */
export function AppealForm({
  noticeId,
  label,
  appealUntil,
  token,
  failure,
}: {
  noticeId: number;
  /** Names the form for assistive technology (which decision it appeals). */
  label: string;
  appealUntil?: string;
  token?: string;
  failure?: AppealFailure;
}) {
  const { t } = useT('moderation');
  const navigation = useNavigation();
  const mine = failure?.noticeId === noticeId ? failure : undefined;
  const sending =
    navigation.state === 'submitting' && navigation.formData?.get('notice_id') === String(noticeId);
  return (
    <Form method="post" className="notice__form" aria-label={label}>
      <input type="hidden" name="notice_id" value={noticeId} />
      {token ? <input type="hidden" name="token" value={token} /> : null}
      <FormAlert>{mine?.message}</FormAlert>
      <TextAreaField
        label={t('appeal.label')}
        name="text"
        required
        minLength={APPEAL_TEXT_MIN_LENGTH}
        maxLength={APPEAL_TEXT_MAX_LENGTH}
        defaultValue={mine?.text}
        error={mine?.fieldErrors.text}
      />
      <p className="field__hint">
        {appealUntil
          ? t('appeal.hintUntil', {
              min: APPEAL_TEXT_MIN_LENGTH,
              max: APPEAL_TEXT_MAX_LENGTH,
              date: appealUntil,
            })
          : t('appeal.hint', { min: APPEAL_TEXT_MIN_LENGTH, max: APPEAL_TEXT_MAX_LENGTH })}
      </p>
      <button type="submit" className="button button--primary" disabled={sending}>
        {t('appeal.send')}
      </button>
    </Form>
  );
}

// One format on the server and in the browser (no hydration mismatch); the product's members are in India.
// English keeps its medium date; other languages write the date as the site's format does ("12 मार्च 2026").
const DATE = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });
export const formatDate = (iso: string, language: string = DEFAULT_LANGUAGE) =>
  language === DEFAULT_LANGUAGE ? DATE.format(new Date(iso)) : formatDateIn(iso, language);
