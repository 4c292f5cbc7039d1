import { monthlyMinor, positionKey, positionPhrases } from './job-match';

describe('job position matching', () => {
  it('keys a wanted position by its lower-cased words', () => {
    expect(positionKey('  Head-Chef ')).toBe('head chef');
    expect(positionKey('Tandoor  COOK!')).toBe('tandoor cook');
    expect(positionKey('---')).toBe('');
  });

  it('finds a wanted position among the whole-word phrases of a job position', () => {
    const phrases = positionPhrases('Head Chef (Continental)');
    expect(phrases).toEqual(expect.arrayContaining(['chef', 'head chef', 'head chef continental']));
    expect(phrases).not.toContain('continental head');
    expect(positionPhrases('Cooking assistant')).not.toContain('cook');
    expect(positionPhrases('रसोइया सहायक')).toContain('रसोइया');
  });

  it('compares salaries per month', () => {
    expect(monthlyMinor(2_400_000_00, 1)).toBe(200_000_00);
    expect(monthlyMinor(25_000_00, 0)).toBe(25_000_00);
  });
});
