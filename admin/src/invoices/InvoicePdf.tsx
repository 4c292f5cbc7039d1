import DownloadIcon from '@mui/icons-material/Download';
import { Box, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Button, useRecordContext, useTranslate } from 'react-admin';
import { fetchFile, saveFile } from '../providers/files';
import type { InvoiceRecord } from './types';

/**
 * The invoice's PDF as the member received it, fetched with the staff token and shown from memory (our own
 * rendering, not a member's upload), with a button to save it.
 */
export const InvoicePdf = () => {
  const record = useRecordContext<InvoiceRecord>();
  const translate = useTranslate();
  const [pdf, setPdf] = useState<{ blob: Blob; url: string } | null>(null);
  const [failed, setFailed] = useState(false);
  const id = record?.id;

  useEffect(() => {
    if (id === undefined) return;
    let url: string | null = null;
    let cancelled = false;
    fetchFile(`invoices/${id}/pdf`)
      .then((blob) => {
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setPdf({ blob, url });
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id]);

  if (!record) return null;
  if (failed) return <Typography color="error">{translate('resources.invoices.pdf.failed')}</Typography>;
  return (
    <Box>
      <Button
        label="resources.invoices.pdf.download"
        disabled={!pdf}
        onClick={() => pdf && saveFile(pdf.blob, `invoice-${record.invoice_no}.pdf`)}
      >
        <DownloadIcon />
      </Button>
      {pdf ? (
        <Box
          component="iframe"
          title={translate('resources.invoices.pdf.title', { number: record.invoice_no })}
          src={pdf.url}
          sx={{ display: 'block', width: '100%', height: 800, border: 1, borderColor: 'divider', mt: 1 }}
        />
      ) : (
        <Typography>…</Typography>
      )}
    </Box>
  );
};

/** The credit note that cancelled the invoice, with its PDF to save; nothing when there is none. */
export const CreditNote = () => {
  const record = useRecordContext<InvoiceRecord>();
  const translate = useTranslate();
  const [failed, setFailed] = useState(false);
  const note = record?.credit_note;
  if (!record || !note) return null;
  const save = async () => {
    try {
      saveFile(
        await fetchFile(`invoices/${record.id}/credit-note/pdf`),
        `credit-note-${note.credit_note_no}.pdf`,
      );
    } catch {
      setFailed(true);
    }
  };
  return (
    <Box data-testid="credit-note">
      <Typography>
        {translate('resources.invoices.credit_note.text', {
          number: note.credit_note_no,
          date: note.note_date,
          reason: note.reason,
        })}
      </Typography>
      <Button label="resources.invoices.credit_note.download" onClick={() => void save()}>
        <DownloadIcon />
      </Button>
      {failed ? <Typography color="error">{translate('resources.invoices.pdf.failed')}</Typography> : null}
    </Box>
  );
};
