import { createRemixStub } from '@remix-run/testing';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';

type StubRoute = Parameters<typeof createRemixStub>[0][number];

/**
 * Renders `Screen` as the page at `path` inside Remix's router (createRemixStub), so that its Form,
 * fetchers, useLoaderData and useActionData work as in the browser. `loader` and `action` stand in for the
 * page's (they are where a route would call its *.server.ts module); `routes` adds the other addresses the
 * screen loads or posts to.
 */
export function renderRoute(
  Screen: ComponentType,
  {
    path = '/',
    url = path,
    loader,
    action,
    routes = [],
  }: {
    path?: string;
    url?: string;
    loader?: StubRoute['loader'];
    action?: StubRoute['action'];
    routes?: StubRoute[];
  } = {},
) {
  const Stub = createRemixStub([{ path, Component: Screen, loader, action }, ...routes]);
  return render(<Stub initialEntries={[url]} />);
}

/** The fields of a request's form body, as an object (what the server would have received). */
export async function formFields(request: Request): Promise<Record<string, FormDataEntryValue>> {
  return Object.fromEntries(await request.formData());
}
