import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import mallEnUS from '@/platform/i18n/areas/mall.en-US';
import { mallZhCN } from '@/platform/i18n/areas/mall';
import { OPERATOR } from '@/screens/auth/documents/types';

/*
 * One company everywhere (issue 10, item 19): the company page (/mall/detail) introduces the
 * operator that the user agreement and the privacy policy name, 福建茗源茶业科技有限公司, and
 * no other company or province.
 */
describe('the company page names the operator of the agreement and privacy policy', () => {
  it('in zh-CN', () => {
    expect(mallZhCN.about.p1).toContain(OPERATOR.nameZh);
    expect(OPERATOR.nameZh).toContain(mallZhCN.about.title);
    expect(JSON.stringify(mallZhCN)).not.toMatch(/秦岭|陕西|西安|紫阳|泾阳/);
  });

  it('in en-US', () => {
    expect(mallEnUS.about.p1).toContain(OPERATOR.nameEn);
    expect(OPERATOR.nameEn).toContain(mallEnUS.about.title.split(' ')[0] ?? '');
    expect(JSON.stringify(mallEnUS)).not.toMatch(/Qinling|Shaanxi|Xi’an|Ziyang|Jingyang/);
  });

  it('on the pictures of the page (certificates, reports, gardens)', () => {
    const dir = join(__dirname, '../../public/images/mall');
    const pictures = readdirSync(dir).filter((name) => name.endsWith('.svg'));
    expect(pictures.length).toBeGreaterThan(10);
    const certificates = pictures.filter((name) => name.startsWith('cert-'));
    for (const name of certificates) expect(readFileSync(join(dir, name), 'utf8')).toContain(OPERATOR.nameZh);
    for (const name of pictures) expect(readFileSync(join(dir, name), 'utf8')).not.toMatch(/秦岭|陕西|西安|紫阳|泾阳|安康/);
  });
});
