import {
  APPLICATION_STATUS_TEXT,
  APPLICATION_STATUS_TEXT_HI,
  type ApplicationStatus,
  type MemberLanguage,
} from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { MailService } from '../../../core/mail/mail.service';
import { NotificationPreferencesService } from '../../notifications';

interface Person {
  id: number;
  email: string;
  full_name: string;
  first_name: string;
  /** The saved language: the mail's (decision 391). */
  language?: MemberLanguage;
}

const to = (person: Person) => ({ email: person.email, language: person.language });

const STATUS_SENTENCE_HI: Record<ApplicationStatus, string> = {
  awaiting_review: 'रेस्टोरेंट के देखने का इंतज़ार कर रहा है।',
  reviewed: 'रेस्टोरेंट ने देख लिया है।',
  contacted: 'आगे बढ़ गया है: अगले कदम के लिए रेस्टोरेंट आपसे संपर्क करेगा (या कर चुका है)।',
  hired: 'कामयाब रहा: रेस्टोरेंट ने आपको नौकरी दे दी है। बधाई हो!',
  rejected: 'इस बार रेस्टोरेंट ने आगे नहीं बढ़ाया।',
};

const STATUS_SENTENCE: Record<ApplicationStatus, string> = {
  awaiting_review: 'is waiting for the restaurant to review it.',
  reviewed: 'has been reviewed by the restaurant.',
  contacted: 'has moved on: the restaurant will contact you (or has already) about the next steps.',
  hired: 'was successful: the restaurant has hired you. Congratulations!',
  rejected: 'was not taken further by the restaurant this time.',
};

/**
 * The mails of the application pipeline, through the `email` queue (the `notice` template). Each has a
 * deterministic job id (application and status), so a retried request never mails twice.
 */
@Injectable()
export class ApplicationMailsService {
  constructor(
    private readonly mail: MailService,
    private readonly prefs: NotificationPreferencesService,
  ) {}

  /** To the job's owner: a new application arrived. */
  async received(
    applicationId: number,
    owner: Person,
    applicant: { full_name: string },
    job: { title: string },
  ) {
    if (!(await this.prefs.allowsMail(owner.id, 'marketplace_activity'))) return;
    await this.mail.send(
      to(owner),
      'notice',
      owner.language === 'hi'
        ? {
            subject: `${job.title} के लिए नया आवेदन`,
            heading: 'आपको एक नया आवेदन मिला है',
            paragraphs: [
              `नमस्ते ${owner.first_name},`,
              `${applicant.full_name} ने आपकी नौकरी "${job.title}" के लिए आवेदन किया है।`,
              'आवेदक, उनका रिज़्यूमे देखने और आवेदन आगे बढ़ाने के लिए अपने मुख्य मेन्यू में "मिले आवेदन" खोलें।',
            ],
          }
        : {
            subject: `New application for ${job.title}`,
            heading: 'You received a new application',
            paragraphs: [
              `Hello ${owner.first_name},`,
              `${applicant.full_name} applied for your job "${job.title}".`,
              'Open Received Application in your Main Manu to see the applicant, their resume, and to move the application along.',
            ],
          },
      `application-${applicationId}-received`,
    );
  }

  /** To the candidate: the owner moved their application. */
  async statusChanged(
    applicationId: number,
    status: ApplicationStatus,
    applicant: Person,
    job: { title: string; business_name: string | null },
  ) {
    if (!(await this.prefs.allowsMail(applicant.id, 'marketplace_activity'))) return;
    const at = job.business_name ? ` at ${job.business_name}` : '';
    const atHi = job.business_name ? ` (${job.business_name})` : '';
    await this.mail.send(
      to(applicant),
      'notice',
      applicant.language === 'hi'
        ? {
            subject: `${job.title} के लिए आपका आवेदन: ${APPLICATION_STATUS_TEXT_HI[status]}`,
            heading: `आवेदन: ${APPLICATION_STATUS_TEXT_HI[status]}`,
            paragraphs: [
              `नमस्ते ${applicant.first_name},`,
              `"${job.title}"${atHi} के लिए आपका आवेदन ${STATUS_SENTENCE_HI[status]}`,
              'अपने सारे आवेदन आप "मेरे आवेदन" में देख सकते हैं।',
            ],
          }
        : {
            subject: `Your application for ${job.title}: ${APPLICATION_STATUS_TEXT[status]}`,
            heading: `Application ${APPLICATION_STATUS_TEXT[status].toLowerCase()}`,
            paragraphs: [
              `Hello ${applicant.first_name},`,
              `Your application for "${job.title}"${at} ${STATUS_SENTENCE[status]}`,
              'You can follow all your applications under My Applied Jobs.',
            ],
          },
      `application-${applicationId}-${status}`,
    );
  }
}
