import { describe, expect, it } from 'vitest';
import { sanitizeContract } from '@/screens/contract/sanitizeContract';

describe('sanitizeContract: the contract terms made safe to render', () => {
  it('keeps headings, paragraphs, emphasis and lists', () => {
    const html = '<h3>第一条</h3><p>乙方应支付<strong>9,800.00元</strong></p><ol><li>供货</li></ol>';
    expect(sanitizeContract(html)).toBe(html);
  });

  it('drops scripts, handlers, styles, links, pictures and forms', () => {
    const safe = sanitizeContract(
      '<p onclick="steal()" style="color:red">条款</p><script>alert(1)</script><a href="javascript:x()">点此</a><img src="x" onerror="y()"><form><input></form><iframe src="//evil"></iframe>',
    );
    expect(safe).toBe('<p>条款</p>点此');
  });

  it('answers nothing for no text', () => {
    expect(sanitizeContract('')).toBe('');
    expect(sanitizeContract('   ')).toBe('');
    expect(sanitizeContract(null)).toBe('');
  });
});
