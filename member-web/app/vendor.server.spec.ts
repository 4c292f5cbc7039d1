import { describe, expect, it } from '@jest/globals';
import { appendProducts, productErrors, productRows } from './vendor.server';

describe('vendor profile product rows', () => {
  const form = (entries: Array<[string, string]>) => {
    const data = new FormData();
    for (const [key, value] of entries) data.append(key, value);
    return data;
  };

  it('reads the rows in index order, trimmed, ignoring other fields', () => {
    const rows = productRows(
      form([
        ['product_name[2][name]', ' Ghee '],
        ['product_name[0][name]', 'Paneer'],
        ['product_name[0][rate]', '380'],
        ['product_name[2][rate]', '650.5'],
        ['name', 'Vikram'],
        ['product_name[x][name]', 'ignored'],
      ]),
    );
    expect(rows).toEqual([
      { name: 'Paneer', rate: '380' },
      { name: 'Ghee', rate: '650.5' },
    ]);
  });

  it('sends the rows renumbered without empty ones, or an empty list, and maps errors back to the form rows', () => {
    const body = new FormData();
    const sent = appendProducts(body, [
      { name: '', rate: '' },
      { name: 'Paneer', rate: '380' },
      { name: 'Cream', rate: 'ten' },
    ]);
    expect(sent).toEqual([1, 2]);
    expect([...body.entries()]).toEqual([
      ['product_name[0][name]', 'Paneer'],
      ['product_name[0][rate]', '380'],
      ['product_name[1][name]', 'Cream'],
      ['product_name[1][rate]', 'ten'],
    ]);
    expect(productErrors({ 'product_name.1.rate': 'bad', mobile_no: 'x' }, sent)).toEqual({
      'product_name.2.rate': 'bad',
      mobile_no: 'x',
    });

    const empty = new FormData();
    expect(appendProducts(empty, [{ name: '', rate: '' }])).toEqual([]);
    expect([...empty.entries()]).toEqual([['product_name', '']]);
  });
});
