import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type RefObject,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

import { useSiteWording } from '../api-wording';
import { useT } from '../i18n/i18n';

import { useHydrated } from './use-hydrated';

/**
 * The shared pattern for forms that report errors (decision 171). The server validates every field in one
 * pass and answers all the messages at once, keyed by field name. Inside <FormErrorScope prefix="signup">
 * each field's id is `<prefix>-<name>`, so <ErrorSummary> at the top of the form (rendered for every
 * failed submit, also without JavaScript) links each message to its field, and with JavaScript
 * useFocusFirstError moves focus to the first invalid field once the answer arrives. Where the API refused
 * the form with a message of its own, that message is the form's one alert and the summary stays out.
 */
const FieldIdPrefix = createContext<string | null>(null);

export function FormErrorScope({ prefix, children }: { prefix: string; children: ReactNode }) {
  return <FieldIdPrefix.Provider value={prefix}>{children}</FieldIdPrefix.Provider>;
}

/** The id of a field: stable (`<prefix>-<name>`) inside a FormErrorScope, else React's generated one. */
export function useFieldId(name: string): string {
  const prefix = useContext(FieldIdPrefix);
  const generated = useId();
  return prefix ? `${prefix}-${name}` : generated;
}

/**
 * Every message of a failed submit, each linking to its field, in the order the fields come (`order`);
 * messages for fields not listed follow. Nothing when there are no field errors.
 */
