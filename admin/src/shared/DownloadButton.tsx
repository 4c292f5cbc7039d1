import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { Button, useNotify } from 'react-admin';
import { fetchFile, saveFile } from '../providers/files';

/** Fetches a staff-only file (an evidence package, an export) with the token and saves it as `filename`. */
export const DownloadButton = ({
  path,
  filename,
  label,
  disabled,
}: {
  path: string;
  filename: string;
  label: string;
  disabled?: boolean;
}) => {
  const notify = useNotify();
  const [pending, setPending] = useState(false);

  const download = async () => {
    setPending(true);
    try {
      saveFile(await fetchFile(path), filename);
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'app.files.download_failed', {
        type: 'error',
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <Button
      label={label}
      disabled={disabled || pending}
      onClick={(event) => {
        // Inside a list row: the click downloads, it does not open the row.
        event.stopPropagation();
        void download();
      }}
    >
      <DownloadIcon />
    </Button>
  );
};
