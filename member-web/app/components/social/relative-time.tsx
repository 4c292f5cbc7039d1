import { timeAgo } from './text';

/**
 * "5 minutes ago", with the exact date as a tooltip. Server and browser may disagree by a minute, so the
 * browser's label is allowed to differ from the server's.
 */
export function RelativeTime({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={new Date(iso).toLocaleString('en-US')} suppressHydrationWarning>
      {timeAgo(iso)}
    </time>
  );
}
