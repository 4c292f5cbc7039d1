import { describe, expect, it } from '@jest/globals';

import { DSA_DOCUMENT_MAX_BYTES, readDsaForm } from './agents.server';

/** The Atmnirbhar form's 5 MB check, next to the document's field, in the reader's language. */
function upload(field: string, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.set('name', 'Asha Rao');
  form.set(
    field,
    new File([new Uint8Array(DSA_DOCUMENT_MAX_BYTES + 1)], 'scan.pdf', { type: 'application/pdf' }),
  );
  return new Request('http://site.test/Home/User/Atmnirbhar', { method: 'POST', body: form, headers });
}

describe('readDsaForm', () => {
  it('names the document in English for an English reader', async () => {
    expect(await readDsaForm(upload('pancard_doc'))).toEqual({
      ok: false,
      failure: { fieldErrors: { pancard_doc: 'The Pan Card may not be greater than 5 MB.' } },
    });
    expect(await readDsaForm(upload('other_doc'))).toEqual({
      ok: false,
      failure: { fieldErrors: { other_doc: 'The document may not be greater than 5 MB.' } },
    });
  });

  it('writes the message in Hindi for a Hindi reader', async () => {
    expect(await readDsaForm(upload('aadharcard_doc', { 'Accept-Language': 'hi' }))).toEqual({
      ok: false,
      failure: { fieldErrors: { aadharcard_doc: 'आधार कार्ड 5 MB से बड़ा नहीं हो सकता।' } },
    });
  });

  it('reads a form within the limit', async () => {
    const form = new FormData();
    form.set('name', 'Asha Rao');
    const read = await readDsaForm(
      new Request('http://site.test/Home/User/Atmnirbhar', { method: 'POST', body: form }),
    );
    expect(read.ok && read.form.get('name')).toBe('Asha Rao');
  });
});
