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
