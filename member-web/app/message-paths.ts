/** Where the member's messages live on the site (shared by the pages, the header and the server code). */
export const MESSAGES_PATH = '/messages';
export const threadPath = (id: number) => `${MESSAGES_PATH}/${id}`;
/** The thread as JSON for the page's script: a page (`?before=`/`?after=`) by GET, send and read by POST. */
export const threadDataPath = (id: number) => `${MESSAGES_PATH}/${id}/page`;
/** The header badge's count, for its script when the live channel says something changed. */
export const UNREAD_MESSAGES_PATH = `${MESSAGES_PATH}/unread`;

const API_IMAGE = /^\/api\/conversations\/(\d+)\/messages\/(\d+)\/images\/(\d+)$/;

/**
 * A message image as the site serves it: the API's participants-only path (decision 277) becomes the
 * site's own, which forwards the member's token (the browser never holds it). Null for any other path.
 */
export function messageImagePath(apiPath: string): string | null {
  const match = API_IMAGE.exec(apiPath);
  return match ? `${MESSAGES_PATH}/${match[1]}/images/${match[2]}/${match[3]}` : null;
}
