import type { ContactKind } from '@app/contracts';

import { useT } from '../../i18n/i18n';
import { FieldError } from '../form-fields';

/**
 * The owner's choice on each listing of who sees its contact details (decision 210): Elite members (the
 * seeds' behaviour, checked unless the listing says otherwise) or only after a quote / application /
 * interest. Radios: one is always sent, so an edit never falls back to the default by omission.
 */
export function ContactShownField({
  kind,
  value,
  error,
}: {
  kind: ContactKind;
  /** The listing's current choice (or the entry sent back); anything else is 'elite'. */
  value: string | undefined;
  error?: string;
}) {
  const { t } = useT('owner');
  const afterTrade = value === 'after_trade';
  const id = `contact-shown-${kind}`;
  return (
    <fieldset className="field contact-shown" aria-describedby={`${id}-hint`}>
      <legend>{t('contact.shownLabel')}</legend>
      <label className="checkbox">
        <input type="radio" name="contact_shown" value="elite" defaultChecked={!afterTrade} />{' '}
        <span>{t('contact.shownElite')}</span>
      </label>
      <label className="checkbox">
        <input type="radio" name="contact_shown" value="after_trade" defaultChecked={afterTrade} />{' '}
        <span>{t(`contact.shownAfterTrade.${kind}`)}</span>
      </label>
      <p className="field__hint" id={`${id}-hint`}>
        {t('contact.shownHint')}
      </p>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
