import { Button } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../providers/dataProvider';

/**
 * Opens the queue dashboard (@bull-board, served by the API under /admin-api/queues/board) in a new tab:
 * the API hands out a one-time ticket for this console session, and the board trades it for its own
 * short-lived cookie (docs/decisions/163). The tab is opened before the call so no popup blocker stops it.
 */
export const QueueBoardButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();

  const open = async () => {
    const tab = window.open('about:blank', '_blank');
    try {
      const { url } = await dataProvider.post<{ url: string }>('queues/session', {});
      // Absolute: the blank tab has no address of its own to resolve a path against.
      const target = new URL(url, window.location.origin).href;
      if (tab) {
        tab.opener = null;
        tab.location.href = target;
      } else {
        window.location.assign(target);
      }
    } catch {
      tab?.close();
      notify('app.operations.queues_failed', { type: 'error' });
    }
  };

  return (
    <Button variant="outlined" onClick={open} data-testid="open-queue-board">
      {translate('app.operations.open_queues')}
    </Button>
  );
};
