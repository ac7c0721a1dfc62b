import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signatureBase, signPayload } from '@/api/signing';

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex').toUpperCase();

describe('sign header (docs/request-protocol.md)', () => {
  it('matches the worked example', () => {
    expect(signatureBase({ b: 2, a: 'x', c: '' }, 's3')).toBe('a=x&b=2&key=s3');
    expect(signPayload({ b: 2, a: 'x', c: '' }, 's3')).toBe(md5('a=x&b=2&key=s3'));
  });

  it('drops null, undefined and empty strings but keeps 0 and false', () => {
    expect(signatureBase({ a: null, b: undefined, c: '', d: 0, e: false }, 'k')).toBe('d=0&e=false&key=k');
  });

  it('renders objects and arrays as JSON and sorts keys by code point', () => {
    expect(signatureBase({ z: [1, 2], B: { x: 1 }, a: '茶' }, 'k')).toBe('B={"x":1}&a=茶&z=[1,2]&key=k');
  });

  it('an empty payload signs the secret alone', () => {
    expect(signatureBase({}, 'k')).toBe('key=k');
    expect(signPayload({}, 'k')).toBe(md5('key=k'));
  });

  it('is upper-case hex MD5 of UTF-8', () => {
    const sign = signPayload({ goodsId: 1024, memberId: 'm-10086', keyword: '大红袍' }, 'tea-mall-h5-sign-2026');
    expect(sign).toMatch(/^[0-9A-F]{32}$/);
    expect(sign).toBe(md5('goodsId=1024&keyword=大红袍&memberId=m-10086&key=tea-mall-h5-sign-2026'));
  });
});

/** Issue 10 item 5: signing any string is total. */
describe('sign header of text that is not well-formed UTF-16', () => {
  it('a lone surrogate does not throw: it is signed as U+FFFD, as a UTF-8 encoder writes it', () => {
    const cut = `a${'🍵'.repeat(14)}\uD83C`;
    expect(() => signPayload({ keyword: cut }, 's3')).not.toThrow();
    expect(signPayload({ keyword: cut }, 's3')).toBe(signPayload({ keyword: `a${'🍵'.repeat(14)}\uFFFD` }, 's3'));
    expect(signPayload({ keyword: '\uDC00x' }, 's3')).toBe(signPayload({ keyword: '\uFFFDx' }, 's3'));
  });

  it('well-formed emoji are signed as they are', () => {
    expect(signPayload({ keyword: '🍵' }, 's3')).not.toBe(signPayload({ keyword: '\uFFFD' }, 's3'));
  });
});
