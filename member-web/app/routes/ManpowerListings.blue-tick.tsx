/** The seeds' address of the blue-tick page in the manpower area; the page is /blue-tick's. */
export { action, ErrorBoundary, default, loader, meta } from './_owner.blue-tick';
