import type { MessageInstance } from 'antd/es/message/interface';
import { describe, expect, it } from 'vitest';
import {
  isMessageHostWanted,
  setMessageApi,
  subscribeMessageHost,
  toastSuccess,
  toastsReady,
} from './notify';

describe('toasts', () => {
  it('asks for the toast code, waits for it, then shows what was queued', async () => {
    let asked = 0;
    const stop = subscribeMessageHost(() => {
      asked += 1;
    });
    const shown: string[] = [];
    const fake = {
      success: (text: string) => shown.push(text),
      error: () => undefined,
    } as unknown as MessageInstance;

    let ready = false;
    const waiting = toastsReady().then(() => {
      ready = true;
    });
    toastSuccess('已安全退出');
    expect(isMessageHostWanted()).toBe(true);
    expect(asked).toBe(1);
    await Promise.resolve();
    expect(ready).toBe(false);
    expect(shown).toEqual([]);

    setMessageApi(fake);
    await waiting;
    expect(ready).toBe(true);
    expect(shown).toEqual(['已安全退出']);
    // Once loaded, it answers at once.
    await toastsReady();
    stop();
    setMessageApi(null);
  });
});
