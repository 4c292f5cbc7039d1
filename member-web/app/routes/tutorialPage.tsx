import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import '../styles/content.css';

import { ContentPage } from '../components/content/content-page';
import { socialMeta } from '../components/content/social-meta';
import { TutorialsView } from '../components/content/tutorials';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { useT, metaT } from '../i18n/i18n';
import { loadTutorials, requireSignedInCopy } from '../content-pages.server';

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  socialMeta(data?.seo, 'Tutorials', metaT(matches, 'common')('siteName'));

/** Tutorials for members (seeds: /tutorialPage); visitors get /dummyTutorialPage. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireSignedInCopy(request, '/dummyTutorialPage');
  return loadTutorials(request, '/tutorialPage');
}

export default function TutorialPage() {
  const { path, tutorials, pending } = useLoaderData<typeof loader>();
  const { t } = useT('content');
  return (
    <ContentPage title={t('tutorials.title')}>
      <TutorialsView path={path} tutorials={tutorials} pending={pending} />
    </ContentPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
