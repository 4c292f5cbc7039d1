import OpenIcon from '@mui/icons-material/OpenInNew';
import { Button, useNotify, useRecordContext } from 'react-admin';
import { fetchFile, saveFile, showInTab } from '../providers/files';
import type { BlueTickRequestRecord } from './types';

type Document = 'identity' | 'business';

/**
 * Opens one of the member's documents: an image in a new tab, a PDF (or anything else) as a download. A PDF
 * is the member's file and may carry scripts, so the console never renders one (the API also sends it as a
 * sandboxed attachment).
 */
export const DocumentButton = ({ document }: { document: Document }) => {
  const record = useRecordContext<BlueTickRequestRecord>();
  const notify = useNotify();
  if (!record) return null;

  const open = async () => {
    // The tab is opened during the click (a popup blocker lets that through) and filled once an image is
    // here; a PDF closes it again and is saved instead.
    const tab = window.open('', '_blank');
    try {
      const blob = await fetchFile(`bluetick-requests/${record.id}/documents/${document}`);
      if (blob.type.startsWith('image/')) {
        showInTab(blob, tab);
      } else {
        tab?.close();
        saveFile(blob, `bluetick-${record.id}-${document}${blob.type === 'application/pdf' ? '.pdf' : ''}`);
      }
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
