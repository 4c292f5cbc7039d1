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

/** Opens one of the member's documents in a new tab. */
export const DocumentButton = ({ document }: { document: Document }) => {
  const record = useRecordContext<BlueTickRequestRecord>();
  const notify = useNotify();
  if (!record) return null;

  const open = async () => {
    // The tab is opened during the click (a popup blocker lets that through) and filled once the file is here.
    const tab = window.open('', '_blank');
    try {
      const url = URL.createObjectURL(await fetchDocument(record.id, document));
      if (tab) tab.location.href = url;
      else window.location.assign(url);
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