export function ErrorSummary({
  prefix,
  errors,
  order = [],
}: {
  prefix: string;
  errors: Record<string, string> | undefined;
  order?: readonly string[];
}) {
  const { t } = useT('common');
  const word = useSiteWording();
  const names = Object.keys(errors ?? {}).filter((name) => errors?.[name]);
  if (!errors || names.length === 0) return null;
  const sorted = [
    ...order.filter((name) => names.includes(name)),
    ...names.filter((name) => !order.includes(name)),
  ];
  return (
    <div
      className="alert alert--error error-summary"
      role="alert"
      aria-labelledby={`${prefix}-summary-title`}
    >
      <p id={`${prefix}-summary-title`} className="error-summary__title">
        {sorted.length === 1 ? t('form.fixOne') : t('form.fixMany', { count: sorted.length })}
      </p>
      <ul>
        {sorted.map((name) => (
          <li key={name}>
            <a href={`#${prefix}-${name}`}>{word(errors[name]!)}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * With JavaScript: after a failed submit (a new `result` carrying field errors), focus goes to the form's
 * first invalid field rather than dropping to the top of the page.
 */
export function useFocusFirstError(formRef: RefObject<HTMLFormElement | null>, result: unknown) {
  const last = useRef<unknown>(undefined);
  useEffect(() => {
    if (!result || result === last.current) return;
    last.current = result;
    const form = formRef.current;
    const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (first) return first.focus();
    // A message for the whole form only (no field named): the alert takes focus, so it is read out.
    const alert = form?.querySelector<HTMLElement>('[role="alert"]');
    if (alert) {
      alert.tabIndex = -1;
      alert.focus();
    }
  }, [result, formRef]);
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/**
 * A form's entries and server messages, by field name. A Field, SelectField or TextAreaField inside takes
 * its default value and its message from here unless given its own; a read-only field, and a file,
 * checkbox or password input, takes no value (the first is shown as given, the others cannot be refilled).
 */
type FieldBinding = { values?: Record<string, string>; errors?: Record<string, string> };
const BoundValues = createContext<FieldBinding>({});

export function FieldValuesScope({ values, errors, children }: FieldBinding & { children: ReactNode }) {
  return <BoundValues.Provider value={{ values, errors }}>{children}</BoundValues.Provider>;
}

/** The entries and messages of the enclosing FieldValuesScope (none outside one). */
export function useFieldValues(): FieldBinding {
  return useContext(BoundValues);
}

const UNFILLED_TYPES = new Set(['file', 'checkbox', 'radio', 'password', 'hidden']);

/** The props a control ends up with: its own, filled in from the scope's values and messages. */
function useBound<P extends { name: string; error?: string; readOnly?: boolean; type?: string }>(props: P) {
  const { values, errors } = useContext(BoundValues);
  if (props.readOnly) return props;
  const error = props.error ?? errors?.[props.name];
  const fill =
    values && !('defaultValue' in props) && !('value' in props) && !UNFILLED_TYPES.has(props.type ?? '');
  return { ...props, error, ...(fill ? { defaultValue: values[props.name] ?? '' } : {}) };
}

/** The id of a control and the attributes that tie its message and hint to it. */
function useControl(name: string, error: string | undefined, hint?: ReactNode) {
  const id = useFieldId(name);
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return {
    id,
    aria: { 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined },
  };
}

/** The frame of every labelled control: label, control, hint, server message. */
function FieldFrame({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A labelled input with its server message below it, tied together for assistive technology. */
export function Field(props: InputProps & { label: string; error?: string; hint?: ReactNode; name: string }) {
  const { label, error, hint, ...input } = useBound(props);
  const { id, aria } = useControl(input.name, error, hint);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input id={id} {...aria} {...input} />
    </FieldFrame>
  );
}

/** A labelled multi-line input with its server message below it. */
export function TextAreaField(
  props: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
    label: string;
    error?: string;
    name: string;
  },
) {
  const { label, error, ...textarea } = useBound(props);
  const { id, aria } = useControl(textarea.name, error);
  return (
    <FieldFrame id={id} label={label} error={error}>
      <textarea id={id} rows={4} {...aria} {...textarea} />
    </FieldFrame>
  );
}

/** A labelled select of value/label options with its server message below it. */
export function SelectField(
  props: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
    label: string;
    error?: string;
    name: string;
    options: Array<{ value: string; label: string }>;
    placeholder?: string;
  },
) {
  const { label, error, options, placeholder, ...select } = useBound(props);
  const { id, aria } = useControl(select.name, error);
  return (
    <FieldFrame id={id} label={label} error={error}>
      <select id={id} {...aria} {...select}>
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/**
 * A ticked-by-the-member consent (affirmative: unticked until ticked; unticking withdraws), with its hint
 * and server message; `idBase` names the hint (`<idBase>-hint`) and the message (`<idBase>-error`).
 */
export function ConsentCheckbox({
  name,
  idBase,
  label,
  hint,
  checked,
  error,
}: {
  name: string;
  idBase: string;
  label: string;
  hint: ReactNode;
  checked: boolean;
  error?: string;
}) {
  return (
    <div className="field">
      <label className="checkbox">
        <input
          type="checkbox"
          name={name}
          value="1"
          defaultChecked={checked}
          aria-describedby={`${idBase}-hint`}
        />{' '}
        <span>{label}</span>
      </label>
      <p className="field__hint" id={`${idBase}-hint`}>
        {hint}
      </p>
      <FieldError id={`${idBase}-error`} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id?: string; error?: string }) {
  const word = useSiteWording();
  if (!error) return null;
  return (
    <p id={id} className="field__error">
      {word(error)}
    </p>
  );
}

/** A password input; with JavaScript a Show/Hide button toggles it to plain text. */
export function PasswordField({
  label,
  error,
  ...input
}: InputProps & { label: string; error?: string; name: string }) {
  const { t } = useT('common');
  const id = useFieldId(input.name);
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="password-input">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        {hydrated ? (
          <button
            type="button"
            className="button button--ghost button--small"
            aria-controls={id}
            aria-label={visible ? t('form.hidePassword') : t('form.showPassword')}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? t('form.hide') : t('form.show')}
          </button>
        ) : null}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A message for the whole form: an error (role=alert) or a success notice (role=status). */
export function FormAlert({
  tone = 'error',
  children,
}: {
  tone?: 'error' | 'success' | 'warning';
  children: ReactNode;
}) {
  const word = useSiteWording();
  if (!children) return null;
  return (
    <div className={`alert alert--${tone}`} role={tone === 'success' ? 'status' : 'alert'}>
      {typeof children === 'string' ? word(children) : children}
    </div>
  );
}

/**
 * A warning the member can close; with JavaScript it also goes away by itself after `autoDismissMs`
 * (the OTP screen: 5 seconds). `resetKey` brings it back for the next failure.
 */
export function DismissibleWarning({
  children,
  autoDismissMs,
  resetKey,
}: {
  children: ReactNode;
  autoDismissMs?: number;
  resetKey?: unknown;
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(true);
  useEffect(() => {
    setOpen(true);
    if (!autoDismissMs) return;
    const timer = setTimeout(() => setOpen(false), autoDismissMs);
    return () => clearTimeout(timer);
  }, [resetKey, autoDismissMs]);
  if (!open) return null;
  return (
    <div className="alert alert--warning alert--dismissible" role="alert">
      <span>{children}</span>
      {hydrated ? <DismissButton onClick={() => setOpen(false)} /> : null}
    </div>
  );
}

/**
 * The × that closes an alert or a dialog (only with JavaScript: the caller shows it once hydrated);
 * `label` names it for assistive technology, "Dismiss" unless given.
 */
export function DismissButton({ onClick, label }: { onClick: () => void; label?: string }) {
  const { t } = useT('common');
  return (
    <button type="button" className="alert__close" aria-label={label ?? t('form.dismiss')} onClick={onClick}>
      ×
    </button>
  );
}
