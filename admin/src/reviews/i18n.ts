import { REPORT_REASON_TEXT, REVIEW_TAG_TEXT } from '@app/contracts';

export const reviewsMessages = {
  name: 'Review |||| Reviews',
  fields: {
    id: 'Id',
    trade_type: 'Trade',
    trade_id: 'Trade id',
    author_id: 'Author',
    subject_id: 'About',
    rating: 'Stars',
    text: 'Review',
    tags: 'Tags',
    reply: 'Reply',
    reply_hidden: 'Reply held',
    created_at: 'Written at',
    revealed_at: 'Published at',
    hidden: 'Hidden',
    hidden_reason: 'Why hidden',
  },
  trade_types: { quote: 'Awarded quote', hire: 'Hire' },
  tags: REVIEW_TAG_TEXT,
  reasons: REPORT_REASON_TEXT,
  filters: { hidden: 'Hidden', shown: 'Shown' },
  hide: {
    label: 'Hide',
    title: 'Hide this review',
    help: 'The review disappears from the profile and the counts. Its author gets a statement of reasons naming the rule and your note, and may appeal.',
    reason: 'Rule broken',
    done: 'Review hidden; its author was told why.',
  },
};
