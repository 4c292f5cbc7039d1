/** Where the member's messages live on the site (shared by the pages, the header and the server code). */
export const MESSAGES_PATH = '/messages';
export const threadPath = (id: number) => `${MESSAGES_PATH}/${id}`;
