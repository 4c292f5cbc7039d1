import { useState } from 'react';

import { useT } from '../../i18n/i18n';
import { useHydrated } from '../use-hydrated';
import { truncate } from './text';

/**
 * A description cut at `limit` characters (feed 100, signed-out post page 300) with a Read more toggle.
 * Without JavaScript, Read more is a link to where the whole text shows (`moreHref`).
 */
export function PostDescription({
  text,
  limit,
  moreHref,
  expanded: startExpanded = false,
}: {
  text: string | null;
  limit: number;
  moreHref: string;
  expanded?: boolean;
}) {
  const { t } = useT('social');
  const hydrated = useHydrated();
  const [expanded, setExpanded] = useState(startExpanded);
  if (!text) return null;
  const short = truncate(text, limit);
  if (!short.cut)
    return (
      <p className="post-card__description" data-user-content>
        {text}
      </p>
    );
  return (
    <p className="post-card__description">
      <span data-user-content>{expanded ? text : short.text}</span>{' '}
      {hydrated ? (
        <button
          type="button"
          className="link-button"
          aria-expanded={expanded}
          onClick={() => setExpanded((on) => !on)}
        >
          {expanded ? t('description.less') : t('description.more')}
        </button>
      ) : expanded ? null : (
        <a href={moreHref}>{t('description.more')}</a>
      )}
    </p>
  );
}
