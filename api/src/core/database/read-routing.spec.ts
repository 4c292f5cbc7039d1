import { isPlainRead } from './read-routing';

describe('isPlainRead (which raw SQL may follow the request to a replica)', () => {
  it.each([
    'SELECT u.id FROM users u WHERE u.id IN (?)',
    '  select 1',
    '(SELECT id FROM a) UNION (SELECT id FROM b)',
    'WITH w AS (SELECT id FROM posts) SELECT id FROM w',
    'SET STATEMENT max_statement_time = 0.3 FOR\n SELECT p.id FROM posts p',
  ])('a read: %s', (sql) => expect(isPlainRead(sql)).toBe(true));

  it.each([
    'INSERT INTO posts (id) VALUES (1)',
    'UPDATE users SET first_name = ? WHERE id = ?',
    'DELETE FROM listing_search_window WHERE id < ?',
    'SELECT id FROM payments WHERE id = ? FOR UPDATE',
    'SELECT id FROM payments WHERE id = ? LOCK IN SHARE MODE',
    'SELECT id FROM payments FOR SHARE',
    'SELECT 1 INTO @x',
    'SET STATEMENT max_statement_time = 1 FOR UPDATE users SET first_name = ?',
    'CALL refresh()',
  ])('not a plain read: %s', (sql) => expect(isPlainRead(sql)).toBe(false));
});
