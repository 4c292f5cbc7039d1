import { useT } from '../../i18n/i18n';

/**
 * A member's or listing's name as it stands on a market card (feeds, promoted cards, the owners'
 * directories): the name as the member wrote it, then the blue tick with its spoken "Verified" when verified.
 */
export function TickedName({
  name,
  blueTick,
}: {
  name: string;
  blueTick: boolean | number | null | undefined;
}) {
  const { t } = useT('feeds');
  return (
    <>
      <span data-user-content>{name}</span>
      {blueTick ? (
        <span className="blue-tick" role="img" aria-label={t('verified')}>
          ✓
        </span>
      ) : null}
    </>
  );
}
