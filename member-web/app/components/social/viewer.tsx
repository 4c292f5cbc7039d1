import { createContext, useContext, type ReactNode } from 'react';

/**
 * Who looks at the social screens. A member (their id decides which Edit and Delete buttons show), or a
 * guest: then every action is a link to `guestHref` (the login page, or the preview's sign-up popup), and
 * `onGuestAction`, with JavaScript, opens the popup in place instead.
 */
export type Viewer =
  { kind: 'member'; id: number } | { kind: 'guest'; guestHref: string; onGuestAction?: () => void };

const ViewerContext = createContext<Viewer>({ kind: 'guest', guestHref: '/login' });

export function ViewerProvider({ viewer, children }: { viewer: Viewer; children: ReactNode }) {
  return <ViewerContext.Provider value={viewer}>{children}</ViewerContext.Provider>;
}

export function useViewer(): Viewer {
  return useContext(ViewerContext);
}

/** The signed-in member's id, or null for a guest. */
export function useMemberId(): number | null {
  const viewer = useViewer();
  return viewer.kind === 'member' ? viewer.id : null;
}
