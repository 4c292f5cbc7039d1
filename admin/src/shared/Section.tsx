import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ArrayField, DataTable, DateField, NumberField, useTranslate } from 'react-admin';
import { CodeField } from './CodeField';
import { RecordLink, StaffName } from './Links';

/** A titled block of a show page (evidence, reports, posts…); `title` is a translation key. */
export const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};

/**
 * A titled table of a show page over one of the record's arrays (`source`): the reports of an item, the
 * posts of a member… `empty` is the translation key of what it says when there are none.
 */
export const SectionTable = ({
  title,
  source,
  empty,
  children,
}: {
  title: string;
  source: string;
  empty: string;
  children: ReactNode;
}) => (
  <Section title={title}>
    <ArrayField source={source}>
      <DataTable bulkActionButtons={false} rowClick={false} empty={<EmptyText text={empty} />}>
        {children}
      </DataTable>
    </ArrayField>
  </Section>
);

/** What an empty table of a show page says instead; `text` is a translation key. */
export const EmptyText = ({ text }: { text: string }) => {
  const translate = useTranslate();
  return <Typography color="text.secondary">{translate(text)}</Typography>;
};

/**
 * The staff actions recorded against an item or a member (`actions: [{ action, days, note, by, at }]`);
 * a member's list also links each action to its review item.
 */
export const ActionsTable = ({
  title,
  empty,
  withItem = false,
}: {
  title: string;
  empty: string;
  withItem?: boolean;
}) => (
  <SectionTable title={title} source="actions" empty={empty}>
    {withItem ? (
      <DataTable.Col source="review_item_id" label="resources.review-items.fields.item_id">
        <RecordLink source="review_item_id" reference="review-items" />
      </DataTable.Col>
    ) : null}
    <DataTable.Col source="action" label="resources.review-items.fields.decision">
      <CodeField source="action" prefix="resources.review-items.decisions" />
    </DataTable.Col>
    <DataTable.Col source="days" label="resources.review-items.fields.days">
      <NumberField source="days" emptyText="—" />
    </DataTable.Col>
    <DataTable.Col source="note" label="resources.review-items.fields.note" />
    <DataTable.Col source="by" label="resources.review-items.fields.by">
      <StaffName source="by" />
    </DataTable.Col>
    <DataTable.Col source="at" label="resources.review-items.fields.at">
      <DateField source="at" showTime />
    </DataTable.Col>
  </SectionTable>
);
