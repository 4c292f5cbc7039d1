import DownloadIcon from '@mui/icons-material/Download';
import { Box, LinearProgress, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { Button, useListContext, useNotify, useTranslate } from 'react-admin';
import { saveFile } from '../providers/files';
import { exportProgress } from './financialYears';
import { streamedDownload, type StreamProgress } from './streamedDownload';

type ExportKind = 'register' | 'gstr1';

const EXPORTS: Record<ExportKind, { path: string; fallback: string; headings: number }> = {
  register: { path: 'invoices/export/register.csv', fallback: 'invoice-register.csv', headings: 1 },
  // Five files, each with its heading, plus a few summary rows.
  gstr1: { path: 'invoices/export/gstr1.zip', fallback: 'gstr1.zip', headings: 8 },
};

/**
 * The list's exports: the invoice register and the GSTR-1 sections of exactly the filtered list, streamed
 * by the API without a row limit, with a progress bar while the file comes in. They replace react-admin's
 * Export button, which would page through the list in the browser.
 */
export const InvoiceExportButtons = () => {
  const { filterValues } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const [running, setRunning] = useState<ExportKind | null>(null);
  const [progress, setProgress] = useState<StreamProgress | null>(null);
  const abort = useRef<AbortController | null>(null);

  const start = async (kind: ExportKind) => {
    const { path, fallback } = EXPORTS[kind];
    abort.current = new AbortController();
    setRunning(kind);
    setProgress(null);
    try {
      const query = `filter=${encodeURIComponent(JSON.stringify(filterValues ?? {}))}`;
      const file = await streamedDownload(`${path}?${query}`, fallback, setProgress, abort.current.signal);
      saveFile(file.blob, file.name);
      notify('resources.invoices.exports.done', { type: 'success' });
    } catch (error) {
      if (!abort.current?.signal.aborted)
        notify(
          error instanceof Error && error.message ? error.message : 'resources.invoices.exports.failed',
          { type: 'error' },
        );
    } finally {
      setRunning(null);
      abort.current = null;
    }
  };

  const percent =
    running && progress ? exportProgress(progress.lines, progress.rows, EXPORTS[running].headings) : null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Button
        label="resources.invoices.exports.register"
        disabled={running !== null}
        onClick={() => void start('register')}
      >
        <DownloadIcon />
      </Button>
      <Button
        label="resources.invoices.exports.gstr1"
        disabled={running !== null}
        onClick={() => void start('gstr1')}
      >
        <DownloadIcon />
      </Button>
      {running ? (
        <Box sx={{ width: 180 }} role="status" aria-live="polite">
          <LinearProgress
            aria-label={translate('resources.invoices.exports.progress')}
            variant={percent === null ? 'indeterminate' : 'determinate'}
            value={percent ?? undefined}
          />
          <Typography variant="caption">
            {translate('resources.invoices.exports.building', {
              rows: progress?.rows ?? '…',
              kb: Math.round((progress?.bytes ?? 0) / 1024),
            })}
          </Typography>
          <Button label="ra.action.cancel" onClick={() => abort.current?.abort()} />
        </Box>
      ) : null}
    </Box>
  );
};
