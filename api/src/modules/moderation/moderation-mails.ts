import { APPEAL_WINDOW_DAYS, REVIEW_ACTION_TEXT, type ReviewAction } from '@app/contracts';

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The rule a decision applied, as the member reads it (by the item's reason). */
export function ruleFor(reason: string): string {
  const rules: Record<string, string> = {
    child_safety: 'Zero tolerance for child sexual abuse and exploitation (Community rules 1; POCSO Act).',
    nudity: 'No nudity or sexual content (Community rules 2).',
    harassment: 'No harassment, hate or threats (Community rules 3).',
    spam: 'No spam, scams or misleading offers (Community rules 4).',
    other: 'Our community rules and terms of use.',
    watched_words: 'No spam, scams or misleading offers (Community rules 4).',
    blocked_image: 'Images removed by our team may not be posted again (Community rules 5).',
  };
  return rules[reason] ?? rules.other!;
}

/** The statement of reasons (IT Rules 2021; the DSA's article 17 as a model): what, why, how, appeal. */
export function statementOfReasons(input: {
  first_name: string;
  action: ReviewAction;
  subject: string;
  rule: string;
  decided_by: 'automatic' | 'staff';
  days?: number | null;
  appeal_until: Date;
  appeal_url: string;
}) {
  const what =
    input.action === 'suspend' && input.days
      ? `${REVIEW_ACTION_TEXT.suspend} for ${input.days} days.`
      : `${REVIEW_ACTION_TEXT[input.action]}.`;
  return {
    subject: 'A decision about your content or account',
    heading: 'Statement of reasons',
    paragraphs: [
      `Hello ${input.first_name},`,
      `What we decided: ${what}`,
      `About: ${input.subject}`,
      `Why: ${input.rule}`,
      `How it was decided: ${input.decided_by === 'staff' ? 'by a member of our moderation team' : 'by an automatic check'}.`,
      `You can appeal this decision once, within ${APPEAL_WINDOW_DAYS} days (until ${day(input.appeal_until)}), with a short text: ${input.appeal_url}. A moderator who did not make the decision will review it.`,
    ],
  };
}

export function appealResult(input: { first_name: string; outcome: 'upheld' | 'reversed'; note: string }) {
  return {
    subject: 'The result of your appeal',
    heading: input.outcome === 'reversed' ? 'Your appeal was successful' : 'Your appeal was not successful',
    paragraphs: [
      `Hello ${input.first_name},`,
      input.outcome === 'reversed'
        ? 'We reviewed your appeal and reversed our decision. Any restriction it placed on your account has been lifted.'
        : 'We reviewed your appeal and upheld our decision.',
      `The moderator's note: ${input.note}`,
      'This decision on your appeal is final on our platform. You may also write to our grievance officer (see the grievance page).',
    ],
  };
}
