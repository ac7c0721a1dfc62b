import MockDate from 'mockdate';
import { afterEach, describe, expect, it } from 'vitest';
import { commonApi } from '@/api/commonApi';
import { isPassedThroughFailure } from '@/api/types/common';
import { db } from '@mocks/db';
import { MOCK_NOW } from '@mocks/clock';
import { sessions } from '@mocks/data/sessions';
import { makeTestStore } from '../teardown';
import { spyNavigator } from '../navigator';

const api = commonApi.endpoints;
const buyer = () => makeTestStore({ session: sessions.buyer });

describe('common api + mock backend', () => {
  spyNavigator();
  afterEach(() => {
    MockDate.reset();
  });

  it('uploadImageByCompress sends a File as multipart field `image` and reports the stored url', async () => {
    const file = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'leaf.svg', { type: 'image/svg+xml' });
    const result = await buyer().dispatch(api.uploadImageByCompress.initiate({ image: file, bizType: 'feedback', onUploadProgress: () => undefined }));
    expect(result.error).toBeUndefined();
    // the server got a file in field `image` (without one it answers 请选择要上传的图片) and stored it
    expect(result.data?.url).toBe('home/uploaded-photo.svg');
    expect(result.data?.size).toBeGreaterThan(0);
    // (jsdom's File loses its name and bytes when msw re-encodes the XHR body, so neither is compared here)
  });

  it('uploadImageByCompress refuses a non-image file, and a guest', async () => {
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    const wrong = await buyer().dispatch(api.uploadImageByCompress.initiate({ image: text }));
    expect(wrong.error).toMatchObject({ kind: 'business', message: '仅支持上传图片文件' });
    const image = new File(['x'], 'a.png', { type: 'image/png' });
    const guest = await makeTestStore().dispatch(api.uploadImageByCompress.initiate({ image }));
    expect(guest.error).toMatchObject({ kind: 'sessionExpired' });
  });

  it('getUploadToken gives a member-scoped token', async () => {
    const { data } = await buyer().dispatch(api.getUploadToken.initiate({ bizType: 'avatar' }));
    expect(data).toMatchObject({ bucket: 'teamall-h5', keyPrefix: 'avatar/m-10086/' });
    expect(data?.token).toMatch(/^upload-m-10086-/);
  });

  it('generateCommand then parseCommand opens the shared goods', async () => {
    const store = buyer();
    const generated = await store.dispatch(api.generateCommand.initiate({ type: 'goods', businessId: 'g-1201' }));
    expect(generated.data?.command).toMatch(/^TM[A-Z2-9]{6}$/);
    expect(generated.data?.shareText).toContain('明前西湖龙井');
    expect(db.shareCommands.some((record) => record.command === generated.data?.command)).toBe(true);

    const parsed = await store.dispatch(api.parseCommand.initiate({ command: generated.data?.shareText ?? '' }));
    expect(parsed.data).toEqual({
      type: 'goods',
      businessId: 'g-1201',
      path: '/goods/detail/g-1201',
      title: '明前西湖龙井',
      image: 'goods/green-longjing.svg',
      sharerName: '林清茶',
    });
  });

  it('a seeded lottery command opens the helper’s turntable (fixed clock)', async () => {
    MockDate.set(MOCK_NOW);
    const { data } = await buyer().dispatch(api.parseCommand.initiate({ command: '￥TM5L7H3W￥' }));
    expect(data).toMatchObject({ type: 'lottery', businessId: 'm-20488', path: '/mine/largeTurntable?helpMemberId=m-20488', sharerName: '陈记茶馆' });
  });

  it('parseCommand is exempt from the code-0 rule: an unknown or expired command passes through as data', async () => {
    const store = buyer();
    const unknown = await store.dispatch(api.parseCommand.initiate({ command: 'TMZZZZZZ' }));
    expect(unknown.error).toBeUndefined();
    expect(isPassedThroughFailure(unknown.data)).toBe(true);
    expect(unknown.data).toEqual({ code: 0, message: '口令不存在或已失效', data: { command: 'TMZZZZZZ' } });
    const expired = await store.dispatch(api.parseCommand.initiate({ command: 'TM3X9P1D' }));
    expect(expired.data).toMatchObject({ code: 0, message: '口令已过期' });
  });

  it('generateCommand rejects an unknown goods', async () => {
    const result = await buyer().dispatch(api.generateCommand.initiate({ type: 'goods', businessId: 'g-0000' }));
    expect(result.error).toMatchObject({ kind: 'business', message: '商品不存在，无法生成口令' });
  });
});
