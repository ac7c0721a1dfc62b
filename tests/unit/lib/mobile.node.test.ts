import { describe, expect, it } from 'vitest';
import { MOBILE_PATTERN, normaliseMobile } from '@/lib/mobile';

describe('a typed mobile number', () => {
  it('loses spaces, dashes, brackets and a country code, and folds full-width digits', () => {
    expect(normaliseMobile('+86 138-0013-8000')).toBe('13800138000');
    expect(normaliseMobile('0086 138 0013 8000')).toBe('13800138000');
    expect(normaliseMobile('8613800138000')).toBe('13800138000');
    expect(normaliseMobile('(138) 0013-8000')).toBe('13800138000');
    expect(normaliseMobile('１３８００１３８０００')).toBe('13800138000');
  });

  it('is never cut: a 12th digit stays and the rule refuses the number', () => {
    expect(normaliseMobile('138001380001')).toBe('138001380001');
    expect(normaliseMobile('138 0013 8000 1234')).toBe('138001380001234');
    expect(MOBILE_PATTERN.test(normaliseMobile('138001380001'))).toBe(false);
  });

  it('does not take 86 for a country code unless a whole number follows it', () => {
    expect(normaliseMobile('861380013800')).toBe('861380013800');
    expect(normaliseMobile('86123456789')).toBe('86123456789');
  });
});
