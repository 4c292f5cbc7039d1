import { formatTimeAgo } from '../../i18n/format';
import { useT } from '../../i18n/i18n';
import { DEFAULT_LANGUAGE, localeOf } from '../../i18n/languages';

/**
 * "5 minutes ago" ("5 मिनट पहले"), with the exact date as a tooltip, in the reader's language. Server and browser may disagree by a minute, so the
 * browser's label is allowed to differ from the server's.
 */
export function RelativeTime({ iso }: { iso: string }) {
  const { i18n } = useT();
  const language = i18n.language;
  const locale = language === DEFAULT_LANGUAGE ? 'en-US' : localeOf(language);
  return (
    <time dateTime={iso} title={new Date(iso).toLocaleString(locale)} suppressHydrationWarning>
      {formatTimeAgo(iso, language)}
    </time>
  );
}
