import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { catalogue } from '@/api/catalogue';
import { usePhotoUpload } from '@/hooks/usePhotoUpload';
import { NotAnImageError } from '@/lib/imageType';
import { sessions } from '@mocks/data/sessions';
import { server } from '@mocks/node';
import { makeTestStore } from '../teardown';

function setup() {
  const store = makeTestStore({ session: sessions.buyer });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => usePhotoUpload('evaluation'), { wrapper }).result.current;
}

describe('usePhotoUpload', () => {
  it('refuses a text file named .jpg before anything is sent', async () => {
    const upload = setup();
    const sent = vi.fn();
    const listener = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === catalogue.uploadImageByCompress.path) sent();
    };
    server.events.on('request:start', listener);
    try {
      const text = new File(['plain text, not a picture'], 'photo.jpg', { type: 'image/jpeg' });
      await expect(upload(text, vi.fn())).rejects.toBeInstanceOf(NotAnImageError);
      expect(sent).not.toHaveBeenCalled();
    } finally {
      server.events.removeListener('request:start', listener);
    }
  });
});
