import { avatarThumbnailOf } from '@app/contracts';

import { useT } from '../i18n/i18n';

/** Each size's box in CSS pixels (app.css: .avatar--small, --medium, --large). */
const AVATAR_PX = { small: 32, medium: 56, large: 112 } as const;

/**
 * A member's photo, or their initials on a tinted disc when they have none. The photo is its square copy of
 * 256 px (decision 205), enough for the largest box on a screen of twice the density, and its box is set
 * before it arrives. The small and medium ones (lists, cards, comments: mostly below the fold) load lazily,
 * the large one (a profile's head) at once.
 */
export function Avatar({
  name,
  photo,
  size = 'medium',
}: {
  name: string;
  photo?: string | null;
  size?: 'small' | 'medium' | 'large';
}) {
  const { t } = useT('common');
  if (photo) {
    const px = AVATAR_PX[size];
    return (
      <img
        className={`avatar avatar--${size}`}
        src={avatarThumbnailOf(photo) ?? photo}
        alt={t('avatar.photoOf', { name })}
        width={px}
        height={px}
        loading={size === 'large' ? 'eager' : 'lazy'}
        decoding="async"
      />
    );
  }
  const initials =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]?.toUpperCase())
      .join('') || '?';
  return (
    <span
      className={`avatar avatar--${size} avatar--placeholder`}
      role="img"
      aria-label={t('avatar.noPhoto', { name })}
      // Drawn by CSS (::before): the initials are decoration, not text a control's name must contain.
      data-initials={initials}
    />
  );
}
