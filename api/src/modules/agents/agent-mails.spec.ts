import { AgentMailTexts, HindiAgentMailTexts } from './agent-mails';

/**
 * The Atmnirbhar mails: English keeps the seeds' words; the Hindi version names the programme and its panel
 * as the Hindi menu does ("आत्मनिर्भर", "आत्मनिर्भर पैनल"), so a Hindi reader finds the page it points to.
 */
const URL = 'https://example.test/Home/User/Atmnirbhar';

describe('Atmnirbhar mails', () => {
  it('keep the English words', () => {
    const approved = AgentMailTexts.approved('Asha', 'ASHA10', URL);
    expect(approved.subject).toBe('You Are Become An Atmnirbhar');
    expect(approved.paragraphs.at(-1)).toBe(
      `See your coupon and your earnings in the Atmnirbhar Panel: ${URL}`,
    );
  });

  it('name the programme and the panel in Hindi in the Hindi mails', () => {
    const approved = HindiAgentMailTexts.approved('Asha', 'ASHA10', URL);
    const rejected = HindiAgentMailTexts.rejected('Asha', 'PAN unreadable', URL);
    expect(approved.subject).toBe('अब आप आत्मनिर्भर हैं');
    expect(approved.paragraphs.at(-1)).toBe(`अपना कूपन और अपनी कमाई आत्मनिर्भर पैनल में देखें: ${URL}`);
    expect(rejected.heading).toBe('आपका आत्मनिर्भर आवेदन मंज़ूर नहीं हुआ');
    for (const mail of [approved, rejected])
      expect([mail.subject, mail.heading, ...mail.paragraphs].join('\n').replace(URL, '')).not.toMatch(
        /Atmnirbhar|Panel/,
      );
  });
});
