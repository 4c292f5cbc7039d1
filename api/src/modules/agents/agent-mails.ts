/** The words of the mails an applicant receives (the core `notice` template lays them out). */
export const AgentMailTexts = {
  approved: (firstName: string, couponCode: string, url: string) => ({
    subject: 'You Are Become An Atmnirbhar',
    heading: 'Your Atmnirbhar application is approved',
    paragraphs: [
      `Hello ${firstName},`,
      'Welcome aboard: you are now an Atmnirbhar sales agent.',
      `Your personal coupon code is ${couponCode}. Members who pay with it get a discount, and you earn a commission on each payment.`,
      `See your coupon and your earnings in the Atmnirbhar Panel: ${url}`,
    ],
  }),
  rejected: (firstName: string, note: string, url: string) => ({
    subject: 'Your Atmnirbhar application',
    heading: 'Your Atmnirbhar application was not approved',
    paragraphs: [
      `Hello ${firstName},`,
      'We reviewed your Atmnirbhar application and could not approve it.',
      `Our team's note: ${note}`,
      `You may correct it and apply again: ${url}`,
    ],
  }),
};
