import { notificationText } from './notification-text';

describe('notificationText', () => {
  it('names the latest actor and counts the others', () => {
    expect(notificationText('post_liked', 'Asha Patel', 0, null)).toBe('Asha Patel liked your post');
    expect(notificationText('post_liked', 'Asha Patel', 1, null)).toBe(
      'Asha Patel and 1 other liked your post',
    );
    expect(notificationText('post_liked', 'Asha Patel', 3, null)).toBe(
      'Asha Patel and 3 others liked your post',
    );
    expect(notificationText('interest_received', 'Asha', 2, null)).toBe(
      'Asha and 2 others are interested in your listing',
    );
  });

  it('says what changed for one-off kinds', () => {
    expect(notificationText('application_updated', null, 0, 'Shortlisted')).toBe(
      'Your job application was shortlisted',
    );
    expect(notificationText('mentioned', 'Bina', 0, 'comment')).toBe('Bina mentioned you in a comment');
  });
});

describe('notificationText in Hindi (decision 392)', () => {
  it('writes every kind in Hindi, with the actor and the others counted', () => {
    expect(notificationText('post_liked', 'Asha Patel', 0, null, 'hi')).toBe('Asha Patel ने आपकी पोस्ट पसंद की');
    expect(notificationText('post_liked', 'Asha Patel', 3, null, 'hi')).toBe(
      'Asha Patel और 3 दूसरों ने आपकी पोस्ट पसंद की',
    );
    expect(notificationText('quote_received', null, 0, null, 'hi')).toBe('किसी ने आपकी ज़रूरत के लिए कोटेशन भेजा');
    expect(notificationText('application_updated', null, 0, 'Hired', 'hi')).toBe(
      'आपके नौकरी के आवेदन की स्थिति: नौकरी मिल गई',
    );
  });

  it('leaves the English of the seeds unchanged without a language', () => {
    expect(notificationText('invoice_issued', null, 0, null)).toBe('Payment received: your invoice is ready');
  });
});
