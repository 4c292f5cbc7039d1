/** The seeds' address of the Download Invoice page in this member area; the page is /DownloadInvoice's. */
export { ErrorBoundary, default, loader, meta } from './_owner.DownloadInvoice';
