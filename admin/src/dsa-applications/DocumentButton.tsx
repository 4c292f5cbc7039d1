import OpenIcon from '@mui/icons-material/OpenInNew';
import type { DsaDocumentField } from '@app/contracts';
import { Button, useNotify, useRecordContext } from 'react-admin';
import { fetchFile, saveFile, showInTab } from '../providers/files';
import type { DsaApplicationRecord } from './types';

/** Opens one document: an image in a new tab, a PDF as a download (never rendered by the console). */
export const DocumentButton = ({ document }: { document: DsaDocumentField }) => {
  const record = useRecordContext<DsaApplicationRecord>();
  const notify = useNotify();
  if (!record) return null;
  const open = async () => {
    const tab = window.open('', '_blank');
    try {
      const blob = await fetchFile(`dsa-applications/${record.id}/documents/${document}`);
      if (blob.type.startsWith('image/')) showInTab(blob, tab);
      else {
        tab?.close();
        saveFile(blob, `atmnirbhar-${record.id}-${document}${blob.type === 'application/pdf' ? '.pdf' : ''}`);
      }
    } catch (error) {
      tab?.close();
      notify(
        error instanceof Error && error.message
          ? error.message
          : 'resources.dsa-applications.documents.failed',
        { type: 'error' },
      );
    }
  };
  return (
    <Button label={`resources.dsa-applications.documents.${document}`} onClick={() => void open()}>
      <OpenIcon />
    </Button>
  );
};
