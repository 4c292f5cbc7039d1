import OpenIcon from '@mui/icons-material/OpenInNew';
import { Button, useNotify, useRecordContext } from 'react-admin';
import { ADMIN_API, bearer } from '../providers/adminApi';
import { session } from '../providers/session';
import type { BlueTickRequestRecord } from './types';

type Document = 'identity' | 'business';

// Long enough for the new tab to have read the file; the tab keeps its copy after the URL is revoked.
const REVOKE_AFTER_MS = 60_000;

/** The private file, fetched with the staff token (a token in a URL would end up in logs and history). */
async function fetchDocument(id: number, document: Document): Promise<Blob> {
  const token = session.token();
  const response = await fetch(`${ADMIN_API}/bluetick-requests/${id}/documents/${document}`, {
    headers: token ? bearer(token) : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? response.statusText);
  }
  return response.blob();
}

/**
 * Saves the file under a name instead of opening it: a PDF is the member's file and may carry scripts, so
 * the console never renders one (the API also sends it as a sandboxed attachment).
 */
function download(url: string, name: string) {
  const link = window.document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  window.document.body.appendChild(link);
  link.click();
  link.remove();
}

/** Opens one of the member's documents: an image in a new tab, a PDF (or anything else) as a download. */
export const DocumentButton = ({ document }: { document: Document }) => {
  const record = useRecordContext<BlueTickRequestRecord>();
  const notify = useNotify();
  if (!record) return null;

  const open = async () => {
    // The tab is opened during the click (a popup blocker lets that through) and filled once an image is
    // here; a PDF closes it again and is saved instead.
    const tab = window.open('', '_blank');
    try {
      const blob = await fetchDocument(record.id, document);
      const url = URL.createObjectURL(blob);
      if (blob.type.startsWith('image/')) {
        if (tab) tab.location.href = url;
        else window.location.assign(url);
      } else {
        tab?.close();
        download(url, `bluetick-${record.id}-${document}${blob.type === 'application/pdf' ? '.pdf' : ''}`);
      }
      setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
    } catch (error) {
      tab?.close();
      notify(
        error instanceof Error && error.message
          ? error.message
          : 'resources.bluetick-requests.documents.failed',
        {
          type: 'error',
        },
      );
    }
  };

  return (
    <Button label={`resources.bluetick-requests.documents.${document}`} onClick={() => void open()}>
      <OpenIcon />
    </Button>
  );
};
