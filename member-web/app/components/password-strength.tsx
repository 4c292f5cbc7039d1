import { useEffect, useRef, useState } from 'react';

import { useT } from '../i18n/i18n';
import { useHydrated } from './use-hydrated';

type Check = (password: string) => number;
let loading: Promise<Check> | undefined;

/** zxcvbn-ts with its common dictionary, loaded on the first keystroke only (a few hundred kB). */
function loadCheck(): Promise<Check> {
  loading ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([{ ZxcvbnFactory }, common]) => {
      const zxcvbn = new ZxcvbnFactory({
        dictionary: { ...common.dictionary },
        graphs: common.adjacencyGraphs,
      });
      return (password: string) => zxcvbn.check(password).score;
    },
  );
  return loading;
}

/**
 * How hard the password typed in the form's `name` field is to guess, shown while typing (decision
 * 219). Only a hint: the API's rules (length, not a common password) decide. Nothing shows without
 * JavaScript, and the form submits as before.
 */
export function PasswordStrength({ name }: { name: string }) {
  const { t } = useT('auth');
  const hydrated = useHydrated();
  const anchor = useRef<HTMLDivElement>(null);
  const [score, setScore] = useState<number | null>(null);

  useEffect(() => {
    const field = anchor.current?.closest('form')?.elements.namedItem(name);
    if (!(field instanceof HTMLInputElement)) return;
    let latest = 0;
    const update = () => {
      const password = field.value;
      const asked = ++latest;
      if (!password) return setScore(null);
      void loadCheck().then((check) => {
        // Answers may come back out of order while the library loads: only the newest counts.
        if (asked === latest) setScore(check(password));
      });
    };
    field.addEventListener('input', update);
    return () => field.removeEventListener('input', update);
  }, [name, hydrated]);

  if (!hydrated) return <div ref={anchor} hidden />;
  return (
    <div ref={anchor} className="password-strength" aria-live="polite">
      {score === null ? null : (
        <>
          <meter
            min={0}
            max={4}
            low={2}
            high={3}
            optimum={4}
            value={score}
            aria-label={t('strength.label')}
          />
          {/* zxcvbn's scores 0 to 4, in the words a member reads. */}
          <span>{t('strength.text', { level: t(`strength.levels.${score}`) })}</span>
        </>
      )}
    </div>
  );
}
