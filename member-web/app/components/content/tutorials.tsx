import type { PublicTutorial } from '@app/contracts';
import { useT } from '../../i18n/i18n';
import { VideoPendingAlert } from './content-page';
import { VideoCard } from './video-card';

/**
 * The tutorial videos in staff's order. WATCH NOW opens the video in a new tab; a tutorial without a video
 * yet shows the seeds' info alert on the page (through the address, so without JavaScript too).
 */
export function TutorialsView({
  path,
  tutorials,
  pending,
}: {
  path: string;
  tutorials: PublicTutorial[];
  pending: number | null;
}) {
  const { t } = useT('content');
  return (
    <>
      {pending ? <VideoPendingAlert closeTo={path} /> : null}
      {tutorials.length === 0 ? (
        <p className="content-empty">{t('tutorials.empty')}</p>
      ) : (
        <ul className="content-cards" aria-label={t('tutorials.list')}>
          {tutorials.map((tutorial) => (
            <VideoCard key={tutorial.id} video={tutorial} pendingTo={`${path}?watch=${tutorial.id}`} />
          ))}
        </ul>
      )}
    </>
  );
}
