import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import '../styles/content.css';

import { ContentPage } from '../components/content/content-page';
import { socialMeta } from '../components/content/social-meta';
import { TutorialsView } from '../components/content/tutorials';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { useT, metaT } from '../i18n/i18n';
import { loadTutorials } from '../content-pages.server';
import { PUBLIC_PAGE } from '../page-cache';

/** Signed-out visitors get this page from shared caches (decision 310). */
export const handle = PUBLIC_PAGE;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  socialMeta(data?.seo, 'Tutorials', metaT(matches, 'common')('siteName'));

/** Tutorials for everyone, no login (seeds: /dummyTutorialPage). */
export function loader({ request }: LoaderFunctionArgs) {
  return loadTutorials(request, '/dummyTutorialPage');
}

export default function PublicTutorialPage() {
  const { tutorials, pending } = useLoaderData<typeof loader>();
  const { t } = useT('content');
  return (
    <ContentPage title={t('tutorials.title')}>
      <TutorialsView path="/dummyTutorialPage" tutorials={tutorials} pending={pending} />
    </ContentPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
