import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { CreateButton, ExportButton, FilterButton, TopToolbar, useTranslate } from 'react-admin';
import { EXPORT_MAX_ROWS } from '../providers/paging';

/**
 * Export of the whole filtered, sorted list (not only the page shown): the data provider reads it in the
 * page sizes the API allows (providers/paging.ts).
 */
export const ExportAllButton = () => <ExportButton maxResults={EXPORT_MAX_ROWS} />;

/** A list's toolbar: the filters not shown, Create where the role may create, and Export of everything. */
export const ListActions = ({
  create = false,
  filters = true,
  children,
}: {
  create?: boolean;
  filters?: boolean;
  children?: ReactNode;
}) => (
  <TopToolbar>
    {filters ? <FilterButton /> : null}
    {create ? <CreateButton /> : null}
    {children}
    <ExportAllButton />
  </TopToolbar>
);

/**
 * What a list says before it has any row: what the list is for and what to do (`message` is a
 * translation key); `action` is the button that makes the first row, where staff can.
 */
export const EmptyList = ({ message, action }: { message: string; action?: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', m: 4 }} data-testid="empty-list">
      <Typography variant="body1" color="text.secondary" gutterBottom>
        {translate(message)}
      </Typography>
      {action}
    </Box>
  );
};
