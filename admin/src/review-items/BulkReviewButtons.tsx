import DismissIcon from '@mui/icons-material/Undo';
import RemoveIcon from '@mui/icons-material/DeleteForever';
import { useState, type ReactElement } from 'react';
import {
  Button,
  Confirm,
  useDataProvider,
  useListContext,
  useNotify,
  useRefresh,
  useUnselectAll,
} from 'react-admin';
import type { ConsoleDataProvider } from '../providers/dataProvider';

type BulkAction = 'dismiss' | 'remove';

/** Applies one decision to the selected items (POST /admin-api/review-items/bulk), after a confirmation. */
const BulkReviewButton = ({
  action,
  icon,
  color,
}: {
  action: BulkAction;
  icon: ReactElement;
  color: 'primary' | 'error';
}) => {
  const { selectedIds } = useListContext();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('review-items');
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      const done = await dataProvider.bulk('review-items', selectedIds, action);
      notify(`resources.review-items.bulk.${action}_done`, {
        type: 'success',
        messageArgs: { smart_count: done.length },
      });
      unselectAll();
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setPending(false);
      setOpen(false);
    }
  };

  return (
    <>
      <Button label={`resources.review-items.bulk.${action}`} color={color} onClick={() => setOpen(true)}>
        {icon}
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title={`resources.review-items.bulk.${action}_title`}
        content={`resources.review-items.bulk.${action}_content`}
        translateOptions={{ smart_count: selectedIds.length }}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

export const BulkReviewButtons = () => (
  <>
    <BulkReviewButton action="dismiss" icon={<DismissIcon />} color="primary" />
    <BulkReviewButton action="remove" icon={<RemoveIcon />} color="error" />
  </>
);
