/** A member's photo, or their initials on a tinted disc when they have none. */
export function Avatar({
  name,
  photo,
  size = 'medium',
}: {
  name: string;
  photo?: string | null;
  size?: 'small' | 'medium' | 'large';
}) {
  if (photo) return <img className={`avatar avatar--${size}`} src={photo} alt={`${name}'s photo`} />;
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
      aria-label={`${name}, no photo`}
      // Drawn by CSS (::before): the initials are decoration, not text a control's name must contain.
      data-initials={initials}
    />
  );
}
