import { printable } from './invoice-pdf';

describe('printable', () => {
  it('keeps Latin-1 text as it is', () => {
    expect(printable("Zoë D'Souza & Co., Surat-395007")).toBe("Zoë D'Souza & Co., Surat-395007");
  });

  it('drops accents the standard fonts lack and marks other scripts with ?', () => {
    expect(printable('Ashā Pātel')).toBe('Asha Patel');
    expect(printable('अमित ₹')).toBe('???? ?');
  });
});
