import { describe, expect, it } from 'vitest';
import { MOBILE_PATTERN, normaliseMobile } from '@/lib/mobile';
import { avatarSide, squareInside } from '@/screens/mine/profile/avatarCrop';
import { passwordProblem, passwordStrength, payCodeProblem } from '@/screens/mine/profile/passwordRules';

describe('the new mobile of /mine/setMobile', () => {
  it.each([
    ['+86 138-0013-8000', '13800138000'],
    ['+86 (138) 0013 8000', '13800138000'],
    ['0086 13800138000', '13800138000'],
    ['１３８００１３８０００', '13800138000'],
    [' 138 0013 8000 ', '13800138000'],
  ])('%s is normalised to %s and accepted', (pasted, mobile) => {
    expect(normaliseMobile(pasted)).toBe(mobile);
    expect(MOBILE_PATTERN.test(normaliseMobile(pasted))).toBe(true);
  });

  it.each(['1380013800', '138001380001', '+86 238 0013 8000'])('%s is refused by the 11-digit rule', (typed) => {
    expect(MOBILE_PATTERN.test(normaliseMobile(typed))).toBe(false);
  });
});

describe('the login password rule', () => {
  it.each([
    ['Tea12', 'length'],
    ['Tea1234567890123456789', 'length'],
    ['Tea 12345', 'space'],
    ['teatimeonly', 'mix'],
    ['12345678', 'mix'],
  ] as const)('%s is refused: %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it('takes 6-20 characters with a letter and a digit', () => {
    expect(passwordProblem('Tea123')).toBeNull();
    expect(passwordProblem('Longjing2026!')).toBeNull();
  });
});

describe('the strength hint', () => {
  it('says nothing for an empty field', () => {
    expect(passwordStrength('')).toBeNull();
  });

  it.each([
    ['tea123', 'weak'],
    ['aaaaaaaa1', 'weak'],
    ['abcdefgh12', 'weak'],
    ['12345678ab', 'weak'],
    ['Tea123456', 'medium'],
    ['tea123456789', 'weak'],
    ['tea12345wuyi', 'medium'],
    ['Longjing2026', 'strong'],
    ['tea@Wuyi88', 'strong'],
  ] as const)('%s reads %s', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });

  it('calls a password the rule refuses weak, however varied', () => {
    expect(passwordStrength('Tea!')).toBe('weak');
  });
});

describe('the payment code rule', () => {
  it.each([
    ['12345', 'length'],
    ['12345a', 'length'],
    ['1234567', 'length'],
    ['111111', 'simple'],
    ['123456', 'simple'],
    ['987654', 'simple'],
  ] as const)('%s is refused: %s', (code, problem) => {
    expect(payCodeProblem(code)).toBe(problem);
  });

  it('takes six digits that are not a run', () => {
    expect(payCodeProblem('260918')).toBeNull();
    expect(payCodeProblem('112233')).toBeNull();
  });
});

describe('the avatar square', () => {
  const picture = { width: 1200, height: 800 };

  it('keeps a square inside the picture as react-easy-crop reported it', () => {
    expect(squareInside({ x: 200.4, y: 100.6, width: 600, height: 600 }, picture)).toEqual({ x: 200, y: 101, width: 600, height: 600 });
  });

  it('takes the smaller side when the two were rounded apart', () => {
    expect(squareInside({ x: 10, y: 10, width: 601, height: 600 }, picture)).toEqual({ x: 10, y: 10, width: 600, height: 600 });
  });

  it('moves a square hanging over an edge back inside, without cutting it', () => {
    expect(squareInside({ x: 900, y: -3, width: 400, height: 400 }, picture)).toEqual({ x: 800, y: 0, width: 400, height: 400 });
  });

  it('is never larger than the picture', () => {
    expect(squareInside({ x: 0, y: 0, width: 900, height: 900 }, picture)).toEqual({ x: 0, y: 0, width: 800, height: 800 });
  });

  it('draws at most 512 px and never enlarges a small crop', () => {
    expect(avatarSide({ x: 0, y: 0, width: 800, height: 800 })).toBe(512);
    expect(avatarSide({ x: 0, y: 0, width: 16, height: 16 })).toBe(16);
  });
});
