import { ContactMessages, type ContactKind } from '@app/contracts';

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
  const afterTrade = value === 'after_trade';
  const id = `contact-shown-${kind}`;
  return (
    <fieldset className="field contact-shown" aria-describedby={`${id}-hint`}>
      <legend>{ContactMessages.shownLabel}</legend>
      <label className="checkbox">
        <input type="radio" name="contact_shown" value="elite" defaultChecked={!afterTrade} />{' '}
        <span>{ContactMessages.shownOptions.elite}</span>
      </label>
      <label className="checkbox">
        <input type="radio" name="contact_shown" value="after_trade" defaultChecked={afterTrade} />{' '}
        <span>{ContactMessages.shownOptions.after_trade[kind]}</span>
      </label>
      <p className="field__hint" id={`${id}-hint`}>
        By default Elite members can see this listing&apos;s contact details, as the Elite plan promises; each
        time one does, it is listed under Who viewed my contact.
      </p>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
