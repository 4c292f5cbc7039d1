import { PasswordField, useFieldValues } from './form-fields';
import { PasswordStrength } from './password-strength';

type Entries = Record<string, string | undefined>;

/**
 * A new password and its confirmation as the account forms ask for them (sign-up, reset, settings):
 * `password` and `password_confirmation`, both required, the browser free to suggest one. `strength`
 * shows the guessing hint under the first; `values` refills them (the sign-up keeps what was typed).
 * Without `errors`, the messages come from the enclosing FieldValuesScope.
 */
export function NewPasswordFields({
  label,
  confirmLabel,
  errors,
  values,
  strength = false,
}: {
  label: string;
  confirmLabel: string;
  errors?: Entries;
  values?: Entries;
  strength?: boolean;
}) {
  const scoped = useFieldValues().errors;
  const messages = errors ?? scoped;
  return (
    <>
      <NewPasswordField label={label} name="password" values={values} errors={messages} />
      {strength ? <PasswordStrength name="password" /> : null}
      <NewPasswordField label={confirmLabel} name="password_confirmation" values={values} errors={messages} />
    </>
  );
}

type OneNewPassword = { label: string; name: string; values?: Entries; errors?: Entries };

function NewPasswordField({ label, name, values, errors }: OneNewPassword) {
  return (
    <PasswordField
      label={label}
      name={name}
      autoComplete="new-password"
      required
      defaultValue={values?.[name]}
      error={errors?.[name]}
    />
  );
}

/**
 * The member's present password, asked before a change that needs it (`current_password` unless named),
 * with its message from the enclosing FieldValuesScope.
 */
export function CurrentPasswordField({ label, name = 'current_password' }: { label: string; name?: string }) {
  const error = useFieldValues().errors?.[name];
  return <PasswordField label={label} name={name} autoComplete="current-password" required error={error} />;
}
