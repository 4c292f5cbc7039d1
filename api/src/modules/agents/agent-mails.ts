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

/** The same mails in Hindi (decision 391): the applicant's saved language picks them. */
export const HindiAgentMailTexts: typeof AgentMailTexts = {
  approved: (firstName, couponCode, url) => ({
    subject: 'अब आप आत्मनिर्भर हैं',
    heading: 'आपका आत्मनिर्भर आवेदन मंज़ूर हो गया',
    paragraphs: [
      `नमस्ते ${firstName},`,
      'स्वागत है: अब आप आत्मनिर्भर सेल्स एजेंट हैं।',
      `आपका अपना कूपन कोड ${couponCode} है। इससे पेमेंट करने वाले मेंबरों को छूट मिलती है, और हर पेमेंट पर आपको कमीशन मिलता है।`,
      `अपना कूपन और अपनी कमाई आत्मनिर्भर पैनल में देखें: ${url}`,
    ],
  }),
  rejected: (firstName, note, url) => ({
    subject: 'आपका आत्मनिर्भर आवेदन',
    heading: 'आपका आत्मनिर्भर आवेदन मंज़ूर नहीं हुआ',
    paragraphs: [
      `नमस्ते ${firstName},`,
      'हमने आपका आत्मनिर्भर आवेदन देखा, पर उसे मंज़ूर नहीं कर सके।',
      `हमारी टीम का नोट: ${note}`,
      `आप उसे ठीक करके फिर से आवेदन कर सकते हैं: ${url}`,
    ],
  }),
};
