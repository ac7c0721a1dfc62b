import { describe, expect, it } from 'vitest';
import { contactProblem, contentProblem, feedbackArg, parseFeedbackDraft } from '@/screens/mine/feedbackForm';

describe('feedback form rules', () => {
  it('takes no contact, a mobile as typed or pasted, or a WeChat id', () => {
    for (const contact of ['', '  ', '13800138000', '+86 138-0013-8000', 'tea_lover2026', 'LinQingCha']) expect(contactProblem(contact)).toBeNull();
  });

  it('refuses a number that is no mobile and a WeChat id of the wrong shape', () => {
    for (const contact of ['12345', '2380013800', '1tea_lover', 'abc', 'tea lover', '林清茶']) expect(contactProblem(contact)).toBe('contactInvalid');
  });

  it('asks for 10 to 500 characters of text', () => {
    expect(contentProblem('太慢了')).toBe('contentTooShort');
    expect(contentProblem('   物流有点慢    ')).toBe('contentTooShort');
    expect(contentProblem('希望增加白茶的小包装规格')).toBeNull();
    expect(contentProblem('茶'.repeat(501))).toBe('contentTooLong');
  });

  it('sends the text trimmed, the mobile as 11 digits, and leaves out what is empty', () => {
    expect(feedbackArg({ type: 'idea', content: '  希望增加白茶的小包装规格 ', images: ['a.png'], contact: '+86 138-0013-8000' })).toEqual({
      type: 'idea',
      content: '希望增加白茶的小包装规格',
      images: ['a.png'],
      contact: '13800138000',
    });
    expect(feedbackArg({ type: '', content: '希望增加白茶的小包装规格', images: [], contact: ' ' })).toEqual({ content: '希望增加白茶的小包装规格' });
  });

  it('reads a draft back field by field', () => {
    expect(parseFeedbackDraft({ type: 'nope', content: 'x', images: ['a', 3, ''], contact: 5 })).toEqual({ type: '', content: 'x', images: ['a'], contact: '' });
    expect(parseFeedbackDraft(null)).toBeNull();
  });
});
