import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import '../styles/content.css';

import { ContentPage } from '../components/content/content-page';
import { socialMeta } from '../components/content/social-meta';
import { TutorialsView } from '../components/content/tutorials';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { loadTutorials, requireSignedInCopy } from '../content-pages.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => socialMeta(data?.seo, 'Tutorials');

/** Tutorials for members (seeds: /tutorialPage); visitors get /dummyTutorialPage. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireSignedInCopy(request, '/dummyTutorialPage');
  return loadTutorials(request, '/tutorialPage');
}

export default function TutorialPage() {
  const { tutorials, pending } = useLoaderData<typeof loader>();
  return (
    <ContentPage title="Tutorials">
      <TutorialsView path="/tutorialPage" tutorials={tutorials} pending={pending} />
    </ContentPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
