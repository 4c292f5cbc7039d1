/** The seeds' address of the blue-tick page in the vendor area; the page is /blue-tick's. */
export { ErrorBoundary, action, default, loader, meta } from './_owner.blue-tick';
