import { useEffect, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';

import { useHydrated } from './use-hydrated';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A labelled input with its server message below it, tied together for assistive technology. */
export function Field({
  label,
  error,
  hint,
  ...input
}: InputProps & { label: string; error?: string; hint?: ReactNode; name: string }) {
  const id = useId();
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id?: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="field__error">
      {error}
    </p>
  );
}

/** A password input; with JavaScript a Show/Hide button toggles it to plain text. */
export function PasswordField({
  label,
  error,
  ...input
}: InputProps & { label: string; error?: string; name: string }) {
  const id = useId();
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
            aria-label={visible ? 'Hide password' : 'Show password'}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? 'Hide' : 'Show'}
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
  if (!children) return null;
  return (
    <div className={`alert alert--${tone}`} role={tone === 'success' ? 'status' : 'alert'}>
      {children}
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
      {hydrated ? (
        <button type="button" className="alert__close" aria-label="Dismiss" onClick={() => setOpen(false)}>
          ×
        </button>
      ) : null}
    </div>
  );
}
