import { Box, Stack, Typography } from '@mui/material';
import {
  ArrayField,
  BooleanField,
  DataTable,
  DateField,
  Labeled,
  NumberField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { AuthorizedImage } from '../shared/AuthorizedImage';
import { CodeField } from '../shared/CodeField';
import { ActionsTable, EmptyText, Section, SectionTable } from '../shared/Section';
import { MemberLink, StaffName } from '../shared/Links';
import { DeadlinesField } from './DeadlineField';
import { ReviewItemActions } from './ReviewItemActions';
import { ReasonField } from './ReviewItemList';
import { sourceChoices, statusChoices, subjectTypeChoices, type ReviewItemDetail } from './types';

/** The content as it was when it was flagged (kept even if the author edited or deleted it since). */
const Evidence = () => {
  const record = useRecordContext<ReviewItemDetail>();
  const translate = useTranslate();
  const evidence = record?.evidence;
  if (!evidence) return null;
  const texts: Array<[string, string | null]> = [
    ['title', evidence.title],
    ['description', evidence.description],
    ['body', evidence.body],
  ];
  const shown = texts.filter(([, text]) => text);
  return (
    <Stack spacing={2}>
      {shown.map(([field, text]) => (
        <Labeled key={field} label={`resources.review-items.evidence.${field}`}>
          <Typography component="div" sx={{ whiteSpace: 'pre-wrap' }}>
            {text}
          </Typography>
        </Labeled>
      ))}
      {evidence.images.length > 0 ? (
        <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
          {evidence.images.map((image, index) => (
            <AuthorizedImage
              key={image.url}
              src={image.url}
              alt={translate('resources.review-items.evidence.image', { n: index + 1 })}
            />
          ))}
        </Stack>
      ) : null}
      {shown.length === 0 && evidence.images.length === 0 ? (
        <Typography color="text.secondary">{translate('resources.review-items.evidence.none')}</Typography>
      ) : null}
    </Stack>
  );
};

const Decision = () => {
  const record = useRecordContext<ReviewItemDetail>();
  const translate = useTranslate();
  const decision = record?.decision;
  if (!decision) return <span>—</span>;
  return (
    <span>
      {translate(`resources.review-items.decisions.${decision.action}`, { _: decision.action })}
      {decision.by ? ` — ${decision.by.name ?? `#${decision.by.id}`}` : ''}
      {decision.at ? `, ${new Date(decision.at).toLocaleString()}` : ''}
      {decision.note ? `: ${decision.note}` : ''}
    </span>
  );
};

const DECISIONS = 'resources.review-items.decisions';

/** One item with everything needed to decide it, and the decisions as buttons. */
export const ReviewItemShow = () => (
  <Show actions={<ReviewItemActions />}>
    <SimpleShowLayout direction="row" flexWrap="wrap" useFlexGap spacing={4}>
      <TextField source="id" />
      <ReasonField />
      <SelectField source="status" choices={statusChoices} />
      <SelectField source="subject_type" choices={subjectTypeChoices} />
      <NumberField source="subject_id" />
      <SelectField source="source" choices={sourceChoices} />
      <NumberField source="reports_count" />
      <BooleanField source="held" />
      <BooleanField source="escalated" />
      <DateField source="created_at" showTime />
      <DateField source="acknowledged_at" showTime emptyText="—" />
      <DateField source="resolved_at" showTime emptyText="—" />
      <Labeled label="resources.review-items.fields.time_left">
        <DeadlinesField />
      </Labeled>
      <Labeled label="resources.review-items.fields.decision">
        <Decision />
      </Labeled>
    </SimpleShowLayout>
    <Box sx={{ px: 2, pb: 2 }}>
      <Section title="resources.review-items.sections.evidence">
        <Evidence />
      </Section>
      <Section title="resources.review-items.sections.author">
        <Labeled label="resources.review-items.fields.author.full_name">
          <MemberLink source="author" />
        </Labeled>
        <ArrayField source="author_history">
          <DataTable
            bulkActionButtons={false}
            rowClick={false}
            empty={<EmptyText text="resources.review-items.empty.no_history" />}
          >
            <DataTable.Col source="item_id" label="resources.review-items.fields.item_id" />
            <DataTable.Col source="reason" label="resources.review-items.fields.reason">
              <ReasonField />
            </DataTable.Col>
            <DataTable.Col source="decision_action" label="resources.review-items.fields.decision">
              <CodeField source="decision_action" prefix={DECISIONS} />
            </DataTable.Col>
            <DataTable.Col source="at" label="resources.review-items.fields.at">
              <DateField source="at" showTime />
            </DataTable.Col>
          </DataTable>
        </ArrayField>
      </Section>
      <SectionTable
        title="resources.review-items.sections.reports"
        source="reports"
        empty="resources.review-items.empty.no_reports"
      >
        <DataTable.Col source="reporter" label="resources.review-items.fields.reporter">
          <MemberLink source="reporter" />
        </DataTable.Col>
        <DataTable.Col source="reason" label="resources.review-items.fields.reason">
          <ReasonField />
        </DataTable.Col>
        <DataTable.Col source="details" label="resources.review-items.fields.details" />
        <DataTable.Col source="hid_content" label="resources.review-items.fields.hid_content">
          <BooleanField source="hid_content" />
        </DataTable.Col>
        <DataTable.Col source="created_at" label="resources.review-items.fields.created_at">
          <DateField source="created_at" showTime />
        </DataTable.Col>
      </SectionTable>
      <SectionTable
        title="resources.review-items.sections.signals"
        source="signals"
        empty="resources.review-items.empty.no_signals"
      >
        <DataTable.Col source="kind" label="resources.review-items.fields.kind">
          <CodeField source="kind" prefix="resources.review-items.signals" />
        </DataTable.Col>
        <DataTable.Col source="detail" label="resources.review-items.fields.detail" />
      </SectionTable>
      <SectionTable
        title="resources.review-items.sections.appeals"
        source="appeals"
        empty="resources.review-items.empty.no_appeals"
      >
        <DataTable.Col source="created_at" label="resources.review-items.fields.created_at">
          <DateField source="created_at" showTime />
        </DataTable.Col>
        <DataTable.Col source="text" label="resources.review-items.fields.appeal_text" />
        <DataTable.Col source="status" label="resources.review-items.fields.status">
          <CodeField source="status" prefix="resources.appeals.statuses" />
        </DataTable.Col>
        <DataTable.Col source="outcome" label="resources.review-items.fields.outcome">
          <CodeField source="outcome" prefix="resources.appeals.outcomes" />
        </DataTable.Col>
        <DataTable.Col source="decided_by" label="resources.review-items.fields.decided_by">
          <StaffName source="decided_by" />
        </DataTable.Col>
      </SectionTable>
      <ActionsTable
        title="resources.review-items.sections.actions"
        empty="resources.review-items.empty.no_actions"
      />
    </Box>
  </Show>
);
