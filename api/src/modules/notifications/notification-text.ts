import {
  APPLICATION_STATUS_TEXT,
  APPLICATION_STATUS_TEXT_HI,
  type ApplicationStatus,
  type MemberLanguage,
  type NotificationKind,
} from '@app/contracts';

/**
 * The sentence of a notification: who (and how many others) did what, in the reader's language
 * (decision 392: notifications are stored as what happened and written when read). Pure, unit-tested.
 */
export function notificationText(
  kind: NotificationKind,
  actorName: string | null,
  othersCount: number,
  detail: string | null,
  language: MemberLanguage = 'en',
): string {
  if (language === 'hi') return hindiNotificationText(kind, actorName, othersCount, detail);
  const who = !actorName
    ? 'Someone'
    : othersCount > 0
      ? `${actorName} and ${othersCount} ${othersCount === 1 ? 'other' : 'others'}`
      : actorName;
  switch (kind) {
    case 'post_liked':
      return `${who} liked your post`;
    case 'post_commented':
      return `${who} commented on your post`;
    case 'mentioned':
      return `${who} mentioned you in a ${detail === 'comment' ? 'comment' : 'post'}`;
    case 'follow_requested':
      return `${who} asked to follow you`;
    case 'follow_accepted':
      return `${who} accepted your follow request`;
    case 'quote_received':
      return `${who} sent a quote for your requirement`;
    case 'application_received':
      return `${who} applied to your job`;
    case 'application_updated':
      return `Your job application was ${detail ? detail.toLowerCase() : 'updated'}`;
    case 'interest_received':
      return `${who} ${othersCount > 0 ? 'are' : 'is'} interested in your listing`;
    case 'moderation_decision':
      return 'A moderator took a decision about your content or account: read the notice';
    case 'invoice_issued':
      return 'Payment received: your invoice is ready';
    case 'lead_received':
      return `${who} posted a requirement that matches your business`;
    case 'job_alert':
      return `${who} posted a job that matches what you want`;
  }
}

/** An application's status as stored in `detail` (its English name), in Hindi. */
const statusInHindi = (detail: string | null): string | null => {
  const status = (Object.keys(APPLICATION_STATUS_TEXT) as ApplicationStatus[]).find(
    (key) => APPLICATION_STATUS_TEXT[key] === detail,
  );
  return status ? APPLICATION_STATUS_TEXT_HI[status] : null;
};

function hindiNotificationText(
  kind: NotificationKind,
  actorName: string | null,
  othersCount: number,
  detail: string | null,
): string {
  const who = !actorName
    ? 'किसी ने'
    : othersCount > 0
      ? `${actorName} और ${othersCount} ${othersCount === 1 ? 'दूसरे' : 'दूसरों'} ने`
      : `${actorName} ने`;
  // Sentences without "ने" (the subject of an intransitive verb).
  const subject = !actorName
    ? 'कोई'
    : othersCount > 0
      ? `${actorName} और ${othersCount} ${othersCount === 1 ? 'दूसरा' : 'दूसरे'}`
      : actorName;
  switch (kind) {
    case 'post_liked':
      return `${who} आपकी पोस्ट पसंद की`;
    case 'post_commented':
      return `${who} आपकी पोस्ट पर कमेंट किया`;
    case 'mentioned':
      return `${who} ${detail === 'comment' ? 'एक कमेंट' : 'एक पोस्ट'} में आपका ज़िक्र किया`;
    case 'follow_requested':
      return `${who} आपको फ़ॉलो करने की रिक्वेस्ट भेजी`;
    case 'follow_accepted':
      return `${who} आपकी फ़ॉलो रिक्वेस्ट मान ली`;
    case 'quote_received':
      return `${who} आपकी ज़रूरत के लिए कोटेशन भेजा`;
    case 'application_received':
      return `${who} आपकी नौकरी के लिए आवेदन किया`;
    case 'application_updated': {
      const status = statusInHindi(detail);
      return status ? `आपके नौकरी के आवेदन की स्थिति: ${status}` : 'आपके नौकरी के आवेदन में बदलाव हुआ';
    }
    case 'interest_received':
      return `${subject} आपकी लिस्टिंग में दिलचस्पी ${othersCount > 0 ? 'रखते हैं' : 'रखता है'}`;
    case 'moderation_decision':
      return 'एक मॉडरेटर ने आपकी सामग्री या अकाउंट के बारे में फ़ैसला लिया है: नोटिस पढ़ें';
    case 'invoice_issued':
      return 'पेमेंट मिल गया: आपका इनवॉइस तैयार है';
    case 'lead_received':
      return `${who} एक ज़रूरत पोस्ट की है जो आपके कारोबार से मेल खाती है`;
    case 'job_alert':
      return `${who} एक नौकरी पोस्ट की है जो आपकी पसंद से मेल खाती है`;
  }
}
